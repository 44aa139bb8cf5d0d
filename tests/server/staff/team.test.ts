import { describe, expect, it } from "vitest";
import { setStaffRole } from "../../../server/domain/staff/team";
import { makeTestApp } from "../harness";
import { auditLines, staffMember } from "./staff-harness";

describe("staff accounts from the command line", () => {
  it("creates an admin with no usable password, who sets one by the password reset and lands as staff", async () => {
    const t = await makeTestApp();
    const email = "chef@centre.example";
    const made = await setStaffRole(t.deps, { email: "Chef@Centre.example", role: "admin", actorId: null });
    expect(made).toMatchObject({ outcome: "created", email });
    // Nobody can log in before the mailbox's owner chose a password.
    const before = await t.api.post("accounts/login/", { username: email, password: "!no-password-yet" });
    expect(before.status).toBe(400);

    await t.api.post("accounts/OTP-request/", { email, purpose: "reset_password" });
    await t.api.post("accounts/checkOTP/", { email, otp: t.lastCode(email), purpose: "reset_password" });
    const password = "Teranga2026x";
    const reset = await t.api.post("accounts/password-reset/confirm/", {
      email,
      new_password: password,
      new_password2: password,
    });
    expect(reset.status).toBe(200);
    const login = await t.api.post("accounts/login/", { username: email, password });
    expect(login.status).toBe(200);
    expect(login.data.body.role).toBe("admin");
    const profile = await t.api.get("accounts/profile/", login.data.body.access);
    expect(profile.data.body.role).toBe("admin");
    const me = await t.api.get("staff/me/", login.data.body.access);
    expect(me.data).toMatchObject({ email, role: "admin" });

    const lines = await auditLines(t);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      staffId: null,
      action: "staff.role_set",
      clientId: made.outcome === "created" ? made.userId : 0,
    });
  });

  it("promotes an existing client, changes a role, and takes it away at once", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    expect((await t.api.get("staff/me/", access)).status).toBe(403);
    const login = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(login.data.body.role).toBeNull();
    expect((await t.api.get("accounts/profile/", access)).data.body.role).toBeNull();

    expect(
      (await setStaffRole(t.deps, { email: "demo@example.com", role: "reception", actorId: null })).outcome,
    ).toBe("changed");
    // The same token: the role is read on each request.
    expect((await t.api.get("staff/me/", access)).data.role).toBe("reception");
    expect(
      (await setStaffRole(t.deps, { email: "demo@example.com", role: "reception", actorId: null })).outcome,
    ).toBe("unchanged");
    expect(
      (await setStaffRole(t.deps, { email: "demo@example.com", role: null, actorId: null })).outcome,
    ).toBe("removed");
    expect((await t.api.get("staff/me/", access)).status).toBe(403);
    expect(
      (await setStaffRole(t.deps, { email: "personne@example.com", role: null, actorId: null })).outcome,
    ).toBe("not_found");
    expect((await auditLines(t)).map((l) => l.summary)).toEqual([
      "Rôle Accueil donné à Awa Diop <demo@example.com>.",
      "Rôle retiré à Awa Diop <demo@example.com>.",
    ]);
  });

  it("lets an admin invite, list, change and take away roles, never their own", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const invite = await t.api.post(
      "staff/team/",
      { email: "Binta@Centre.example", role: "reception", first_name: "Binta" },
      admin.access,
    );
    expect(invite.status).toBe(200);
    expect(invite.data).toMatchObject({
      detail: "Invitation envoyée à binta@centre.example.",
      member: { email: "binta@centre.example", role: "reception", has_password: false, first_name: "Binta" },
    });
    const mail = t.mails.find((m) => m.to === "binta@centre.example");
    expect(mail?.text).toContain("/auth/login, choisissez « Mot de passe oublié ? »");
    expect(mail?.text).toContain("avec le rôle Accueil");

    // An existing client is told they are now in the team.
    const promoted = await t.api.post(
      "staff/team/",
      { email: "demo@example.com", role: "admin" },
      admin.access,
    );
    expect(promoted.data.member).toMatchObject({ role: "admin", has_password: true });
    expect(t.mails.find((m) => m.to === "demo@example.com")?.text).toContain(
      "Connectez-vous comme d'habitude",
    );

    const team = (await t.api.get("staff/team/", admin.access)).data as { email: string }[];
    expect(team.map((m) => m.email).sort()).toEqual([
      "admin@centre.example",
      "binta@centre.example",
      "demo@example.com",
    ]);

    const id = invite.data.member.id as number;
    const changed = await t.api.post(`staff/team/${id}/role/`, { role: "admin" }, admin.access);
    expect(changed.data).toMatchObject({ detail: "Rôle modifié.", member: { role: "admin" } });
    const removed = await t.api.post(`staff/team/${id}/role/`, { role: null }, admin.access);
    expect(removed.data).toMatchObject({ member: null });
    expect((await t.api.post(`staff/team/${id}/role/`, { role: "admin" }, admin.access)).status).toBe(404);
    const self = await t.api.post(`staff/team/${admin.id}/role/`, { role: null }, admin.access);
    expect(self).toMatchObject({
      status: 400,
      data: {
        detail: "Vous ne pouvez pas changer votre propre rôle : demandez-le à un autre administrateur.",
      },
    });
    expect((await auditLines(t)).map((l) => [l.action, l.staffId])).toEqual([
      ["staff.role_set", admin.id],
      ["staff.role_set", admin.id],
      ["staff.role_set", admin.id],
      ["staff.role_set", admin.id],
    ]);
  });
});
