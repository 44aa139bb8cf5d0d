import type { AuditAction } from "../../../src/contract/staff/audit";
import {
  type BannerRequest,
  type DocumentType,
  type FaqInput,
  type HomeRequest,
  type ModalRequest,
  type ModalType,
  type RuleName,
  type RulesRequest,
  ruleBounds,
  ruleKeys,
  type SiteSettings,
  type SlidesRequest,
  settingsMessages,
} from "../../../src/contract/staff/settings";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import { aboutHtml, documentHtml, sanitizeHtml } from "../../lib/html-allowlist";
import { readDocument, SITE_DOCS, SITE_IMAGES, storeSiteFile } from "../../lib/site-files";
import { setting } from "../settings";
import {
  authSliders,
  banners,
  homeConfig,
  modalConfigs,
  saveHomeConfig,
  setModalActive,
  termsPolicies,
} from "../site-config";
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
const parseChoices = (raw: string | null): { personnalise: Choice; standard: Choice } => {
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

const documentTitles: Record<DocumentType, string> = {
  CGU: "Conditions générales d'utilisation",
  PRIVACY: "Politique de confidentialité",
};
const documentNames: Record<DocumentType, string> = { CGU: "cgu", PRIVACY: "confidentialite" };

/** A whole page around the sanitised body, styled as the documents shipped with the app. */
const documentPage = (type: DocumentType, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${documentTitles[type]}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1.5rem;color:#1c2321}h1{color:#0f5c4d;font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.8rem}</style>
</head><body>
${body}
</body></html>
`;

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
  };
}

/** Runs one change with its audit line in one transaction, and answers the settings as saved. */
async function change(
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

const yesNo = (flag: boolean) => (flag ? "affichés" : "masqués");

export const saveHome = (deps: Deps, actor: Actor, input: HomeRequest) =>
  change(
    deps,
    async (db) => {
      await saveHomeConfig(db, input);
      return {
        action: "settings.home_changed",
        summary: `Accueil : services ${yesNo(input.display_basic_service)}, programmes ${yesNo(input.display_custom_service)}.`,
        data: { ...input },
      };
    },
    actor,
  );

export const saveBanner = (deps: Deps, actor: Actor, id: number, input: BannerRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .updateTable("banners")
        .set({
          isActive: input.is_active,
          link: input.link ? input.link : null,
          headerTitle: input.header_title,
          headerSubTitle: input.header_sub_title,
          footerTitle: input.footer_title,
        })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!row) return null;
      return {
        action: "settings.banner_changed",
        summary: `Bannière ${input.is_active ? "affichée" : "masquée"} : « ${input.header_title} ».`,
        data: { banner_id: id, ...input },
      };
    },
    actor,
  );

const modalLabels: Record<ModalType, string> = { promo: "promotion", choice: "choix" };

export const saveModal = (deps: Deps, actor: Actor, type: ModalType, input: ModalRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .selectFrom("modalConfigs")
        .select(["id", "choices"])
        .where("type", "=", type)
        .orderBy("id")
        .executeTakeFirst();
      if (!row) return null;
      const before = parseChoices(row.choices);
      // The promo has no choices; the choice modal keeps those not sent.
      const choices =
        type === "choice"
          ? JSON.stringify({
              personnalise: input.personnalise ?? before.personnalise,
              standard: input.standard ?? before.standard,
            })
          : row.choices;
      await db
        .updateTable("modalConfigs")
        .set({ isActive: input.is_active, title: input.title, description: input.description, choices })
        .where("id", "=", row.id)
        .execute();
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[type]} ${input.is_active ? "affichée" : "masquée"} : « ${input.title} ».`,
        data: { type, ...input },
      };
    },
    actor,
  );

