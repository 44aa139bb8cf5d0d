import type { AboutText, FaqEntry } from "../../src/contract/configs";
import type { Db } from "../db/tables";

/** The FAQ as the centre ordered it (`configs/faq/`). */
export async function faqEntries(db: Db): Promise<FaqEntry[]> {
  const rows = await db.selectFrom("faqEntries").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, category: r.category, question: r.question, answer: r.answer }));
}

/** The « Qui sommes-nous » text (`configs/about/`); empty only if its row was removed by hand. */
export async function aboutText(db: Db): Promise<AboutText> {
  const row = await db.selectFrom("siteTexts").select("body").where("key", "=", "about").executeTakeFirst();
  return { html: row?.body ?? "" };
}
