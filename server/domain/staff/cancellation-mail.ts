import { brand } from "../../../src/brand";
import type { AppDeps } from "../../deps";
import { dakarDateTime } from "../booking-mail";
import { queueMail } from "../mail-queue";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log">;

/** The mail that tells a client the centre cancelled their booking: when, why, what came back. */
export function staffCancellationMail(input: {
  to: string;
  firstName: string;
  bookingId: number;
  serviceName: string;
  startsAt: Date;
  reason: string;
  refunded: number;
}) {
  const credits = `${input.refunded} crédit${input.refunded > 1 ? "s" : ""}`;
  const lines = [
    `Bonjour ${input.firstName},`,
    "",
    `Votre réservation n° ${input.bookingId} chez ${brand.name} a été annulée par le centre : ${input.serviceName}, ${dakarDateTime(input.startsAt)} (heure de Dakar).`,
    "",
    `Raison : ${input.reason}`,
    "",
    input.refunded > 0
      ? `${credits} ${input.refunded > 1 ? "ont été ajoutés" : "a été ajouté"} à votre solde ; leur date de validité figure dans l'historique de vos crédits.`
      : "Aucun crédit ne vous a été rendu pour cette réservation.",
    "",
    `Pour toute question, répondez à ce courriel ou appelez-nous${brand.phone ? ` au ${brand.phone}` : ""}.`,
    "",
    `L'équipe ${brand.name}`,
  ];
  return {
    to: input.to,
    subject: `Réservation annulée : ${input.serviceName} — ${brand.name}`,
    text: lines.join("\n"),
  };
}

/** Queued in the cancellation's transaction: the mail exists exactly when the cancellation was kept. */
export async function mailStaffCancellation(deps: Deps, input: Parameters<typeof staffCancellationMail>[0]) {
  await queueMail(deps, staffCancellationMail(input));
}
