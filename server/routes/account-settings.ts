import { type Context, Hono } from "hono";
import { brand } from "../../src/brand";
import {
  accountDeleteRequestSchema,
  emailChangeRequestSchema,
  emailConfirmRequestSchema,
  accountSettingsMessages as messages,
  passwordChangeRequestSchema,
  phoneChangeRequestSchema,
  phoneConfirmRequestSchema,
} from "../../src/contract/account-settings";
import { type AppDeps, immediate } from "../deps";
import { deleteAccount } from "../domain/account-deletion";
import { checkCode, requestCode } from "../domain/code-messages";
import { exportMemberData } from "../domain/data-export";
import { admitLogin, loginSucceeded, tooManyLogins } from "../domain/login-throttle";
import { queueMail } from "../domain/mail-queue";
import {
  emailProven,
  findMember,
  findUserByEmail,
  findUserByVerifiedPhone,
  setEmail,
  setPassword,
  setProvenPhone,
  signInKey,
} from "../domain/members";
import { hashPassword, verifyPassword } from "../domain/passwords";
import { acceptedPhone } from "../domain/phone-countries";
import { profileOf } from "../domain/profile";
import { revokeAllForUser } from "../domain/tokens";
import { type AuthVars, requireAuth } from "../lib/auth";
import { body, envelopedRefusal } from "../lib/body";
import { clientAddress } from "../lib/client-address";
import { envelope } from "../lib/http";

const invalidData = "Données invalides.";
const notFound = "Utilisateur introuvable.";

/**
 * The signed-in member's own account: password, e-mail, deletion, data. Each route asks for its
 * token itself (no middleware on the whole app: these routes sit beside login and registration).
 */
