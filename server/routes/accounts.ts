import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  checkOtpRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  otpRequestSchema,
  passwordResetConfirmSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from "../../src/contract/accounts";
import type { AppDeps } from "../deps";
import { admitLogin, loginSucceeded, tooManyLogins } from "../domain/login-throttle";
import { createMember, findUserByEmail, markVerified, setPassword } from "../domain/members";
import { consumeResetGrant } from "../domain/otp";
import { checkOtpMail, requestOtpMail, sendAccountExistsMail } from "../domain/otp-mail";
import { hashPassword, verifyPassword } from "../domain/passwords";
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
  badRefresh: "Le jeton de rafraîchissement est invalide ou expiré.",
  loggedOut: "Déconnexion réussie.",
} as const;

export function accountRoutes(deps: AppDeps) {
  const app = new Hono();
  const now = () => deps.clock.now();
  const burnTime = async () => {
    await hashPassword("unknown-account", deps.config.passwordCost);
    return false;
  };
  const refused = { invalid: envelopedRefusal(accountAnswers.invalidData) };

  app.post("/login/", body(loginRequestSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const email = input.username;
    const address = clientAddress(c, deps.config.trustedProxies);
    if (!(await admitLogin(deps, email, address)))
      return envelope(c, 429, tooManyLogins, { detail: tooManyLogins });
    const user = await findUserByEmail(deps.db, email);
    // Hash even for unknown e-mails, so the answer time does not tell which accounts exist.
    const valid = user ? await verifyPassword(input.password, user.passwordHash) : await burnTime();
    if (!user || !valid)
      return envelope(c, 400, accountAnswers.badCredentials, { detail: accountAnswers.badCredentials });
    await loginSucceeded(deps, email, address);
    if (!user.isVerified)
      return envelope(c, 403, accountAnswers.unverified, { detail: accountAnswers.unverified });
    // The role tells the app to open the back-office; every staff call checks it again.
    const tokens = await issueTokens(deps, user.id);
    return envelope(c, 200, accountAnswers.loginOk, { ...tokens, role: user.staffRole });
  });

  app.post("/register/", body(registerRequestSchema, refused), async (c) => {
    const { email = "", first_name, last_name, password } = c.req.valid("json");
    // The password is hashed whether or not the address has an account, and the answer is the
    // same: registering must not tell who is a member. The owner of a taken address gets a mail.
    const passwordHash = await hashPassword(password, deps.config.passwordCost);
    const existing = await findUserByEmail(deps.db, email);
    const id = existing
      ? null
      : await createMember(
          deps.db,
          { email, firstName: first_name, lastName: last_name, passwordHash },
          now(),
        );
    if (id) await requestOtpMail(deps, email, { id, email, firstName: first_name }, "register");
    else if (existing?.isVerified === false) await requestOtpMail(deps, email, existing, "register");
    else {
      const owner = existing ?? (await findUserByEmail(deps.db, email));
      if (owner) await sendAccountExistsMail(deps, owner);
    }
    return envelope(c, 201, accountAnswers.registered, { email, first_name, last_name });
  });

  app.post("/OTP-request/", body(otpRequestSchema, refused), async (c) => {
    const { email = "", purpose } = c.req.valid("json");
    const user = await findUserByEmail(deps.db, email);
    // Same answer, and same limits, for unknown e-mails and verified accounts asking to verify again.
    const wanted = user && !(purpose === "register" && user.isVerified) ? user : null;
    const sent = await requestOtpMail(deps, email, wanted, purpose);
    if (!sent.ok) return envelope(c, sent.status, sent.message, { detail: sent.message });
    return envelope(c, 200, accountAnswers.otpSent, { detail: accountAnswers.otpSent });
  });

  app.post("/checkOTP/", body(checkOtpRequestSchema, refused), async (c) => {
    const { email = "", otp, purpose } = c.req.valid("json");
    const user = await findUserByEmail(deps.db, email);
    // The owner is warned when the daily limit of wrong tries is reached; password login goes on.
    const result = await checkOtpMail(deps, email, user ?? null, purpose, otp);
    if (!result.ok) return envelope(c, result.status, result.message, { detail: [result.message] });
    if (purpose === "register" && user) {
      await markVerified(deps.db, user.id);
      return envelope(c, 200, accountAnswers.accountVerified, { detail: accountAnswers.accountVerified });
    }
    return envelope(c, 200, accountAnswers.otpVerified, { detail: accountAnswers.otpVerified });
  });

  app.post("/password-reset/confirm/", body(passwordResetConfirmSchema, refused), async (c) => {
    const input = c.req.valid("json");
    const user = await findUserByEmail(deps.db, input.email ?? "");
    if (!user || !(await consumeResetGrant(deps, user.id))) {
      return envelope(c, 400, accountAnswers.resetNotAllowed, { error: [accountAnswers.resetNotAllowed] });
    }
    const passwordHash = await hashPassword(input.new_password, deps.config.passwordCost);
    await setPassword(deps.db, user.id, passwordHash);
    await revokeAllForUser(deps, user.id);
    return envelope(c, 200, accountAnswers.resetDone, { email: user.email });
  });

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
