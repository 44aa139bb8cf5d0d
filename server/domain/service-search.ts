import { eq } from "drizzle-orm";
import { foldForSearch } from "../../src/lib/search-text";
import { type Db, services } from "../db/schema";

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
export function refreshServiceSearch(db: Db): number {
  let changed = 0;
  for (const s of db.select().from(services).all()) {
    const want = searchColumns(s);
    if (
      want.nameSearch === s.nameSearch &&
      want.descriptionSearch === s.descriptionSearch &&
      want.shortDescriptionSearch === s.shortDescriptionSearch
    )
      continue;
    db.update(services).set(want).where(eq(services.id, s.id)).run();
    changed++;
  }
  return changed;
}
