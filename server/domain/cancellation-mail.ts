import { brand } from "../../src/brand";
import { counted } from "../../src/lib/plural";
import type { AppDeps } from "../deps";
import { formatXofPlain } from "../lib/money";
import { dakarDateTime } from "./booking-mail";
import { balance } from "./ledger";
import { addresseeColumns, queueForMember } from "./member-messages";
import { cancellationText } from "./phone-texts";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "messengers">;

const credits = (n: number) => counted(n, "crédit");

/** How the cancelled booking had been paid: in credits, in money (how), or not yet. */
export type CancelledPayment = { credits: number } | { xof: number; methodName: string } | null;

/** What the client reads of their money: the credits given back and the new balance, or why none. */
function moneyLine(input: {
  paid: CancelledPayment;
  refunded: number;
  balance: number;
  byStaff: boolean;
}): string {
  const { paid, refunded } = input;
  if (refunded > 0) {
    const given = `${credits(refunded)} ${refunded > 1 ? "ont été ajoutés" : "a été ajouté"} à votre solde`;
    const forMoney =
      paid && "xof" in paid
        ? `, pour votre paiement de ${formatXofPlain(paid.xof)} (${paid.methodName})`
        : "";
    return `${given}${forMoney} ; nouveau solde : ${credits(input.balance)}. Leur date de validité figure dans l'historique de vos crédits.`;
  }
  if (!paid) return "Rien n'avait été payé pour cette réservation : vous n'avez rien à régler.";
  return input.byStaff
    ? "Aucun crédit ne vous a été rendu pour cette réservation."
    : "Aucun crédit ne vous a été rendu pour cette réservation : contactez-nous pour votre paiement.";
}

/**
 * The mail that tells a client their booking is cancelled, by the centre (with its reason) or at
 * their own request: which session, and what happened to what they paid.
 */
export function cancellationMail(input: {
  to: string;
  firstName: string;
  bookingId: number;
  serviceName: string;
  startsAt: Date;
  persons: number;
  /** The centre's reason, when the centre cancelled. */
  staffReason?: string;
  paid: CancelledPayment;
  refunded: number;
  /** The client's balance once the credits came back. */
  balance: number;
}) {
  const byStaff = input.staffReason !== undefined;
  const session = `${input.serviceName}, ${dakarDateTime(input.startsAt)} (heure de Dakar), ${counted(input.persons, "personne")}`;
  const lines = [
    `Bonjour ${input.firstName},`,
    "",
    byStaff
      ? `Votre réservation n° ${input.bookingId} chez ${brand.name} a été annulée par le centre : ${session}.`
      : `Comme vous l'avez demandé, votre réservation n° ${input.bookingId} chez ${brand.name} est annulée : ${session}.`,
    "",
    ...(byStaff ? [`Raison : ${input.staffReason}`, ""] : []),
    moneyLine({ ...input, byStaff }),
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

/** The key that lets a booking's cancellation be told once: a booking is cancelled only once. */
export const cancellationKey = (bookingId: number) => `cancelled:${bookingId}`;

/**
 * Queued in the cancellation's transaction, whoever cancelled: the mail exists exactly when the
 * cancellation was kept. The balance is read there, with the credits just given back.
 */
export async function mailCancellation(
  deps: Deps,
  input: Omit<Parameters<typeof cancellationMail>[0], "to" | "firstName" | "balance"> & { userId: number },
) {
  const { userId, ...mail } = input;
  const client = await deps.db
    .selectFrom("users")
    .select(addresseeColumns)
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const held = await balance(deps.db, userId, deps.clock.now());
  const { to: _, ...news } = cancellationMail({
    ...mail,
    to: "",
    firstName: client.firstName,
    balance: held,
  });
  await queueForMember(
    deps,
    client,
    {
      mail: news,
      phone: cancellationText({
        firstName: client.firstName,
        serviceName: mail.serviceName,
        startsAt: mail.startsAt,
        creditsBack: mail.refunded,
      }),
    },
    { onceKey: cancellationKey(input.bookingId) },
  );
}
