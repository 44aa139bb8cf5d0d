import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { dataExportSchema } from "../../../src/contract/account-settings";
import { bookYoga, makeTestApp, methodId, otherMember, type TestApp } from "../harness";

const DEMO = { username: "demo@example.com", password: "Demo2026!" };
const HOUR = 3_600_000;

async function payWithCredits(t: TestApp, token: string, bookingId: number) {
  const paid = await t.api.post(
    "payments/payment/",
    { booking_on_payment_waiting: bookingId, booking_method: await methodId(t, "PAY02") },
    token,
  );
  expect(paid.status).toBe(200);
}

describe("POST accounts/password/change/", () => {
  it("refuses a wrong current password in French, and a new one that breaks the registration's rules", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const wrong = await t.api.post(
      "accounts/password/change/",
      { current_password: "Pas2026!bon", new_password: "Nouveau2026!", new_password2: "Nouveau2026!" },
      access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.body.current_password).toEqual(["Mot de passe incorrect."]);
    const weak = await t.api.post(
      "accounts/password/change/",
      { current_password: DEMO.password, new_password: "courtmot", new_password2: "courtmot" },
      access,
    );
    expect(weak.status).toBe(400);
    expect(weak.data.body.new_password).toContain("Le mot de passe doit contenir au moins un chiffre");
    const mismatch = await t.api.post(
      "accounts/password/change/",
      { current_password: DEMO.password, new_password: "Nouveau2026!", new_password2: "Nouveau2026?" },
      access,
    );
    expect(mismatch.data.body.new_password2).toEqual(["Les mots de passe ne correspondent pas"]);
    expect((await t.api.post("accounts/login/", DEMO)).status).toBe(200);
  });

  it("signs every other phone out and keeps this one signed in", async () => {
    const t = await makeTestApp();
    const here = await t.loginDemo();
    const elsewhere = await t.loginDemo();
    const res = await t.api.post(
      "accounts/password/change/",
      { current_password: DEMO.password, new_password: "Nouveau2026!", new_password2: "Nouveau2026!" },
      here.access,
    );
    expect(res.status).toBe(200);
    expect(res.data.message).toBe(
      "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
    );
    expect((await t.api.get("accounts/profile/", here.access)).status).toBe(200);
    expect((await t.api.post("accounts/refresh-token/", { refresh: here.refresh })).status).toBe(200);
    expect((await t.api.get("accounts/profile/", elsewhere.access)).status).toBe(401);
    expect((await t.api.post("accounts/refresh-token/", { refresh: elsewhere.refresh })).status).toBe(401);
    expect((await t.api.post("accounts/login/", DEMO)).status).toBe(400);
    const again = await t.api.post("accounts/login/", { ...DEMO, password: "Nouveau2026!" });
    expect(again.status).toBe(200);
  });

  it("is throttled like a login", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const attempt = () =>
      t.api.post(
        "accounts/password/change/",
        { current_password: "Devine2026!", new_password: "Nouveau2026!", new_password2: "Nouveau2026!" },
        access,
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.data.body.detail).toBe(
      "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.",
    );
  });

  it("needs the member's token", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/password/change/", {
      current_password: DEMO.password,
      new_password: "Nouveau2026!",
      new_password2: "Nouveau2026!",
    });
    expect(res.status).toBe(401);
  });
});

describe("changing the e-mail", () => {
  it("mails a code to the new address and changes nothing until it comes back", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const wrong = await t.api.post(
      "accounts/email/change/",
      { new_email: "awa.diop@example.com", password: "Faux2026!" },
      access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.body.password).toEqual(["Mot de passe incorrect."]);
    const asked = await t.api.post(
      "accounts/email/change/",
      { new_email: "Awa.Diop@example.com", password: DEMO.password },
      access,
    );
    expect(asked.status).toBe(200);
    const code = t.lastCode("awa.diop@example.com");
    expect((await t.api.get("accounts/profile/", access)).data.body.email).toBe("demo@example.com");

    const noCode = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "awa.diop@example.com", otp: "12" },
      access,
    );
    expect(noCode.status).toBe(400);
    expect(noCode.data.body.otp).toEqual(["Veuillez entrer le code complet à 4 chiffres"]);
    const badCode = code === "0000" ? "0001" : "0000";
    const bad = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "awa.diop@example.com", otp: badCode },
      access,
    );
    expect(bad.status).toBe(400);
    // The code proves the address it was sent to, and no other.
    const elsewhere = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "ailleurs@example.com", otp: code },
      access,
    );
    expect(elsewhere.status).toBe(400);
    expect((await t.api.get("accounts/profile/", access)).data.body.email).toBe("demo@example.com");

    const done = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "awa.diop@example.com", otp: code },
      access,
    );
    expect(done.status).toBe(200);
    expect(done.data.body.email).toBe("awa.diop@example.com");
    const notice = t.mails.findLast((m) => m.to === "demo@example.com");
    expect(notice?.subject).toMatch(/^Votre adresse email a changé/);
    expect(notice?.text).toContain("awa.diop@example.com");
    expect((await t.api.post("accounts/login/", DEMO)).status).toBe(400);
    expect((await t.api.post("accounts/login/", { ...DEMO, username: "awa.diop@example.com" })).status).toBe(
      200,
    );
  });

  it("refuses an address another account holds, once its code proves the mailbox", async () => {
    const t = await makeTestApp();
    await otherMember(t, "khady@example.com");
    const { access } = await t.loginDemo();
    // Asking answers as for any address: nobody learns here who is a member.
    const asked = await t.api.post(
      "accounts/email/change/",
      { new_email: "khady@example.com", password: DEMO.password },
      access,
    );
    expect(asked.status).toBe(200);
    const res = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "khady@example.com", otp: t.lastCode("khady@example.com") },
      access,
    );
    expect(res.status).toBe(400);
    expect(res.data.body.new_email).toEqual(["Cette adresse e-mail est déjà utilisée par un autre compte."]);
    expect((await t.api.get("accounts/profile/", access)).data.body.email).toBe("demo@example.com");
  });
});

