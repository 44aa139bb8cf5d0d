import pg from "pg";
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../../scripts/postgres-server.mjs";
import { prepareTemplate, TEMPLATE } from "./postgres-template";

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
  return () => server?.stop();
}
