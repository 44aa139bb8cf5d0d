import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { issueTokens } from "../../../server/domain/tokens";
import { pictureDecodes } from "../../../server/lib/picture";
import { makeTestApp, quickMembers, type TestApp } from "../harness";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f5c4d" } })
    .png()
    .toBuffer();
const SMALL = await png(40, 30);
const tooManyPixels =
  "Cette image est trop grande (4096 × 3072 pixels au plus). Choisissez une photo plus petite.";

/** Sends `picture` as `member`'s photo, with an access token of the test's present time. */
async function upload(t: TestApp, member: { id: number }, picture: Uint8Array) {
  const form = new FormData();
  form.set("profile_picture", new File([new Uint8Array(picture)], "photo.png", { type: "image/png" }));
  const token = (await issueTokens(t.deps, member.id)).access;
  return t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token });
}

/** A verified member, straight into the database. */
async function member(t: TestApp, name: string) {
  const [one] = await quickMembers(t, 1, name);
  if (!one) throw new Error("no member");
  return one;
}

/** Takes both of this process's decoding turns until `free` is called. */
function holdDecodes() {
  let free = () => {};
  const freed = new Promise<void>((resolve) => {
    free = resolve;
  });
  const held = [pictureDecodes.run(() => freed), pictureDecodes.run(() => freed)];
  expect(pictureDecodes.running).toBe(2);
  return async () => {
    free();
    await Promise.all(held);
  };
}

describe("profile photos: what one decode may cost", () => {
  it("refuses a picture of more than 4096 × 3072 pixels from its header, in French", async () => {
    const t = await makeTestApp();
    const awa = await member(t, "awa");
    const huge = await png(7000, 7000);
    // Its header and nothing else: refused as too large, so the pixels were never asked for.
    for (const picture of [huge, huge.subarray(0, 100), await png(4097, 3072)]) {
      const res = await upload(t, awa, picture);
      expect(res.status).toBe(400);
      expect(res.data.message).toBe("Données invalides.");
      expect(res.data.body.profile_picture).toEqual([tooManyPixels]);
    }
    const profile = await t.api.get("accounts/profile/", (await issueTokens(t.deps, awa.id)).access);
    expect(profile.data.body.profile_picture).toBeNull();
    t.advance(10 * 60_000);
    const atLimit = await upload(t, awa, await png(3072, 4096));
    expect(atLimit.status).toBe(200);
    expect(atLimit.data.body.profile_picture).toMatch(/^\/media\/avatars\/.+\.webp$/);
  });

  it("decodes two pictures at a time in a process, lets eight wait, and refuses more with a 429", async () => {
    const t = await makeTestApp();
    const members: { id: number }[] = [];
    for (let i = 0; i < 8; i++) members.push(await member(t, `membre${i}-`));
    const release = holdDecodes();
    const waiting = members.map((m) => upload(t, m, SMALL));
    await vi.waitFor(() => expect(pictureDecodes.waiting).toBe(8), { timeout: 10_000 });
    const refused = await upload(t, await member(t, "neuvieme"), SMALL);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(refused.data.body.detail).toBe(
      "Le serveur reçoit beaucoup de photos en ce moment. Veuillez réessayer dans quelques secondes.",
    );
    await release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(pictureDecodes.running + pictureDecodes.waiting).toBe(0);
  });
});

describe("profile photos: a member's uploads", () => {
  it("are taken one at a time: a second one while the first waits or decodes is refused", async () => {
    const t = await makeTestApp();
    const [awa, other] = [await member(t, "awa"), await member(t, "khady")];
    const release = holdDecodes();
    const first = upload(t, awa, SMALL);
    await vi.waitFor(() => expect(pictureDecodes.waiting).toBe(1), { timeout: 10_000 });
    const second = await upload(t, awa, SMALL);
    expect(second.status).toBe(429);
    expect(second.headers.get("Retry-After")).toBe("5");
    expect(second.data.message).toBe(
      "Une photo est déjà en cours d'envoi. Veuillez réessayer dans quelques secondes.",
    );
    expect(second.data.body.detail).toBe(second.data.message);
    // Another member is not held up by this one.
    const theirs = upload(t, other, SMALL);
    await vi.waitFor(() => expect(pictureDecodes.waiting).toBe(2), { timeout: 10_000 });
    await release();
    expect((await first).status).toBe(200);
    expect((await theirs).status).toBe(200);
    // The first one done, the next one is taken.
    expect((await upload(t, awa, SMALL)).status).toBe(200);
  });

  it("are at most 5 in 10 minutes, refused pictures included, with the wait in French and Retry-After", {
    timeout: 30_000,
  }, async () => {
    const t = await makeTestApp();
    const [awa, other] = [await member(t, "awa"), await member(t, "khady")];
    expect((await upload(t, awa, await png(5000, 5000))).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      expect((await upload(t, awa, SMALL)).status).toBe(200);
      t.advance(60_000);
    }
    // Four minutes after the first: six minutes to wait.
    const sixth = await upload(t, awa, SMALL);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toBe("360");
    expect(sixth.data.message).toBe("Trop d'envois de photo. Veuillez réessayer dans 6 minutes.");
    expect(sixth.data.body).toEqual({ detail: sixth.data.message });
    // A refusal is not counted: the first one leaves the window on time.
    t.advance(5 * 60_000 + 30_000);
    const soon = await upload(t, awa, SMALL);
    expect(soon.headers.get("Retry-After")).toBe("30");
    expect(soon.data.message).toBe("Trop d'envois de photo. Veuillez réessayer dans 1 minute.");
    // Another member, and the rest of the profile, are not limited.
    expect((await upload(t, other, SMALL)).status).toBe(200);
    const token = (await issueTokens(t.deps, awa.id)).access;
    const named = await t.api.patch("accounts/profile/", { first_name: "Aminata" }, token);
    expect(named.status).toBe(200);
    // Multipart with no photo in it: refused while the limit holds (it is read as an upload), and
    // not counted once it is let through.
    const form = new FormData();
    form.set("last_name", "Ndiaye");
    const namesOnly = () => t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token });
    expect((await namesOnly()).status).toBe(429);
    // Ten minutes on, the two first have left the window: two more, not three.
    t.advance(30_000);
    const renamed = await t.api.raw("PATCH", "/api/accounts/profile/", {
      body: form,
      token: (await issueTokens(t.deps, awa.id)).access,
    });
    expect(renamed.data.body.last_name).toBe("Ndiaye");
    expect((await upload(t, awa, SMALL)).status).toBe(200);
    expect((await upload(t, awa, SMALL)).status).toBe(200);
    expect((await upload(t, awa, SMALL)).status).toBe(429);
  });
});
