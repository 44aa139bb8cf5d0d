import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "./config-error";

/** What the server keeps in its data folder and writes to again: the database and the photos. */
const keptThere = ["app.sqlite", "app.sqlite-wal", "app.sqlite-shm", "media", "media/avatars"];

function refuse(what: string, error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code;
  throw new ConfigError(
    `${what} n'est pas accessible en écriture${code ? ` (${code})` : ""} : le serveur ne pourrait y enregistrer ni compte, ni réservation, ni paiement. Donnez-en l'écriture à l'utilisateur du serveur, ou choisissez un autre dossier avec DATA_DIR.`,
  );
}

/**
 * Creates the data folder if need be and makes sure the server can write there, by writing a file
 * and removing it (modes alone say nothing of a disk mounted read-only, nor to root), then each
 * file it keeps there. Without it every sign-up, booking and payment would fail: better a clear
 * refusal at start, once, than errors on every write (or serving processes restarted forever).
 */
export function prepareDataDir(dataDir: string): void {
  const folder = `le dossier de données ${dataDir}`;
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    refuse(folder, error);
  }
  const probe = join(dataDir, `.essai-ecriture-${process.pid}`);
  try {
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    refuse(folder, error);
  }
  for (const name of keptThere) {
    const path = join(dataDir, name);
    try {
      if (existsSync(path)) accessSync(path, constants.W_OK);
    } catch (error) {
      refuse(`${path}, dans le dossier de données,`, error);
    }
  }
}
