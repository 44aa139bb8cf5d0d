import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";
import { inParallel } from "./parallel";

const tooMany = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

describe("accounts under parallel requests from several servers", { timeout: 60_000 }, () => {
  it("counts 50 parallel wrong passwords before hashing: 10 checked, 40 refused", async () => {
    const t = await makeTestApp({ dbFile: true });
    const answers = await inParallel(
      t,
      Array.from({ length: 50 }, () => ({
        tag: "login",
        method: "POST" as const,
        path: "/api/accounts/login/",
        address: "203.0.113.7",
        json: { username: "demo@example.com", password: "Mauvais2026" },
      })),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.data.message).toBe(tooMany);
  });

  it("counts parallel wrong codes against the day: 10 in 24 h however they arrive, one warning", async () => {
    const t = await makeTestApp({ dbFile: true });
    const demo = "demo@example.com";
    await t.api.post("accounts/OTP-request/", { email: demo, purpose: "reset_password" });
    const wrong = t.lastCode(demo) === "0000" ? "1111" : "0000";
    const check = { email: demo, otp: wrong, purpose: "reset_password" };
    // 4 wrong tries in the morning, on this server...
    for (let i = 0; i < 4; i++) expect((await t.api.post("accounts/checkOTP/", check)).status).toBe(400);
    // ...then 30 at once, 5 hours later, from four others: 6 are checked, the other 24 refused.
    t.advance(5 * 3_600_000);
    const answers = await inParallel(
      t,
      Array.from({ length: 30 }, () => ({
        tag: "check",
        method: "POST" as const,
        path: "/api/accounts/checkOTP/",
        json: check,
      })),
      4,
      undefined,
      // A slow disk, so that reading the count and writing the try are far apart.
      { keepMail: true, statementDelayMs: 10 },
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(6);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(24);
    for (const r of refused)
      expect(r.data.message).toBe("Trop de tentatives. Veuillez réessayer dans 24 heures.");
    // The try that reached the limit, and only it, warned the owner.
    const warnings = await t.deps.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("to", "=", demo)
      .where("subject", "like", "Codes erronés%")
      .execute();
    expect(warnings).toHaveLength(1);
  });

  it("hands out one successor for 50 parallel refreshes of one token within the grace", async () => {
    const t = await makeTestApp({ dbFile: true });
    const { refresh } = await t.loginDemo();
    const answers = await inParallel(
      t,
      Array.from({ length: 50 }, () => ({
        tag: "refresh",
        method: "POST" as const,
        path: "/api/accounts/refresh-token/",
        json: { refresh },
      })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.refresh)).size).toBe(1);
    // One login, one live refresh token: the successor. No branch was opened.
    const live = await t.deps.db
      .selectFrom("refreshTokens")
      .selectAll()
      .where("rotatedAt", "is", null)
      .execute();
    expect(live).toHaveLength(1);
    const next = await t.api.post("accounts/refresh-token/", { refresh: answers[0]?.data.refresh });
    expect(next.status).toBe(200);
  });
});
