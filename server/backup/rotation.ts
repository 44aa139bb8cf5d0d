import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { removeTree } from "./data-files";
import { MANIFEST } from "./manifest";

/** A backup's folder: its UTC date and time (Senegal's time), `-2`… for a second one in the same second. */
const NAME = /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}(-\d+)?$/;

/** `2026-03-04_02-30-00`: sorts by date as text, and reads as one. */
export function backupName(at: Date, taken: (name: string) => boolean): string {
  const base = at.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return name;
}

/** The finished backups of `dir` (a manifest in a folder of the right name), oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && NAME.test(e.name) && existsSync(join(dir, e.name, MANIFEST)))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** Removes the oldest backups beyond the `keep` newest; answers their names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) removeTree(join(dir, name));
  return old;
}
