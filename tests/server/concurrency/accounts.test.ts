import { isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../../server/db/schema";
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
    const live = t.deps.db.select().from(refreshTokens).where(isNull(refreshTokens.rotatedAt)).all();
    expect(live).toHaveLength(1);
    const next = await t.api.post("accounts/refresh-token/", { refresh: answers[0]?.data.refresh });
    expect(next.status).toBe(200);
  });
});
