import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../../server/db/open";
import { seedContent } from "../../../server/db/seed/seed";
import { ensureSlots } from "../../../server/domain/schedule";
import { TEST_START } from "./test-start";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests make their databases on (its address, no database). */
    postgresUrl: string;
  }
}

/** The database every PostgreSQL test copies: migrated, with the catalogue and the slots of its start. */
export const TEMPLATE = "booking_template";
/** Every test database's name starts so: the ones to drop from a server that is not ours. */
export const TEST_DATABASE_PREFIX = "booking_test_";

export async function prepareTemplate(url: string) {
  const database = await openDatabase(url);
  const deps = { db: database.db, database, clock: { now: () => new Date(TEST_START) } };
  await seedContent(deps);
  await ensureSlots(deps);
  await database.close();
}

let admin: pg.Pool | undefined;

/**
 * A fresh database copied from the template, or `empty` (not even migrated: its first opening
 * migrates it); answers its address.
 */
export async function freshDatabase(serverUrl: string, options: { empty?: boolean } = {}): Promise<string> {
  admin ??= new pg.Pool({ connectionString: `${serverUrl}/postgres`, max: 1 });
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(8).toString("hex")}`;
  await admin.query(
    options.empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE}`,
  );
  return `${serverUrl}/${name}`;
}
