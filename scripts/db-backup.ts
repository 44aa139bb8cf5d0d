// Backs up the centre's database, the data folder's photos and the JWT secret, then checks the copy:
//   npm run db:backup [-- --keep 14]
// Safe while the server runs. Settings as the server's: DATA_DIR, DATABASE_URL, JWT_SECRET; and
// BACKUP_DIR (where), BACKUP_KEEP (how many to keep), PG_BIN (pg_dump's folder).
import { parseArgs } from "node:util";
import { makeBackup } from "../server/backup/backup";
import { BackupError } from "../server/backup/errors";
import { backupSettings, parseKeep } from "../server/backup/settings";

const usage = "Usage : npm run db:backup [-- --keep 14]";

// Backups hold members' data and the sessions' secret: for the server's user only.
process.umask(0o077);
try {
  const { values } = parseArgs({ options: { keep: { type: "string" } } });
  const settings = backupSettings(process.env);
  const keep = parseKeep(values.keep ?? process.env.BACKUP_KEEP);
  const { lines } = await makeBackup(settings, { keep });
  for (const line of lines) console.log(line);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const badArguments = String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
  if (badArguments) console.error(`Option inconnue ou sans sa valeur.\n${usage}`);
  else console.error(error instanceof BackupError ? message : `Sauvegarde échouée : ${message}`);
  if (!badArguments)
    console.error("Aucune nouvelle sauvegarde n'a été gardée ; les précédentes sont intactes.");
  process.exitCode = 1;
}
