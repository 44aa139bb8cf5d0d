import { brand } from "../../src/brand";
import type { OtpPurpose } from "../../src/contract/accounts";
import type { AppDeps } from "../deps";
import { issueOtp, otpRules } from "./otp";

const subjects: Record<OtpPurpose, string> = {
  register: "Votre code de vérification",
  reset_password: "Réinitialisation de votre mot de passe",
};

/** Issues a code and mails it; the code itself never leaves the server any other way. */
export async function sendOtpMail(
  deps: AppDeps,
  user: { id: number; email: string; firstName: string },
  purpose: OtpPurpose,
) {
  const issued = issueOtp(deps, user.id, purpose);
  if (!issued.ok) return issued;
  const minutes = otpRules.validityMs / 60_000;
  const why =
    purpose === "register" ? "pour vérifier votre adresse email" : "pour réinitialiser votre mot de passe";
  await deps.mailer.send({
    to: user.email,
    subject: `${subjects[purpose]} — ${brand.name}`,
    text: [
      `Bonjour ${user.firstName},`,
      "",
      `Voici votre code ${why} : ${issued.code}`,
      `Il est valable ${minutes} minutes et ne peut servir qu'une fois.`,
      "",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  });
  return issued;
}
