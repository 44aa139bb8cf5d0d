import { brand } from "../../src/brand";
import type { CodePurpose } from "../../src/contract/accounts";
import { isPhoneIdentity } from "../../src/lib/phone";
import { type AppDeps, immediate } from "../deps";
import { inBackground } from "../lib/background";
import type { PhoneChannel } from "../messaging/message";
import { type AdmitResult, admitCodeRequest } from "./code-admission";
import { queueMail } from "./mail-queue";
import { offeredChannels, type Route } from "./message-channel";
import { type CheckResult, checkOtp, issueOtp, otpRules } from "./otp";
import { smsLeftToday, warnBudgetSpent } from "./phone-budget";

const subjects: Record<CodePurpose, string> = {
  register: "Votre code de vérification",
  reset_password: "Réinitialisation de votre mot de passe",
  change_email: "Confirmez votre nouvelle adresse email",
  login: "Votre code de connexion",
  change_phone: "Confirmez votre numéro de téléphone",
};

const reasons: Record<CodePurpose, string> = {
  register: "pour vérifier votre adresse email",
  reset_password: "pour réinitialiser votre mot de passe",
  change_email: "pour confirmer votre nouvelle adresse email",
  login: "pour vous connecter",
  change_phone: "pour confirmer votre numéro de téléphone",
};

/** What an SMS says the code is for (short: the whole message fits one SMS). */
const phoneReasons: Record<CodePurpose, string> = {
  register: "pour vérifier votre numéro",
  reset_password: "pour changer votre mot de passe",
  change_email: "pour confirmer votre e-mail",
  login: "de connexion",
  change_phone: "pour vérifier votre numéro",
};

export type Recipient = { id: number; email: string | null; firstName: string };

type CodeOptions = {
  /** How a phone's code should go (SMS unless told); another channel when this one cannot. */
  channel?: PhoneChannel | undefined;
  /** The caller's address, for the per-address limit on phone codes. */
  address?: string | null | undefined;
  /** A claim or a re-registration: the password and names chosen, set when the code comes back. */
  pendingPasswordHash?: string | undefined;
  pendingNames?: { firstName: string; lastName: string } | undefined;
};

/**
 * A request for a code for `identity` (an e-mail, or a phone in E.164): counted first (limits
 * alike for every address, known or not), then, when `user` is an account that should get one, a
 * code issued for that identity and queued on the channel that can carry it (see `codeRoute`).
 * The answer reads the same whether or not anything was sent.
 */
export async function requestCode(
  deps: AppDeps,
  identity: string,
  user: Recipient | null,
  purpose: CodePurpose,
  options: CodeOptions = {},
): Promise<AdmitResult> {
  const admitted = await admitCodeRequest(deps, identity, purpose, options.address ?? null);
  if (!admitted.ok || !user) return admitted;
  const send = () => immediate(deps, (tx) => sendCode(tx, identity, user, purpose, options));
  // Outside a caller's transaction the answer does not wait for the code: a known account and an
  // unknown one answer alike, and as fast. A desk's change sends it within its own transaction.
  if (deps.db.isTransaction) await send();
  else inBackground(deps, send);
  return admitted;
}

/**
 * The code itself, in one transaction under the writers' lock: the day's SMS budget is read and
 * spent by one request at a time, whichever process.
 */
async function sendCode(
  tx: AppDeps,
  identity: string,
  user: Recipient,
  purpose: CodePurpose,
  options: CodeOptions,
): Promise<void> {
  const route = isPhoneIdentity(identity)
    ? await codeRoute(tx, identity, user, purpose, options.channel)
    : { channel: "email" as const, to: identity };
  if (!route) return;
  const code = await issueOtp(tx, user.id, purpose, identity, {
    sentTo: route.to,
    pendingPasswordHash: options.pendingPasswordHash,
    pendingNames: options.pendingNames,
  });
  await queueCode(tx, route, user, purpose, code);
}

async function queueCode(deps: AppDeps, route: Route, user: Recipient, purpose: CodePurpose, code: string) {
  const minutes = otpRules.validityMs / 60_000;
  if (route.channel === "email") {
    await queueMail(deps, {
      to: route.to,
      subject: `${subjects[purpose]} — ${brand.name}`,
      text: [
        `Bonjour ${user.firstName},`,
        "",
        `Voici votre code ${reasons[purpose]} : ${code}`,
        `Il est valable ${minutes} minutes et ne peut servir qu'une fois.`,
        "",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        "",
        `L'équipe ${brand.name}`,
      ].join("\n"),
    });
    return;
  }
  await queueMail(
    deps,
    {
      to: route.to,
      subject: subjects[purpose],
      text: `${brand.name} : votre code ${phoneReasons[purpose]} est ${code}. Valable ${minutes} min, une seule fois. Ne le donnez à personne.`,
    },
    { phone: { channel: route.channel, kind: "code", params: [code] } },
  );
}