/** The spec's `PATCH configs/modal/`: shows or hides the modals of one type, audited like the rest. */
export const setModalShown = (deps: Deps, actor: Actor, type: ModalType, isActive: boolean) =>
  change(
    deps,
    async (db) => {
      await setModalActive(db, type, isActive);
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[type]} ${isActive ? "affichée" : "masquée"}.`,
        data: { type, is_active: isActive },
      };
    },
    actor,
  );

export const saveSlides = (deps: Deps, actor: Actor, id: number, input: SlidesRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .updateTable("authSliders")
        .set({ description1: input.description_1, description2: input.description_2 })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!row) return null;
      return {
        action: "settings.slides_changed",
        summary: "Diaporama de connexion : textes modifiés.",
        data: { slider_id: id, ...input },
      };
    },
    actor,
  );

/** A legal document written anew: sanitised, kept in the database under a new address. */
export const saveDocument = (deps: Deps, actor: Actor, type: DocumentType, html: string) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .selectFrom("termsPolicies")
        .selectAll()
        .where("type", "=", type)
        .executeTakeFirst();
      if (!row) return null;
      const body = sanitizeHtml(html, documentHtml);
      const path = await storeSiteFile(
        db,
        {
          prefix: SITE_DOCS,
          name: documentNames[type],
          ext: ".html",
          contentType: "text/html; charset=utf-8",
          bytes: Buffer.from(documentPage(type, body), "utf8"),
        },
        row.fileUrl,
        deps.clock.now(),
      );
      await db.updateTable("termsPolicies").set({ fileUrl: path }).where("id", "=", row.id).execute();
      return {
        action: "settings.document_changed",
        summary: `${documentTitles[type]} : nouveau texte (${body.length} caractères).`,
        data: { type, file_url: path, changed_by_sanitiser: body !== html.trim() },
      };
    },
    actor,
  );

/** The whole FAQ replaced by the list the admin left, in its order (the contract checked each entry). */
export const saveFaq = (deps: Deps, actor: Actor, input: FaqInput) =>
  change(
    deps,
    async (db) => {
      const before = await faqEntries(db);
      await db.deleteFrom("faqEntries").execute();
      for (const [position, item] of input.items.entries())
        await db
          .insertInto("faqEntries")
          .values({ position, ...item })
          .execute();
      return {
        action: "settings.faq_changed",
        summary: `FAQ : ${input.items.length} question(s) (${before.length} auparavant).`,
        data: { before: before.map((e) => e.question), after: input.items.map((e) => e.question) },
      };
    },
    actor,
  );

/** The « Qui sommes-nous » text written anew, sanitised like the documents. */
export const saveAbout = (deps: Deps, actor: Actor, html: string) =>
  change(
    deps,
    async (db) => {
      const body = sanitizeHtml(html, aboutHtml);
      await db
        .insertInto("siteTexts")
        .values({ key: "about", body })
        .onConflict((oc) => oc.column("key").doUpdateSet({ body }))
        .execute();
      return {
        action: "settings.about_changed",
        summary: `Qui sommes-nous : nouveau texte (${body.length} caractères).`,
        data: { changed_by_sanitiser: body !== html.trim() },
      };
    },
    actor,
  );

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
        summary: `Règles : annulation ${after.cancel_cutoff_hours} h avant, réservation ${after.booking_lead_hours} h avant, ${after.max_unpaid_bookings} non payée(s) au plus, ${after.reception_daily_credits} crédit(s) par client et par jour ajoutés par l'accueil au plus.`,
        data: { before, after },
      };
    },
    actor,
  );

/** Where a picture of the site goes: a banner's header or footer, a slide, a modal. */
export type ImageTarget =
  | { kind: "banner"; id: number; place: "header" | "footer" }
  | { kind: "slide"; id: number; n: 1 | 2 | 3 }
  | { kind: "modal"; type: ModalType };

/** Keeps a picture already shrunk to WebP, in place of the one it replaces. */
export const saveImage = (deps: Deps, actor: Actor, target: ImageTarget, webp: Buffer) =>
  change(
    deps,
    async (db) => {
      const now = deps.clock.now();
      const store = (name: string, previous: string) =>
        storeSiteFile(
          db,
          { prefix: SITE_IMAGES, name, ext: ".webp", contentType: "image/webp", bytes: webp },
          previous,
          now,
        );
      if (target.kind === "banner") {
        const row = await db.selectFrom("banners").selectAll().where("id", "=", target.id).executeTakeFirst();
        if (!row) return null;
        const column = target.place === "header" ? "headerImage" : "footerImage";
        const path = await store(`banner-${target.place}`, row[column]);
        await db
          .updateTable("banners")
          .set({ [column]: path })
          .where("id", "=", row.id)
          .execute();
        return {
          action: "settings.banner_changed",
          summary: `Bannière : nouvelle image (${target.place === "header" ? "en-tête" : "pied de page"}).`,
          data: { banner_id: row.id, image: target.place, url: path },
        };
      }
      if (target.kind === "slide") {
        const row = await db
          .selectFrom("authSliders")
          .selectAll()
          .where("id", "=", target.id)
          .executeTakeFirst();
        if (!row) return null;
        const column = (["image1", "image2", "image3"] as const)[target.n - 1] ?? "image1";
        const path = await store(`slide-${target.n}`, row[column]);
        await db
          .updateTable("authSliders")
          .set({ [column]: path })
          .where("id", "=", row.id)
          .execute();
        return {
          action: "settings.slides_changed",
          summary: `Diaporama de connexion : nouvelle image ${target.n}.`,
          data: { slider_id: row.id, image: target.n, url: path },
        };
      }
      const row = await db
        .selectFrom("modalConfigs")
        .select(["id", "image"])
        .where("type", "=", target.type)
        .orderBy("id")
        .executeTakeFirst();
      if (!row) return null;
      const path = await store(`modal-${target.type}`, row.image);
      await db.updateTable("modalConfigs").set({ image: path }).where("id", "=", row.id).execute();
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[target.type]} : nouvelle image.`,
        data: { type: target.type, image: true, url: path },
      };
    },
    actor,
  );
