import type { AppDeps } from "../../deps";
import { hashPassword } from "../../domain/passwords";
import { artUrl } from "../../media/registry";
import {
  authSliders,
  banners,
  creditRecords,
  homeConfigs,
  integerSettings,
  modalConfigs,
  services,
  termsPolicies,
  users,
} from "../schema";
import { seedServices } from "./services";

export const demoMember = { email: "demo@example.com", password: "Demo2026!" } as const;

const DAY = 86_400_000;

/** Content every install needs (catalogue and configs); written once into an empty database. */
export function seedContent(deps: Pick<AppDeps, "db" | "sqlite">) {
  const { db } = deps;
  if (db.select().from(services).limit(1).all().length > 0) return false;
  deps.sqlite.transaction(() => {
    for (const s of seedServices) {
      db.insert(services)
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
        })
        .run();
    }
    db.insert(authSliders)
      .values({
        image1: artUrl("slide-1"),
        image2: artUrl("slide-2"),
        image3: artUrl("slide-3"),
        description1: "Prenez soin de vous, à votre rythme",
        description2: "Massages, coaching et bien-être au cœur de Dakar",
      })
      .run();
    db.insert(banners)
      .values({
        headerImage: artUrl("hero"),
        headerTitle: "Votre bien-être commence ici",
        headerSubTitle: "Massages, soins et entraînements encadrés par des professionnels, à Dakar.",
        footerImage: artUrl("footer"),
        footerTitle: "Offrez-vous une pause, réservez en quelques secondes",
      })
      .run();
    db.insert(homeConfigs).values({ id: 1, displayBasicService: true, displayCustomService: true }).run();
    db.insert(modalConfigs)
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
      .run();
    db.insert(termsPolicies)
      .values([
        { type: "CGU", fileUrl: "/media/docs/cgu.html" },
        { type: "PRIVACY", fileUrl: "/media/docs/confidentialite.html" },
      ])
      .run();
    db.insert(integerSettings)
      .values([
        { key: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", value: 3 },
        { key: "MIN_HOURS_BEFORE_RESERVATION", value: 3 },
      ])
      .run();
  })();
  return true;
}

/** Demo mode only: a verified member holding credits. */
export async function seedDemoMember(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  const { db } = deps;
  if (db.select().from(users).limit(1).all().length > 0) return false;
  const now = deps.clock.now();
  const passwordHash = await hashPassword(demoMember.password, deps.config.passwordCost);
  const member = db
    .insert(users)
    .values({
      email: demoMember.email,
      passwordHash,
      firstName: "Awa",
      lastName: "Diop",
      telephoneNumber: "+221 77 123 45 67",
      country: "Sénégal",
      city: "Dakar",
      isVerified: true,
      createdAt: now,
    })
    .returning({ id: users.id })
    .get();
  db.insert(creditRecords)
    .values([
      {
        userId: member.id,
        origin: "purchase",
        serviceName: "Pack Découverte",
        originalCreditNumber: 100,
        creditRealPrice: 95000,
        createdAt: new Date(now.getTime() - 10 * DAY),
        expiresAt: new Date(now.getTime() + 80 * DAY),
      },
      {
        userId: member.id,
        origin: "purchase",
        serviceName: "Pack Essentiel",
        originalCreditNumber: 50,
        creditRealPrice: 50000,
        createdAt: new Date(now.getTime() - 2 * DAY),
        expiresAt: new Date(now.getTime() + 180 * DAY),
      },
    ])
    .run();
  return true;
}
