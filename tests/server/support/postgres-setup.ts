import pg from "pg";
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../../scripts/postgres-server.mjs";
import { prepareTemplate, TEMPLATE, TEST_DATABASE_PREFIX } from "./postgres-template";

/**
 * The PostgreSQL run of the server tests: a private server (or TEST_POSTGRES_URL's), and a template
 * database migrated and seeded once, that each test copies into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL?.replace(/\/$/, "");
  const server = given ? null : await startPostgres();
  const url = given ?? server?.url ?? "";
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  await prepareTemplate(`${url}/${TEMPLATE}`);
  project.provide("postgresUrl", url);
  return async () => {
    if (server) return server.stop();
    // A server of someone else's: leave it as it was found, without the tests' databases.
    const cleaner = new pg.Client({ connectionString: `${url}/postgres` });
    await cleaner.connect();
    const made = await cleaner.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) or datname = $2",
      [TEST_DATABASE_PREFIX, TEMPLATE],
    );
    for (const { datname } of made.rows)
      await cleaner.query(`drop database if exists "${datname}" with (force)`);
    await cleaner.end();
  };
}
