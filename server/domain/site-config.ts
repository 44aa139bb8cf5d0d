import type { Db, Row } from "../db/tables";

/**
 * The site's public settings (`configs/`): the login slides, banners, home and modal flags, terms
 * documents, credit packs, payment methods and integer settings. Lists come in the order of their
 * ids (or keys), the same on either database.
 */

export const authSliders = (db: Db) => db.selectFrom("authSliders").selectAll().orderBy("id").execute();

export const authSlider = (db: Db, id: number) =>
  db.selectFrom("authSliders").selectAll().where("id", "=", id).executeTakeFirst();

export const banners = (db: Db) => db.selectFrom("banners").selectAll().orderBy("id").execute();

export type HomeConfig = { display_basic_service: boolean; display_custom_service: boolean };

/** What the home page shows; both sections unless told otherwise. */
export async function homeConfig(db: Db): Promise<HomeConfig> {
  const row = await db.selectFrom("homeConfigs").selectAll().where("id", "=", 1).executeTakeFirst();
  return {
    display_basic_service: row?.displayBasicService ?? true,
    display_custom_service: row?.displayCustomService ?? true,
  };
}

/** Keeps the home page's flags (its one row, made if missing). */
export async function saveHomeConfig(db: Db, next: HomeConfig): Promise<void> {
  const flags = {
    displayBasicService: next.display_basic_service,
    displayCustomService: next.display_custom_service,
  };
  await db
    .insertInto("homeConfigs")
    .values({ id: 1, ...flags })
    .onConflict((oc) => oc.column("id").doUpdateSet(flags))
    .execute();
}

export const modalConfigs = (db: Db) => db.selectFrom("modalConfigs").selectAll().orderBy("id").execute();

/** Shows or hides the modals of one type. */
export async function setModalActive(
  db: Db,
  type: Row<"modalConfigs">["type"],
  isActive: boolean,
): Promise<void> {
  await db.updateTable("modalConfigs").set({ isActive }).where("type", "=", type).execute();
}

export const termsPolicies = (db: Db) => db.selectFrom("termsPolicies").selectAll().orderBy("id").execute();

/** The packs on sale, the smallest first: all of them, or one page. */
export function activePacks(db: Db, page?: { limit: number; offset: number }): Promise<Row<"creditPacks">[]> {
  const query = db
    .selectFrom("creditPacks")
    .selectAll()
    .where("isActive", "=", true)
    .orderBy("creditNumber")
    .orderBy("id");
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

export async function countActivePacks(db: Db): Promise<number> {
  const row = await db
    .selectFrom("creditPacks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("isActive", "=", true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const activePack = (db: Db, id: number) =>
  db
    .selectFrom("creditPacks")
    .selectAll()
    .where("id", "=", id)
    .where("isActive", "=", true)
    .executeTakeFirst();

export const bookingMethods = (db: Db) =>
  db.selectFrom("bookingMethods").selectAll().orderBy("code").execute();

export const integerSettings = (db: Db) =>
  db.selectFrom("integerSettings").select(["key", "value"]).orderBy("key").execute();
