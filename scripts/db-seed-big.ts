// Grows the database into a busy centre in its third year, to measure the app on real volumes:
//   npm run db:seed-big -- [--scale 0.01] [--seed 1] [--today 2026-11-27] [--force]
// SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, as the server chooses. Never in production.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { jwtSecret, serverMode } from "../server/config";
import { prepareDataDir } from "../server/data-dir";
import { openDatabase } from "../server/db/open";
import { generateBigCentre } from "../server/db/seed/big/generate";
import { otherMembers } from "../server/db/seed/big/guard";
import { BIG_PASSWORD } from "../server/db/seed/big/password";
import { seedContent } from "../server/db/seed/seed";
import { isoDay } from "../server/domain/schedule";

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "1" },
    seed: { type: "string", default: "1" },
    today: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale < 0 || scale > 1)
  fail("--scale attend un nombre entre 0 et 1 (1 : le centre entier, 0.01 : un essai rapide).");
const seed = Number(values.seed);
if (!Number.isSafeInteger(seed) || seed < 0) fail("--seed attend un entier positif.");
const today = values.today ?? isoDay(new Date());
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)))
  fail("--today attend une date AAAA-MM-JJ.");

let mode: "production" | "demo" = "demo";
try {
  mode = serverMode(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (mode === "production")
  fail("Refusé en production (NODE_ENV=production) : ce centre inventé se mêlerait aux vrais membres.");

process.umask(0o077);
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL?.trim() || null;
let secret = Buffer.alloc(0);
try {
  if (!databaseUrl) prepareDataDir(dataDir);
  secret = jwtSecret(process.env, dataDir, databaseUrl !== null);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const database = await openDatabase(databaseUrl ?? join(dataDir, "app.sqlite"));
try {
  const others = await otherMembers(database.db);
  if (others > 0 && !values.force)
    fail(
      `Cette base compte déjà ${others} compte(s) en plus de ceux de la démonstration : rien n'est écrit. Relancez avec --force pour y ajouter le centre quand même.`,
    );
  await seedContent({ db: database.db, database });
  console.log(
    `Génération d'un centre (échelle ${scale}, graine ${seed}, aujourd'hui ${today}) dans ${databaseUrl ? "PostgreSQL" : "SQLite"}…`,
  );
  const report = await generateBigCentre(
    { db: database.db, dialect: database.dialect, database },
    { scale, seed, today, jwtSecret: secret },
  );
  for (const [table, rows] of report.counts)
    console.log(`${table.padEnd(16)} ${rows.toLocaleString("fr-FR")}`);
  for (const check of report.checks) console.log(check.line);
  console.log(
    `Terminé en ${(report.ms / 1000).toFixed(1)} s. Mot de passe des clients générés : ${BIG_PASSWORD}`,
  );
  if (report.checks.some((c) => !c.ok)) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
