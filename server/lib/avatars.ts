import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

const PREFIX = "/media/avatars/";

/** Writes a member's new picture and removes the one it replaces; answers its public path. */
export async function storeAvatar(mediaDir: string, webp: Buffer, previous: string | null): Promise<string> {
  const dir = join(mediaDir, "avatars");
  await mkdir(dir, { recursive: true });
  // An unguessable name: the picture is served publicly, like any avatar.
  const name = `${randomUUID()}.webp`;
  await writeFile(join(dir, name), webp);
  if (previous?.startsWith(PREFIX))
    await unlink(join(dir, previous.slice(PREFIX.length))).catch(() => undefined);
  return `${PREFIX}${name}`;
}
