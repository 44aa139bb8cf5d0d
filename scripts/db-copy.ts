// Copies a centre's SQLite database into an empty PostgreSQL database, then checks the copy:
//   npm run db:copy -- --to "postgres://…" [--from data/app.sqlite]
// Stop the server first: what it writes during the copy would not be copied.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { copyDatabase, copyFolderPhotos } from "../server/db/copy";
import { isPostgres, openDatabase } from "../server/db/open";

const { values } = parseArgs({
  options: { to: { type: "string" }, from: { type: "string" } },
});
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const from = resolve(values.from ?? `${dataDir}/app.sqlite`);
const to = values.to ?? "";
if (!isPostgres(to)) {
  console.error(
    'Usage : npm run db:copy -- --to "postgres://utilisateur:mot-de-passe@hôte:5432/base" [--from data/app.sqlite]',
  );
  process.exit(1);
}
if (!existsSync(from)) {
  console.error(`Base SQLite introuvable : ${from}`);
  process.exit(1);
}
const source = await openDatabase(from);
const target = await openDatabase(to);
try {
  const report = await copyDatabase(source, target);
  for (const line of report) console.log(line);
  const photos = await copyFolderPhotos(target, resolve(dataDir, "media"), new Date());
  if (photos) console.log(`Photos de profil du dossier de données copiées dans la base : ${photos}`);
  console.log("Copie vérifiée : mêmes nombres de lignes, mêmes soldes de crédits pour chaque membre.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
