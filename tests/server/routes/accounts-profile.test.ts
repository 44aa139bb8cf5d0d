import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f5c4d" } })
  .png()
  .toBuffer();

async function verifiedMember(t: Awaited<ReturnType<typeof makeTestApp>>, email: string) {
  await t.api.post("accounts/register/", {
    first_name: "Ibrahima",
    last_name: "Fall",
    email,
    password: "Thies2026x",
    password2: "Thies2026x",
  });
  await t.api.post("accounts/checkOTP/", { email, otp: t.lastCode(email), purpose: "register" });
  const login = await t.api.post("accounts/login/", { username: email, password: "Thies2026x" });
  return login.data.body.access as string;
}

describe("GET accounts/profile/", () => {
  it("answers the member's own profile with credits from the ledger", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const res = await t.api.get("accounts/profile/", access);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.data.body).toMatchObject({
      first_name: "Awa",
      last_name: "Diop",
      email: "demo@example.com",
      total_credits: 150,
      address: { country: "Sénégal", city: "Dakar", postal_code: null, address: null },
    });
    // The soonest expiry of the credits left.
    expect(res.data.body.credit_expiration_date).toBe(
      new Date(t.deps.clock.now().getTime() + 80 * 86_400_000).toISOString(),
    );
  });

  it("shows each member only their own profile", async () => {
    const t = await makeTestApp();
    const other = await verifiedMember(t, "ibrahima@example.com");
    const res = await t.api.get("accounts/profile/", other);
    expect(res.data.body.email).toBe("ibrahima@example.com");
    expect(res.data.body.total_credits).toBe(0);
    expect(res.data.body.credit_expiration_date).toBeNull();
  });

  it("does not count expired credits", async () => {
    const t = await makeTestApp();
    t.advance(81 * 86_400_000);
    const { access } = await t.loginDemo();
    const res = await t.api.get("accounts/profile/", access);
    expect(res.data.body.total_credits).toBe(50);
  });
});

describe("PATCH accounts/profile/", () => {
  it("updates names and phone from JSON, and the address", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const res = await t.api.patch(
      "accounts/profile/",
      { first_name: "Aïssatou", telephone_number: "+221 76 000 00 00" },
      access,
    );
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Profil mis à jour avec succès!");
    expect(res.data.body).toMatchObject({
      first_name: "Aïssatou",
      last_name: "Diop",
      // Kept in its canonical form (see profile-phone.test.ts).
      telephone_number: "+221760000000",
    });
    const address = await t.api.patch(
      "accounts/profile/",
      {
        address: {
          country: "Sénégal",
          city: "Saint-Louis",
          postal_code: "32000",
          address: "Rue Blaise Diagne",
        },
      },
      access,
    );
    expect(address.data.body.address).toEqual({
      country: "Sénégal",
      city: "Saint-Louis",
      postal_code: "32000",
      address: "Rue Blaise Diagne",
    });
  });

  it("accepts multipart with a picture, checked by its bytes", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const form = new FormData();
    form.set("first_name", "Awa");
    form.set("last_name", "Ba");
    form.set("profile_picture", new File([new Uint8Array(PNG)], "moi.png", { type: "image/png" }));
    const res = await t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token: access });
    expect(res.status).toBe(200);
    expect(res.data.body.last_name).toBe("Ba");
    expect(res.data.body.profile_picture).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const picture = await t.app.request(res.data.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/webp");

    const fake = new FormData();
    fake.set("profile_picture", new File(["<script>alert(1)</script>"], "x.png", { type: "image/png" }));
    const refused = await t.api.raw("PATCH", "/api/accounts/profile/", { body: fake, token: access });
    expect(refused.status).toBe(400);
    expect(refused.data.body.profile_picture).toEqual([
      "Le fichier doit être une image (JPEG, PNG, WebP ou GIF).",
    ]);
  });

  it("rejects wrong types and malformed JSON, and needs a token", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const wrong = await t.api.patch("accounts/profile/", { first_name: 12, telephone_number: "abc" }, access);
    expect(wrong.status).toBe(400);
    expect(wrong.data.body.telephone_number).toEqual(["Veuillez saisir un numéro de téléphone valide"]);
    const malformed = await t.api.raw("PATCH", "/api/accounts/profile/", {
      body: "{",
      token: access,
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await t.api.patch("accounts/profile/", { first_name: "X" })).status).toBe(401);
    const unchanged = await t.api.get("accounts/profile/", access);
    expect(unchanged.data.body.first_name).toBe("Awa");
  });
});

describe("profile pictures as phones take them", () => {
  it("accepts a 4 MB photo, keeps a small upright WebP of at most 512 px, without its EXIF", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    // Noise does not compress: a 1600×1200 photo of about 4 MB, with location data.
    const pixels = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(pixels, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      // Held sideways: the phone says so (orientation 6) instead of turning the pixels.
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Telephone", Model: "Dakar 1" } })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const form = new FormData();
    form.set("profile_picture", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
    const res = await t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token: access });
    expect(res.status).toBe(200);
    const stored = await t.app.request(res.data.body.profile_picture);
    const bytes = Buffer.from(await stored.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    // Turned upright: the stored picture is portrait.
    expect(meta).toMatchObject({ format: "webp", width: 384, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it("reads no large upload without a valid token", async () => {
    const t = await makeTestApp();
    const form = new FormData();
    form.set(
      "profile_picture",
      new File([new Uint8Array(2 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
    );
    const res = await t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token: "pas-un-jeton" });
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe("Requête trop volumineuse : 64 Ko au plus.");
  });

  it("refuses a picture over 5 MB in French", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const form = new FormData();
    form.set(
      "profile_picture",
      new File([new Uint8Array(6 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
    );
    const res = await t.api.raw("PATCH", "/api/accounts/profile/", { body: form, token: access });
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe("Requête trop volumineuse : 5 Mo au plus.");
    // The picture's allowance is for uploads only: JSON stays small.
    const json = await t.api.patch("accounts/profile/", { first_name: "A".repeat(100 * 1024) }, access);
    expect(json.status).toBe(413);
    expect(json.data.detail).toBe("Requête trop volumineuse : 64 Ko au plus.");
  });
});
