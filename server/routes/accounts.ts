import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  checkOtpRequestSchema,
  loginCodeRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  type OtpPurpose,
  otpRequestSchema,
  passwordResetConfirmSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from "../../src/contract/accounts";
import { isPhoneIdentity } from "../../src/lib/phone";
import type { AppDeps } from "../deps";
import { checkCode, requestCode } from "../domain/code-messages";
import { admitLogin, loginSucceeded, tooManyLogins } from "../domain/login-throttle";
import { emailProven, findUserByIdentity, findUserByVerifiedPhone, type MemberRow } from "../domain/members";
import { consumeResetGrant } from "../domain/otp";
import { hashPassword, verifyPassword } from "../domain/passwords";
import { acceptedPhone } from "../domain/phone-countries";
import { identityOf, proveIdentity } from "../domain/proven-identity";
import { register } from "../domain/registration";
import { issueTokens, revokeAllForUser, revokeByToken, rotateRefreshToken } from "../domain/tokens";
import { body, envelopedRefusal } from "../lib/body";
import { clientAddress } from "../lib/client-address";
import { envelope } from "../lib/http";
import { accountSettingsRoutes } from "./account-settings";
import { profileRoutes } from "./profile";

export const accountAnswers = {
  invalidData: "Données invalides.",
  loginOk: "Connexion réussie.",
  badCredentials: "Identifiants invalides",
  unverified: "Votre compte n'est pas encore vérifié.",
  registered: "Inscription réussie ! Veuillez vérifier votre email.",
  otpSent: "Si un compte correspond à cette adresse, un code de vérification vient d'être envoyé.",
  accountVerified: "Votre compte a été vérifié avec succès.",
  otpVerified: "Code vérifié avec succès.",
  resetDone: "Votre mot de passe a été réinitialisé avec succès.",
  resetNotAllowed: "Veuillez d'abord valider le code reçu par email.",
  registeredByPhone: "Inscription réussie ! Saisissez le code reçu sur votre téléphone.",
  otpSentToPhone: "Si un compte correspond à ce numéro, un code vient d'y être envoyé.",
  phoneTaken: "Ce numéro est déjà vérifié par un autre compte.",
  badRefresh: "Le jeton de rafraîchissement est invalide ou expiré.",
  loggedOut: "Déconnexion réussie.",
} as const;

