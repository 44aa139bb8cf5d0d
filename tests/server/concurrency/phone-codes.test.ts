import { describe, expect, it } from "vitest";
import { withUserSearch } from "../../../server/domain/user-search";
import { makeTestApp, type TestApp } from "../harness";
import { otherThan, phoneMember } from "../support/phone-members";
import { inParallel, type ParallelRequest } from "./parallel";

const PHONE = "+221781234567";
const HOUR = 3_600_000;
/** A slow disk keeps each read far from the write it decides: only a transaction keeps them together. */
const options = { keepTexts: true, statementDelayMs: 10 } as const;

/** What the workers' SMS and WhatsApp senders wrote to the outbox. */
const textsSent = (t: TestApp) =>
  t.deps.db
    .selectFrom("mailOutbox")
    .select(["to", "channel"])
    .where("channel", "in", ["sms", "whatsapp"])
    .execute();

const post = (tag: string, path: string, json: unknown, address?: string): ParallelRequest => ({
  tag,
  method: "POST",
  path,
  json,
  address,
});

describe("phone codes under parallel requests from several servers", { timeout: 60_000 }, () => {
  it("sends one code for 20 parallel requests to one number", async () => {
    const t = await makeTestApp({ dbFile: true, demoMember: false });
    await phoneMember(t, PHONE);
    t.advance(HOUR);
    const answers = await inParallel(
      t,
      Array.from({ length: 20 }, () =>
        post("ask", "/api/accounts/OTP-request/", { phone: PHONE, purpose: "reset_password" }),
      ),
      4,
      undefined,
      options,
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.data.message).toMatch(/^Veuillez patienter \d+ secondes/);
    expect(await textsSent(t)).toEqual([{ to: PHONE, channel: "sms" }]);
  });

  it("sends 10 codes for 30 parallel requests to numbers of one range from 30 connections", async () => {
    const t = await makeTestApp({ dbFile: true, demoMember: false });
    const numbers = Array.from({ length: 30 }, (_, i) => `+22177123${String(i).padStart(4, "0")}`);
    // Members who proved these numbers, written straight in: their sign-ups' codes are not this hour's.
    for (const phone of numbers)
      await t.deps.db
        .insertInto("users")
        .values(
          withUserSearch({
            email: null,
            telephoneNumber: phone,
            phoneVerified: true,
            passwordHash: "not-a-hash",
            firstName: "Membre",
            lastName: phone,
            isVerified: true,
            createdAt: t.deps.clock.now(),
          }),
        )
        .execute();
    const answers = await inParallel(
      t,
      numbers.map((phone, i) =>
        post("ask", "/api/accounts/OTP-request/", { phone, purpose: "login" }, `198.51.100.${i + 1}`),
      ),
      4,
      undefined,
      options,
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused)
      expect(r.data.message).toMatch(/^Trop de codes demandés vers des numéros proches/);
    const sent = await textsSent(t);
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((s) => s.to)).size).toBe(10);
  });

  it("checks 10 of 30 parallel wrong codes for one number, and refuses the other 20", async () => {
    const t = await makeTestApp({ dbFile: true, demoMember: false });
    await phoneMember(t, PHONE);
    await t.api.post("accounts/OTP-request/", { phone: PHONE, purpose: "reset_password" });
    const wrong = otherThan(t.lastCode(PHONE));
    const answers = await inParallel(
      t,
      Array.from({ length: 30 }, () =>
        post("check", "/api/accounts/checkOTP/", { phone: PHONE, otp: wrong, purpose: "reset_password" }),
      ),
      4,
      undefined,
      options,
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused)
      expect(r.data.message).toBe("Trop de tentatives. Veuillez réessayer dans 24 heures.");
  });
});
