import { DEFAULT_CANCEL_CUTOFF_HOURS } from "../../../src/lib/cancel-rule";
import { type AppDeps, immediate } from "../../deps";
import { purchase } from "../../domain/ledger";
import { hashPassword } from "../../domain/passwords";
import { searchColumns } from "../../domain/service-search";
import { revokeAllForUser } from "../../domain/tokens";
import { withUserSearch } from "../../domain/user-search";
import { artUrl } from "../../media/registry";
import { seedServices } from "./services";

export const demoMember = { email: "demo@example.com", password: "Demo2026!" } as const;

const DAY = 86_400_000;

/** Content every install needs (catalogue and configs); written once into an empty database. */
export async function seedContent(deps: Pick<AppDeps, "db" | "database">): Promise<boolean> {
  // Checked inside the transaction: instances starting together on one database seed it once.
  const created = await immediate(deps, async ({ db }) => {
    if (await db.selectFrom("services").select("id").limit(1).executeTakeFirst()) return false;
    for (const s of seedServices) {
      await db
        .insertInto("services")
        .values({
          name: s.name,
          type: s.type,
          price: s.price,
          creditPrice: s.credits,
          description: s.html,
          shortDescription: s.short,
          shortResume: s.resume,
          duration: s.duration,
          nbPersonMaxPerBooking: s.maxPersons,
          privateOptionPrice: s.privatePrice,
          privateOptionCreditPrice: s.privateCredits,
          canHavePrivateOption: s.canBePrivate,
          image: artUrl(`service-${s.slug}`),
          slotCapacity: s.capacity,
          staffing: s.staffing,
          ...searchColumns({ name: s.name, description: s.html, shortDescription: s.short }),
        })
        .execute();
    }
    await db
      .insertInto("authSliders")
      .values({
        image1: artUrl("slide-1"),
        image2: artUrl("slide-2"),
        image3: artUrl("slide-3"),
        description1: "Prenez soin de vous, à votre rythme",
        description2: "Massages, coaching et bien-être au cœur de Dakar",
      })
      .execute();
    await db
      .insertInto("banners")
      .values({
        headerImage: artUrl("hero"),
        headerTitle: "Votre bien-être commence ici",
        headerSubTitle: "Massages, soins et entraînements encadrés par des professionnels, à Dakar.",
        footerImage: artUrl("footer"),
        footerTitle: "Offrez-vous une pause, réservez en quelques secondes",
      })
      .execute();
    await db
      .insertInto("homeConfigs")
      .values({ id: 1, displayBasicService: true, displayCustomService: true })
      .execute();
    await db
      .insertInto("modalConfigs")
      .values([
        {
          type: "promo",
          isActive: true,
          title: "-20 % sur votre premier massage",
          description:
            "Réservez votre première séance cette semaine et profitez d'une remise sur les créneaux signalés.",
          image: artUrl("promo"),
        },
        {
          type: "choice",
          isActive: true,
          title: "Choisissez votre experience",
          description: "Un programme construit pour vous, ou une séance de notre catalogue ?",
          image: artUrl("choice"),
          choices: JSON.stringify({
            personnalise: {
              title: "Personnalisé",
              description: "Un programme Signature, conçu avec votre coach.",
            },
            standard: { title: "Standard", description: "Une séance Essentiel, prête à réserver." },
          }),
        },
      ])
      .execute();
    await db
      .insertInto("termsPolicies")
      .values([
        { type: "CGU", fileUrl: "/media/docs/cgu.html" },
        { type: "PRIVACY", fileUrl: "/media/docs/confidentialite.html" },
      ])
      .execute();
    await db
      .insertInto("integerSettings")
      .values([
        { key: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", value: DEFAULT_CANCEL_CUTOFF_HOURS },
        { key: "MIN_HOURS_BEFORE_RESERVATION", value: 3 },
        { key: "MAX_UNPAID_BOOKINGS", value: 3 },
      ])
      .execute();
    return true;
  });
  const commerce = await seedCommerce(deps);
  return created || commerce;
}

/** Credit packs and payment methods, added to databases created before they existed. */
function seedCommerce(deps: Pick<AppDeps, "db" | "database">): Promise<boolean> {
  return immediate(deps, async ({ db }) => {
    if (await db.selectFrom("bookingMethods").select("id").limit(1).executeTakeFirst()) return false;
    await db
      .insertInto("creditPacks")
      .values([
        { name: "Pack Essentiel", creditNumber: 50, realPrice: 50000, validityDays: 180 },
        { name: "Pack Découverte", creditNumber: 100, realPrice: 95000, validityDays: 180 },
        { name: "Pack Bien-être", creditNumber: 250, realPrice: 225000, validityDays: 365 },
        { name: "Pack Premium", creditNumber: 1000, realPrice: 850000, validityDays: 365 },
      ])
      .execute();
    await db
      .insertInto("bookingMethods")
      .values([
        {
          code: "PAY01",
          name: "Paiement sur place",
          description: "Payez lors de votre arrivée, en espèces ou par carte.",
          image: artUrl("method-venue"),
          displayOnBooking: true,
          displayOnPack: false,
        },
        {
          code: "PAY02",
          name: "Crédits",
          description: "Réglez avec vos crédits prépayés, sans frais.",
          image: artUrl("method-credits"),
          displayOnBooking: true,
          displayOnPack: false,
        },
        {
          code: "PAY03",
          name: "Wave",
          description: "Payez avec votre portefeuille mobile Wave.",
          image: artUrl("method-wave"),
          displayOnBooking: true,
          displayOnPack: true,
        },
        {
          code: "PAY04",
          name: "Orange Money",
          description: "Scannez le QR code avec Orange Money ou MaxIt.",
          image: artUrl("method-orange-money"),
          displayOnBooking: true,
          displayOnPack: true,
        },
      ])
      .execute();
    return true;
  });
}

/** Demo mode only: a verified member holding credits. */
export async function seedDemoMember(deps: Pick<AppDeps, "db" | "database" | "clock" | "config">) {
  if (await deps.db.selectFrom("users").select("id").limit(1).executeTakeFirst()) return false;
  const now = deps.clock.now();
  const passwordHash = await hashPassword(demoMember.password, deps.config.passwordCost);
  return immediate(deps, async ({ db }) => {
    // Checked again where it counts: instances starting together create one demo member.
    if (await db.selectFrom("users").select("id").limit(1).executeTakeFirst()) return false;
    const member = await db
      .insertInto("users")
      .values(
        withUserSearch({
          email: demoMember.email,
          passwordHash,
          firstName: "Awa",
          lastName: "Diop",
          telephoneNumber: "+221771234567",
          country: "Sénégal",
          city: "Dakar",
          isVerified: true,
          createdAt: now,
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    // Two packs bought some days ago, through the ledger like any purchase.
    await purchase(
      db,
      member.id,
      { name: "Pack Découverte", creditNumber: 100, realPrice: 95000, validityDays: 90 },
      new Date(now.getTime() - 10 * DAY),
    );
    await purchase(
      db,
      member.id,
      { name: "Pack Essentiel", creditNumber: 50, realPrice: 50000, validityDays: 182 },
      new Date(now.getTime() - 2 * DAY),
    );
    return true;
  });
}

/**
 * Production on a data folder first used for a demonstration: the demo member, whose password is
 * public, can no longer log in and loses its sessions. True when there was one to retire.
 */
export async function retireDemoMember(
  deps: Pick<AppDeps, "db" | "database" | "clock" | "config">,
): Promise<boolean> {
  const member = await deps.db
    .selectFrom("users")
    .select(["id", "passwordHash"])
    .where("email", "=", demoMember.email)
    .executeTakeFirst();
  if (!member || member.passwordHash === RETIRED) return false;
  await deps.db.updateTable("users").set({ passwordHash: RETIRED }).where("id", "=", member.id).execute();
  await revokeAllForUser(deps, member.id);
  return true;
}
/** Not a hash: no password matches it. */
const RETIRED = "!retired";