/**
 * How a phone's code goes: the channel asked for when the centre offers it (SMS only while the
 * day's budget lasts), else WhatsApp. A code that signs in or resets the password may go to the
 * account's e-mail when no phone channel can carry it: it then authenticates the account by its
 * e-mail and proves nothing of the phone (`provesIdentity`); one that must prove the phone (a
 * sign-up, a new number) goes nowhere. Spending the budget warns the admins, once a day.
 */
async function codeRoute(
  deps: AppDeps,
  phone: string,
  user: Recipient,
  purpose: CodePurpose,
  asked: PhoneChannel = "sms",
): Promise<Route | null> {
  let offered = offeredChannels(deps);
  if (offered.includes("sms") && (await smsLeftToday(deps)) <= 0) {
    await warnBudgetSpent(deps);
    offered = offered.filter((channel) => channel !== "sms");
  }
  const channel = offered.includes(asked) ? asked : offered[0];
  if (channel) return { channel, to: phone };
  if (user.email && (purpose === "login" || purpose === "reset_password"))
    return { channel: "email", to: user.email };
  return null;
}

/**
 * Someone registered with the e-mail or phone of an existing, proven account: its owner is told,
 * and nobody else learns anything. Counted like a code request, so it cannot flood an inbox.
 */
export async function sendAccountExists(
  deps: AppDeps,
  identity: string,
  owner: Recipient,
  address: string | null = null,
): Promise<void> {
  if (!(await admitCodeRequest(deps, identity, "register", address)).ok) return;
  if (isPhoneIdentity(identity)) {
    const route = await codeRoute(deps, identity, { ...owner, email: null }, "register");
    if (!route || route.channel === "email") return;
    await queueMail(
      deps,
      {
        to: identity,
        subject: "Compte existant",
        text: `${brand.name} : ce numéro a déjà un compte. Connectez-vous, ou choisissez "Mot de passe oublié ?". Pas vous ? Ignorez ce message.`,
      },
      { phone: { channel: route.channel, kind: "notice", params: [owner.firstName] } },
    );
    return;
  }
  await queueMail(deps, {
    to: identity,
    subject: `Vous avez déjà un compte — ${brand.name}`,
    text: [
      `Bonjour ${owner.firstName},`,
      "",
      `Quelqu'un (peut-être vous) a voulu créer un compte ${brand.name} avec cette adresse, qui en a déjà un.`,
      "Connectez-vous avec votre mot de passe, ou choisissez « Mot de passe oublié ? » pour en définir un nouveau.",
      "",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien n'a changé.",
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  });
}

/**
 * Checks a code sent to `identity` (see `checkOtp`). The wrong try that reaches the daily limit
 * warns the account's owner by e-mail, if they have one: at most once a day, since codes are then
 * refused for 24 h. The answer is the same whether or not the account exists.
 */
export async function checkCode(
  deps: AppDeps,
  identity: string,
  user: Recipient | null,
  purpose: CodePurpose,
  code: string,
): Promise<CheckResult> {
  const result = await checkOtp(deps, identity, user?.id ?? null, purpose, code);
  if (!result.ok && result.limitReached && user?.email) await sendCodeGuessingMail(deps, user, user.email);
  return result;
}

async function sendCodeGuessingMail(deps: AppDeps, owner: Recipient, email: string): Promise<void> {
  await queueMail(deps, {
    to: email,
    subject: `Codes erronés sur votre compte — ${brand.name}`,
    text: [
      `Bonjour ${owner.firstName},`,
      "",
      `Quelqu'un a saisi ${otpRules.wrongTriesPerDay} codes de vérification erronés pour votre compte ${brand.name}.`,
      "Par sécurité, plus aucun code n'est accepté pour ce compte pendant 24 heures.",
      "",
      "Votre mot de passe n'a pas changé et fonctionne toujours : vous pouvez vous connecter normalement.",
      "",
      "Si c'était vous, demandez un nouveau code dans 24 heures. Sinon, vous n'avez rien à faire.",
      "Ne communiquez jamais à personne un code reçu par email.",
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  });
}
