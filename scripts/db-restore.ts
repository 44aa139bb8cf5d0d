// Puts a backup back (database, photos, JWT secret), then checks the result:
//   npm run db:restore -- <dossier de sauvegarde> [--replace] [--force]
// Stop the server first. Settings as the server's: DATA_DIR, DATABASE_URL, JWT_SECRET, BACKUP_DIR.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../server/backup/errors";
import { restoreBackup } from "../server/backup/restore";
import { listBackups } from "../server/backup/rotation";
import { backupSettings } from "../server/backup/settings";

const usage = `Usage :
  npm run db:restore -- <dossier de sauvegarde> [--replace] [--force]
    --replace  PostgreSQL : remplace le contenu de la base de DATABASE_URL (sinon, elle doit être vide)
    --force    PostgreSQL : restaure même si d'autres connexions sont ouvertes sur la base`;

process.umask(0o077);
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean" }, force: { type: "boolean" } },
  });
  const settings = backupSettings(process.env);
  const [given] = positionals;
  if (!given) {
    const found = listBackups(settings.backupDir).reverse();
    console.error(usage);
    console.error(
      found.length > 0
        ? `\nSauvegardes dans ${settings.backupDir}, la plus récente d'abord :\n${found.map((n) => `  ${n}`).join("\n")}`
        : `\nAucune sauvegarde dans ${settings.backupDir}.`,
    );
    process.exit(1);
  }
  // A name from the list above, or a folder's path.
  const folder = existsSync(join(settings.backupDir, given))
    ? join(settings.backupDir, given)
    : resolve(given);
  const lines = await restoreBackup(settings, folder, { replace: values.replace, force: values.force });
  for (const line of lines) console.log(line);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const badArguments = String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
  if (badArguments) console.error(`Option inconnue ou sans sa valeur.\n${usage}`);
  else console.error(error instanceof BackupError ? message : `Restauration échouée : ${message}`);
  process.exitCode = 1;
}
