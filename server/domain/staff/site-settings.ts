import type { AuditAction } from "../../../src/contract/staff/audit";
import {
  type RuleName,
  ruleBounds,
  ruleKeys,
  type SiteSettings,
  settingsMessages,
} from "../../../src/contract/staff/settings";
import type { RulesRequest } from "../../../src/contract/staff/settings-requests";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import { readDocument } from "../../lib/site-files";
import { penaltyPolicies } from "../penalties/policy";
import { setting } from "../settings";
import { authSliders, banners, homeConfig, modalConfigs, termsPolicies } from "../site-config";
import { aboutText, faqEntries } from "../site-texts";
import { writeAudit } from "./audit";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;
type Actor = { id: number };
/** A write's outcome: the settings as saved, or the row it names is not there. */
export type SettingsWrite =
  | { ok: true; settings: SiteSettings }
  | { ok: false; status: 404; message: string };

const notFound = { ok: false, status: 404, message: settingsMessages.notFound } as const;

type Choice = { title: string; description: string } | null;
export const parseChoices = (raw: string | null): { personnalise: Choice; standard: Choice } => {
  const parsed = raw ? (JSON.parse(raw) as Partial<Record<"personnalise" | "standard", Choice>>) : {};
  return { personnalise: parsed.personnalise ?? null, standard: parsed.standard ?? null };
};

/** What lies between `<body>` and `</body>`: the part of a legal document an admin edits. */
const bodyOf = (page: string) => {
  const start = page.search(/<body[^>]*>/i);
  const end = page.search(/<\/body>/i);
  if (start === -1) return page.trim();
  const open = page.indexOf(">", start) + 1;
  return page.slice(open, end === -1 ? undefined : end).trim();
};

/** The integers of the rules, with their defaults where the centre never set them. */
async function readRules(db: Db): Promise<Record<RuleName, number>> {
  const rules = {} as Record<RuleName, number>;
  for (const name of Object.keys(ruleKeys) as RuleName[])
    rules[name] = await setting(db, ruleKeys[name], ruleBounds[name].fallback);
  return rules;
}

/** Everything the settings screen shows, as the public answers read it. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [home, bannerRows, modalRows, slideRows, docRows] = await Promise.all([
    homeConfig(db),
    banners(db),
    modalConfigs(db),
    authSliders(db),
    termsPolicies(db),
  ]);
  const slides = slideRows[0];
  const rules = await readRules(db);
  const [faq, about] = await Promise.all([faqEntries(db), aboutText(db)]);
  return {
    home,
    banners: bannerRows.map((b) => ({
      id: b.id,
      is_active: b.isActive,
      link: b.link,
      header_image: b.headerImage,
      header_title: b.headerTitle,
      header_sub_title: b.headerSubTitle,
      footer_image: b.footerImage,
      footer_title: b.footerTitle,
    })),
    // One modal of each type: the first, as the home page reads them.
    modals: (["promo", "choice"] as const).flatMap((type) => {
      const m = modalRows.find((row) => row.type === type);
      return m
        ? [
            {
              type,
              is_active: m.isActive,
              title: m.title,
              description: m.description,
              image: m.image,
              ...parseChoices(m.choices),
            },
          ]
        : [];
    }),
    slides: slides
      ? {
          id: slides.id,
          image_1: slides.image1,
          image_2: slides.image2,
          image_3: slides.image3,
          description_1: slides.description1,
          description_2: slides.description2,
        }
      : null,
    documents: await Promise.all(
      docRows.map(async (d) => ({
        type: d.type,
        file_url: d.fileUrl,
        html: bodyOf((await readDocument(db, d.fileUrl)) ?? ""),
      })),
    ),
    faq,
    about,
    rules,
    penalties: await penaltyPolicies(db),
  };
}

/** Runs one change with its audit line in one transaction, and answers the settings as saved. */
export async function change(
  deps: Deps,
  write: (db: Db) => Promise<{ summary: string; action: AuditAction; data: Record<string, unknown> } | null>,
  actor: Actor,
): Promise<SettingsWrite> {
  return immediate(deps, async (tx) => {
    const done = await write(tx.db);
    if (!done) return notFound;
    await writeAudit(tx, { staffId: actor.id, action: done.action, summary: done.summary, data: done.data });
    return { ok: true, settings: await readSiteSettings(tx.db) };
  });
}

export const saveRules = (deps: Deps, actor: Actor, input: RulesRequest) =>
  change(
    deps,
    async (db) => {
      const before = await readRules(db);
      for (const name of Object.keys(ruleKeys) as RuleName[]) {
        const value = input[name];
        if (value === undefined) continue;
        await db
          .insertInto("integerSettings")
          .values({ key: ruleKeys[name], value })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
          .execute();
      }
      const after = await readRules(db);
      return {
        action: "settings.rules_changed",
        summary: `Règles : annulation ${after.cancel_cutoff_hours} h avant, réservation ${after.booking_lead_hours} h avant, ${after.max_unpaid_bookings} non payée(s) au plus, ${after.reception_daily_credits} crédit(s) par client et par jour ajoutés par l'accueil au plus, ${after.phone_messages_per_day} SMS par jour au plus.`,
        data: { before, after },
      };
    },
    actor,
  );
