import type { DocumentType } from "../../../src/contract/staff/settings";
import type { FaqInput } from "../../../src/contract/staff/settings-requests";
import type { AppDeps } from "../../deps";
import { aboutHtml, documentHtml, sanitizeHtml } from "../../lib/html-allowlist";
import { SITE_DOCS, storeSiteFile } from "../../lib/site-files";
import { faqEntries } from "../site-texts";
import { change } from "./site-settings";

/** The site's texts, as an admin writes them: the legal documents, the FAQ, « Qui sommes-nous ». */

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;
type Actor = { id: number };

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
