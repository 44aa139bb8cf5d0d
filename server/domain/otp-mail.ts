import { brand } from "../../src/brand";
import type { CodePurpose } from "../../src/contract/accounts";
import type { AppDeps } from "../deps";
import { queueMail } from "./mail-queue";
import { type AdmitResult, admitOtpRequest, type CheckResult, checkOtp, issueOtp, otpRules } from "./otp";

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

type Recipient = { id: number; email: string; firstName: string };

/**
 * A request for a code to `email`: counted by e-mail first (limits alike for every address), then,
 * when `user` is an account that should get one, a code issued and mailed. The mail is queued
 * and leaves in the background, so the answer does not wait for the mail server. A `change_email`
 * code goes to `email`, the new address it proves, and works for that address only.
 */
export async function requestOtpMail(
  deps: AppDeps,
  email: string,
  user: Recipient | null,
  purpose: CodePurpose,
): Promise<AdmitResult> {
  const admitted = await admitOtpRequest(deps, email, purpose);
  if (!admitted.ok || !user) return admitted;
  const newAddress = purpose === "change_email";
  const code = await issueOtp(deps, user.id, purpose, newAddress ? email : undefined);
  const minutes = otpRules.validityMs / 60_000;
  const why = reasons[purpose];
  await queueMail(deps, {
    to: newAddress ? email : user.email,
    subject: `${subjects[purpose]} — ${brand.name}`,
    text: [
      `Bonjour ${user.firstName},`,
      "",
      `Voici votre code ${why} : ${code}`,
      `Il est valable ${minutes} minutes et ne peut servir qu'une fois.`,
      "",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  });
  return admitted;
}

/**
 * Someone registered with the address of an existing, verified account: its owner is told, and
 * nobody else learns anything. Counted like a code request, so it cannot be used to flood a mailbox.
 */
export async function sendAccountExistsMail(deps: AppDeps, owner: Recipient): Promise<void> {
  if (!(await admitOtpRequest(deps, owner.email, "register")).ok) return;
  await queueMail(deps, {
    to: owner.email,
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
 * Checks a code sent to `email` (see `checkOtp`). The wrong try that reaches the daily limit warns
 * the account's owner, if there is one: at most once a day, since codes are then refused for 24 h.
 * The mail leaves in the background, so the answer is the same whether or not the account exists.
 */
export async function checkOtpMail(
  deps: AppDeps,
  email: string,
  user: Recipient | null,
  purpose: CodePurpose,
  code: string,
): Promise<CheckResult> {
  const boundTo = purpose === "change_email" ? email : undefined;
  const result = await checkOtp(deps, email, user?.id ?? null, purpose, code, boundTo);
  if (!result.ok && result.limitReached && user) await sendCodeGuessingMail(deps, user);
  return result;
}

async function sendCodeGuessingMail(deps: AppDeps, owner: Recipient): Promise<void> {
  await queueMail(deps, {
    to: owner.email,
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