export function accountRoutes(deps: AppDeps) {
  const app = new Hono();
  const burnTime = async () => {
    await hashPassword("unknown-account", deps.config.passwordCost);
    return false;
  };
  const refused = { invalid: envelopedRefusal(accountAnswers.invalidData) };

  app.post("/login/", body(loginRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const identity = input.username;
    const address = clientAddress(c, deps.config.trustedProxies);
    if (!(await admitLogin(deps, identity, address)))
      return envelope(c, 429, tooManyLogins, { detail: tooManyLogins });
    const user = await findUserByIdentity(deps.db, identity);
    // Hash even for unknown accounts, so the answer time does not tell which accounts exist.
    const valid = user ? await verifyPassword(input.password, user.passwordHash) : await burnTime();
    if (!user || !valid)
      return envelope(c, 400, accountAnswers.badCredentials, { detail: accountAnswers.badCredentials });
    await loginSucceeded(deps, identity, address);
    if (!user.isVerified)
      return envelope(c, 403, accountAnswers.unverified, { detail: accountAnswers.unverified });
    // The role tells the app to open the back-office; every staff call checks it again.
    const tokens = await issueTokens(deps, user.id);
    return envelope(c, 200, accountAnswers.loginOk, { ...tokens, role: user.staffRole });
  });

  /** Sign-in by phone with a `login` code instead of the password: the code proves the number. */
  app.post("/login/code/", body(loginCodeRequestSchema, refused), async (c) => {
    const { phone, otp } = c.req.valid("json");
    const user = await findUserByVerifiedPhone(deps.db, phone);
    const result = await checkCode(deps, phone, user ?? null, "login", otp);
    if (!result.ok) return envelope(c, result.status, result.message, { detail: [result.message] });
    if (!user)
      return envelope(c, 400, accountAnswers.badCredentials, { detail: accountAnswers.badCredentials });
    const tokens = await issueTokens(deps, user.id);
    return envelope(c, 200, accountAnswers.loginOk, { ...tokens, role: user.staffRole });
  });

  app.post("/register/", body(registerRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    await register(deps, input, clientAddress(c, deps.config.trustedProxies));
    const { first_name, last_name } = input;
    const named = input.phone ? { phone: input.phone } : { email: input.email };
    return envelope(c, 201, input.phone ? accountAnswers.registeredByPhone : accountAnswers.registered, {
      ...named,
      first_name,
      last_name,
    });
  });

  app.post("/OTP-request/", body(otpRequestSchema, refused), async (c) => {
    const { purpose, channel } = c.req.valid("json");
    const identity = identityOf(c.req.valid("json"));
    const user = await codeHolder(identity, purpose);
    const address = clientAddress(c, deps.config.trustedProxies);
    const sent = await requestCode(deps, identity, user, purpose, { channel, address });
    if (!sent.ok) return envelope(c, sent.status, sent.message, { detail: sent.message });
    const answer = isPhoneIdentity(identity) ? accountAnswers.otpSentToPhone : accountAnswers.otpSent;
    return envelope(c, 200, answer, { detail: answer });
  });

  app.post("/checkOTP/", body(checkOtpRequestSchema, refused), async (c) => {
    const { otp, purpose } = c.req.valid("json");
    const identity = identityOf(c.req.valid("json"));
    const user = await codeHolder(identity, purpose);
    // The owner is warned when the daily limit of wrong tries is reached; password login goes on.
    const result = await checkCode(deps, identity, user ?? null, purpose, otp);
    if (!result.ok) return envelope(c, result.status, result.message, { detail: [result.message] });
    if (purpose === "register" && user) {
      const proven = await proveIdentity(deps, user.id, identity, {
        provesIdentity: result.provesIdentity,
        passwordHash: result.pendingPasswordHash,
        names: result.pendingNames,
      });
      if (!proven)
        return envelope(c, 400, accountAnswers.phoneTaken, { detail: [accountAnswers.phoneTaken] });
      return envelope(c, 200, accountAnswers.accountVerified, { detail: accountAnswers.accountVerified });
    }
    return envelope(c, 200, accountAnswers.otpVerified, { detail: accountAnswers.otpVerified });
  });

  app.post("/password-reset/confirm/", body(passwordResetConfirmSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const identity = identityOf(input);
    const user = await findUserByIdentity(deps.db, identity);
    const grant = user ? await consumeResetGrant(deps, user.id, identity) : { granted: false as const };
    const notAllowed = () =>
      envelope(c, 400, accountAnswers.resetNotAllowed, { error: [accountAnswers.resetNotAllowed] });
    if (!user || !grant.granted) return notAllowed();
    const passwordHash = await hashPassword(input.new_password, deps.config.passwordCost);
    const proof = { provesIdentity: grant.provesIdentity, passwordHash };
    if (!(await proveIdentity(deps, user.id, identity, proof))) return notAllowed();
    await revokeAllForUser(deps, user.id);
    return envelope(
      c,
      200,
      accountAnswers.resetDone,
      isPhoneIdentity(identity) ? { phone: identity } : { email: user.email },
    );
  });

  /**
   * Who a code for `identity` is for: nobody for a phone of a country the centre does not accept,
   * nor for a `register` code to an account already proven (the same answer as an unknown one);
   * a `login` code only to a proven phone.
   */
  async function codeHolder(identity: string, purpose: OtpPurpose): Promise<MemberRow | null> {
    if (isPhoneIdentity(identity) && !acceptedPhone(identity, deps.config.phoneCountries)) return null;
    if (purpose === "login")
      return isPhoneIdentity(identity) ? ((await findUserByVerifiedPhone(deps.db, identity)) ?? null) : null;
    const user = await findUserByIdentity(deps.db, identity);
    if (!user) return null;
    // A `register` code proves the address it goes to: none once that address is proven.
    if (purpose === "register" && (isPhoneIdentity(identity) ? user.phoneVerified : emailProven(user)))
      return null;
    return user;
  }

  // Before the body is read: a refusal of this call is not kept by a cache either.
  const noStore = createMiddleware(async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.post("/refresh-token/", noStore, body(refreshRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await rotateRefreshToken(deps, input.refresh);
    if (!result.ok) return c.json({ detail: accountAnswers.badRefresh, code: "token_not_valid" }, 401);
    return c.json(result.tokens);
  });

  app.post("/logout/", body(logoutRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const bearer = c.req.header("Authorization")?.replace(/^Bearer\s+/i, "");
    for (const token of [input.access_token, input.refresh, bearer]) {
      if (token) await revokeByToken(deps, token);
    }
    return c.json({ detail: accountAnswers.loggedOut });
  });

  app.route("/profile/", profileRoutes(deps));
  app.route("/", accountSettingsRoutes(deps));
  return app;
}
