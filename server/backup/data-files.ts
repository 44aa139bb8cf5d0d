import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";

/** The data folder's photos kept as files (members' pictures from before they went into the database). */
export const MEDIA = "media";
/** The sessions' signing secret the server generates when JWT_SECRET is not given. */
export const JWT_SECRET_FILE = "jwt-secret";

/** Every regular file under `folder`, by its path from `root`. */
function filesUnder(folder: string, root = folder): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, root);
    return entry.isFile() ? [relative(root, path)] : [];
  });
}

/** Copies one file, its folder made if need be: the server's user only may read either. */
export function copyPrivate(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  copyFileSync(from, to);
  chmodSync(to, 0o600);
}

/** Copies the regular files of `from` into `to`; answers how many. */
export function copyTree(from: string, to: string): number {
  const files = filesUnder(from);
  for (const file of files) copyPrivate(join(from, file), join(to, file));
  return files.length;
}

/** Every file of a backup folder, by its path there (what the manifest describes). */
export const backupFiles = (folder: string) => filesUnder(folder);

/** Moves `path` (file or folder), if it exists, into `aside`, made when first needed. */
export function moveAside(path: string, aside: () => string): boolean {
  if (!existsSync(path)) return false;
  renameSync(path, join(aside(), basename(path)));
  return true;
}

/** Removes a folder and everything under it. */
export const removeTree = (folder: string) => rmSync(folder, { recursive: true, force: true });

/**
 * A short fingerprint of the secret's bytes (read as the server reads them: the file as hex, the
 * variable as hex or else text): tells whether two secrets are the same without showing either.
 */
export function secretFingerprint(text: string, from: "file" | "environment"): string {
  const value = text.trim();
  const bytes =
    from === "file" || /^[0-9a-f]+$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "utf8");
  return createHash("sha256").update(bytes).digest("hex").slice(0, 12);
}

export const readText = (path: string) => readFileSync(path, "utf8");