export function accountSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  const auth = requireAuth(deps);
  const refused = { invalid: envelopedRefusal(invalidData) };

  /**
   * The member's password, checked and counted like a login (same limits, same table): a stolen
   * phone still signed in cannot be used to guess it. Answers the member, or the refusal to send.
   */
  async function checkPassword(c: Context<AuthVars>, password: string, field: string) {
    const user = await findMember(deps.db, c.get("userId"));
    if (!user) return { refusal: envelope(c, 404, notFound, { detail: notFound }) } as const;
    const address = clientAddress(c, deps.config.trustedProxies);
    if (!(await admitLogin(deps, signInKey(user), address)))
      return { refusal: envelope(c, 429, tooManyLogins, { detail: tooManyLogins }) } as const;
    if (!(await verifyPassword(password, user.passwordHash)))
      return {
        refusal: envelope(c, 400, messages.wrongPassword, { [field]: [messages.wrongPassword] }),
      } as const;
    await loginSucceeded(deps, signInKey(user), address);
    return { user } as const;
  }

  app.post("/password/change/", auth, body(passwordChangeRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const checked = await checkPassword(c, input.current_password, "current_password");
    if (checked.refusal) return checked.refusal;
    const passwordHash = await hashPassword(input.new_password, deps.config.passwordCost);
    // Every other phone signs out: whoever knew the old password loses the session it gave them.
    // This one keeps its tokens, so the member stays signed in where they changed it.
    await immediate(deps, async (tx) => {
      await setPassword(tx.db, checked.user.id, passwordHash);
      await revokeAllForUser(tx, checked.user.id, c.get("familyId"));
    });
    return envelope(c, 200, messages.passwordChanged, { detail: messages.passwordChanged });
  });

  /**
   * A code to the new address; the e-mail changes only once it comes back. An address another
   * account holds gets a code all the same, and only a right code hears that it is taken: what the
   * answer says then, its mailbox's owner knew already, so nobody learns who is a member.
   */
  app.post("/email/change/", auth, body(emailChangeRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const checked = await checkPassword(c, input.password, "password");
    if (checked.refusal) return checked.refusal;
    const { new_email: email } = input;
    // The member's own address not proven yet (a sign-up by phone that added one) is proven the same way.
    if (email === checked.user.email && emailProven(checked.user))
      return envelope(c, 400, messages.sameEmail, { new_email: [messages.sameEmail] });
    const sent = await requestCode(deps, email, checked.user, "change_email");
    if (!sent.ok) return envelope(c, sent.status, sent.message, { detail: sent.message });
    return envelope(c, 200, messages.emailCodeSent, { detail: messages.emailCodeSent, new_email: email });
  });

  app.post("/email/confirm/", auth, body(emailConfirmRequestSchema, refused), async (c) => {
    const { new_email: email, otp } = c.req.valid("json");
    const user = await findMember(deps.db, c.get("userId"));
    if (!user) return envelope(c, 404, notFound, { detail: notFound });
    const result = await checkCode(deps, email, user, "change_email", otp);
    if (!result.ok) return envelope(c, result.status, result.message, { otp: [result.message] });
    const oldEmail = user.email;
    const changed = await immediate(deps, async (tx) => {
      const holder = await findUserByEmail(tx.db, email);
      if (holder && holder.id !== user.id) return false;
      await setEmail(tx.db, user.id, email);
      if (oldEmail && oldEmail !== email) await queueMail(tx, changedNotice(user.firstName, oldEmail, email));
      return true;
    });
    if (!changed) return envelope(c, 400, messages.emailTaken, { new_email: [messages.emailTaken] });
    return envelope(c, 200, messages.emailChanged, await profileOf(deps.db, user.id, deps.clock.now()));
  });

  /**
   * A code to a phone number, the member's new one or their own not proven yet; nothing changes
   * until it comes back. A number another account has proven gets a code all the same (the answer
   * tells nobody who is a member); only a right code hears that it is taken.
   */
  app.post("/phone/change/", auth, body(phoneChangeRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const checked = await checkPassword(c, input.password, "password");
    if (checked.refusal) return checked.refusal;
    const { new_phone: phone } = input;
    if (phone === checked.user.telephoneNumber && checked.user.phoneVerified)
      return envelope(c, 400, messages.samePhone, { new_phone: [messages.samePhone] });
    if (!acceptedPhone(phone, deps.config.phoneCountries))
      return envelope(c, 400, messages.phoneCountry, { new_phone: [messages.phoneCountry] });
    const address = clientAddress(c, deps.config.trustedProxies);
    const sent = await requestCode(deps, phone, checked.user, "change_phone", {
      channel: input.channel,
      address,
    });
    if (!sent.ok) return envelope(c, sent.status, sent.message, { detail: sent.message });
    return envelope(c, 200, messages.phoneCodeSent, { detail: messages.phoneCodeSent, new_phone: phone });
  });

  app.post("/phone/confirm/", auth, body(phoneConfirmRequestSchema, refused), async (c) => {
    const { new_phone: phone, otp } = c.req.valid("json");
    const user = await findMember(deps.db, c.get("userId"));
    if (!user) return envelope(c, 404, notFound, { detail: notFound });
    const result = await checkCode(deps, phone, user, "change_phone", otp);
    if (!result.ok) return envelope(c, result.status, result.message, { otp: [result.message] });
    const changed = await immediate(deps, async (tx) => {
      const holder = await findUserByVerifiedPhone(tx.db, phone);
      if (holder && holder.id !== user.id) return false;
      await setProvenPhone(tx.db, user.id, phone);
      return true;
    });
    if (!changed) return envelope(c, 400, messages.phoneTaken, { new_phone: [messages.phoneTaken] });
    return envelope(c, 200, messages.phoneChanged, await profileOf(deps.db, user.id, deps.clock.now()));
  });

  app.post("/delete/", auth, body(accountDeleteRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const checked = await checkPassword(c, input.password, "password");
    if (checked.refusal) return checked.refusal;
    const done = await deleteAccount(deps, checked.user.id);
    if (!done.ok) return envelope(c, done.status, done.message, { detail: done.message });
    deps.log(`Compte ${checked.user.id} supprimé à la demande de son titulaire.`);
    return envelope(c, 200, messages.deleted, { detail: messages.deleted });
  });

  app.get("/export/", auth, async (c) => {
    const now = deps.clock.now();
    const data = await exportMemberData(deps.db, c.get("userId"), now);
    if (!data) return envelope(c, 404, notFound, { detail: notFound });
    const day = now.toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="mes-donnees-${day}.json"`);
    return c.json(data);
  });

  return app;
}

/** The old address hears of the change, in case it was not its owner's doing. */
function changedNotice(firstName: string, oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: `Votre adresse email a changé — ${brand.name}`,
    text: [
      `Bonjour ${firstName},`,
      "",
      `L'adresse email de votre compte ${brand.name} est désormais ${newEmail}.`,
      "Cette adresse-ci ne recevra plus nos messages.",
      "",
      `Si vous n'êtes pas à l'origine de ce changement, écrivez-nous vite à ${brand.email}.`,
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  };
}
