import { describe, expect, it } from "vitest";
import { clientRecordMessages } from "../../../src/contract/staff/client-record";
import { makeTestApp, type TestApp } from "../harness";
import { phoneMember, phoneSignUp } from "../support/phone-members";
import { staffMember } from "./staff-harness";

const PHONE = "+221771112233";
const NEW = "+221772223344";

const edit = (t: TestApp, id: number, json: unknown, token: string) =>
  t.api.raw("PATCH", `/api/staff/clients/${id}/`, { json, token });

const memberRow = (t: TestApp) =>
  t.deps.db
    .selectFrom("users")
    .selectAll()
    .where("telephoneNumber", "in", [PHONE, NEW])
    .executeTakeFirstOrThrow();

describe("the desk edits a number a client proved and signs in with", () => {
  it("reception may not, an admin may: the new number is not proven, the account still signs in and proves it by a code", async () => {
    const t = await makeTestApp();
    await phoneMember(t, PHONE);
    const member = await memberRow(t);
    await t.deps.db
      .updateTable("users")
      .set({ preferredChannel: "sms" })
      .where("id", "=", member.id)
      .execute();
    const desk = await staffMember(t, "reception");
    const refused = await edit(t, member.id, { telephone_number: NEW }, desk.access);
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({ telephone_number: [clientRecordMessages.signInPhoneAdminOnly] });

    const admin = await staffMember(t, "admin");
    const changed = await edit(t, member.id, { telephone_number: "77 222 33 44" }, admin.access);
    expect(changed.status, JSON.stringify(changed.data)).toBe(200);
    // Its messages go back to the default (its number unproven) until the new one is proven.
    expect(await memberRow(t)).toMatchObject({
      telephoneNumber: NEW,
      phoneVerified: false,
      isVerified: false,
      preferredChannel: null,
    });
    // The number an admin set is the account's: a code to it lets its owner in, with a password chosen then.
    await t.api.post("accounts/register/", {
      ...phoneSignUp,
      phone: NEW,
      password: "Rufisque2026",
      password2: "Rufisque2026",
    });
    const check = await t.api.post("accounts/checkOTP/", {
      phone: NEW,
      otp: t.lastCode(NEW),
      purpose: "register",
    });
    expect(check.status).toBe(200);
    const login = await t.api.post("accounts/login/", { username: NEW, password: "Rufisque2026" });
    expect(login.status).toBe(200);
    expect(await memberRow(t)).toMatchObject({ id: member.id, phoneVerified: true, isVerified: true });
  });
});