describe("POST accounts/delete/", () => {
  it("refuses a wrong password, and a confirmed booking still to come", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const wrong = await t.api.post("accounts/delete/", { password: "Faux2026!" }, access);
    expect(wrong.status).toBe(400);
    expect(wrong.data.body.password).toEqual(["Mot de passe incorrect."]);
    const { id } = await bookYoga(t, access, "2026-03-04", "10:00:00");
    await payWithCredits(t, access, id);
    const refused = await t.api.post("accounts/delete/", { password: DEMO.password }, access);
    expect(refused.status).toBe(409);
    expect(refused.data.body.detail).toMatch(/^Vous avez une réservation confirmée à venir\. Annulez-la/);
    expect((await t.api.get("accounts/profile/", access)).data.body.email).toBe("demo@example.com");
    // Once it is past, nothing stands in the way.
    t.advance(3 * 24 * HOUR);
    const fresh = await t.loginDemo();
    expect((await t.api.post("accounts/delete/", { password: DEMO.password }, fresh.access)).status).toBe(
      200,
    );
  });

  it("erases the person and keeps the bookings, payments and credit records; the account can no longer sign in", async () => {
    const t = await makeTestApp();
    const first = await t.loginDemo();
    const { access } = first;
    const user = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "demo@example.com")
      .executeTakeFirstOrThrow();
    await t.api.patch("accounts/profile/", { telephone_number: "+221 77 123 45 67" }, access);
    const paid = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await payWithCredits(t, access, paid.id);
    const held = await bookYoga(t, access, "2026-03-05", "10:00:00");
    const before = await t.deps.db
      .selectFrom("creditRecords")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    t.advance(2 * 24 * HOUR);
    const current = await t.loginDemo();

    const res = await t.api.post("accounts/delete/", { password: DEMO.password }, current.access);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Votre compte a été supprimé.");

    const row = await t.deps.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstName: "Compte",
      lastName: "supprimé",
      telephoneNumber: null,
      country: null,
      city: null,
      profilePicture: null,
    });
    expect(row.email).toMatch(/^supprime-\d+-[0-9a-f]+@compte-supprime\.invalid$/);
    // Kept for the accounts: the bookings, the credit records and their movements.
    const bookings = await t.deps.db
      .selectFrom("bookings")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(bookings.map((b) => b.id).sort()).toEqual([paid.id, held.id].sort());
    expect(bookings.find((b) => b.id === paid.id)?.paymentStatus).toBe("paid");
    // The booking only held for a payment is let go: its places are free again.
    expect(bookings.find((b) => b.id === held.id)?.cancelledAt).not.toBeNull();
    const after = await t.deps.db
      .selectFrom("creditRecords")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(after).toEqual(before);
    // Signed out everywhere, and never in again.
    expect((await t.api.get("accounts/profile/", current.access)).status).toBe(401);
    expect((await t.api.post("accounts/refresh-token/", { refresh: current.refresh })).status).toBe(401);
    expect((await t.api.post("accounts/refresh-token/", { refresh: first.refresh })).status).toBe(401);
    expect((await t.api.post("accounts/login/", DEMO)).status).toBe(400);
    expect((await t.api.post("accounts/login/", { ...DEMO, username: row.email })).status).toBe(400);
    // The address is free to register again.
    await otherMember(t, "demo@example.com");
    const newcomer = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Mbour2026x",
    });
    expect(newcomer.status).toBe(200);
    const theirs = await t.api.get("accounts/profile/", newcomer.data.body.access);
    expect(theirs.data.body).toMatchObject({ first_name: "Khady", total_credits: 0 });
  });

  it("drops the mails still waiting for the member", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    await t.deps.db
      .insertInto("mailQueue")
      .values({
        to: "demo@example.com",
        subject: "Rappel",
        text: "…",
        attachmentName: null,
        attachmentType: null,
        attachmentContent: null,
        onceKey: null,
        createdAt: t.deps.clock.now(),
        nextAttemptAt: new Date(t.deps.clock.now().getTime() + HOUR),
        leaseUntil: null,
        sentAt: null,
        lastError: null,
      })
      .execute();
    expect((await t.api.post("accounts/delete/", { password: DEMO.password }, access)).status).toBe(200);
    const left = await t.deps.db
      .selectFrom("mailQueue")
      .select("id")
      .where("to", "=", "demo@example.com")
      .execute();
    expect(left).toEqual([]);
  });
});

describe("GET accounts/export/", () => {
  it("downloads the member's own data, and nothing of anyone else's", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const mine = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await payWithCredits(t, access, mine.id);
    const khady = await otherMember(t, "khady@example.com");
    const hers = await bookYoga(t, khady, "2026-03-03", "11:00:00");

    expect((await t.api.get("accounts/export/")).status).toBe(401);
    const res = await t.api.get("accounts/export/", access);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="mes-donnees-2026-03-02.json"');
    const data = v.parse(dataExportSchema, res.data);
    expect(data.profile).toMatchObject({ first_name: "Awa", email: "demo@example.com" });
    expect(data.total_credits).toBe(150 - mine.credits);
    expect(data.bookings.map((b) => b.booking_id)).toEqual([mine.id]);
    expect(data.credit_records.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain("khady");

    const theirs = v.parse(dataExportSchema, (await t.api.get("accounts/export/", khady)).data);
    expect(theirs.bookings.map((b) => b.booking_id)).toEqual([hers.id]);
    expect(theirs.credit_records).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain("demo@example.com");
  });
});
