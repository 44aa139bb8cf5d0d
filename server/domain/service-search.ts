import { foldForSearch } from "../../src/lib/search-text";
import type { Db } from "../db/tables";

type Searched = { name: string; description: string; shortDescription: string };

/** The stored search columns of a service, written with it. */
export const searchColumns = (s: Searched) => ({
  nameSearch: foldForSearch(s.name),
  descriptionSearch: foldForSearch(s.description),
  shortDescriptionSearch: foldForSearch(s.shortDescription),
});

/**
 * Brings every service's search columns in line with its text: rows written before the columns
 * existed (or by hand). Answers how many were rewritten. The catalogue is small: a pass at start.
 */
export async function refreshServiceSearch(db: Db): Promise<number> {
  let changed = 0;
  for (const s of await db.selectFrom("services").selectAll().execute()) {
    const want = searchColumns(s);
    if (
      want.nameSearch === s.nameSearch &&
      want.descriptionSearch === s.descriptionSearch &&
      want.shortDescriptionSearch === s.shortDescriptionSearch
    )
      continue;
    await db.updateTable("services").set(want).where("id", "=", s.id).execute();
    changed++;
  }
  return changed;
}
