import { brand } from "../../src/brand";
import { counted } from "../../src/lib/plural";
import type { AppDeps } from "../deps";
import { formatXofPlain } from "../lib/money";
import { dakarDate, dakarDateTime } from "./booking-mail";
import { balance } from "./ledger";
import { addresseeColumns, queueForMember } from "./member-messages";
import { packReceiptText } from "./phone-texts";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "messengers">;

const credits = (n: number) => counted(n, "crédit");

/** The receipt of a pack bought and paid: what it added, what it cost, how, when, the new balance. */
export function packReceiptMail(input: {
  to: string;
  firstName: string;
  packName: string;
  credits: number;
  amount: number;
  methodName: string;
  reference: string | null;
  paidAt: Date;
  expiresAt: Date;
  balance: number;
}) {
  const lines = [
    `Bonjour ${input.firstName},`,
    "",
    `Merci pour votre achat chez ${brand.name}. Voici votre reçu.`,
    "",
    `Pack : ${input.packName}`,
    `Crédits ajoutés : ${credits(input.credits)}, valables jusqu'au ${dakarDate(input.expiresAt)}`,
    `Montant payé : ${formatXofPlain(input.amount)}`,
    `Moyen de paiement : ${input.methodName}`,
    ...(input.reference ? [`Référence du paiement : ${input.reference}`] : []),
    `Date : ${dakarDateTime(input.paidAt)} (heure de Dakar)`,
    `Nouveau solde : ${credits(input.balance)}`,
    "",
    "Vos crédits se dépensent au moment de réserver, depuis l'application.",
    "",
    "À bientôt,",
    `L'équipe ${brand.name}`,
  ];
  return {
    to: input.to,
    subject: `Reçu : ${input.packName} — ${brand.name}`,
    text: lines.join("\n"),
  };
}

/**
 * Queues the receipt in the transaction that credited the pack, under `onceKey` (the payment, or
 * the desk's sale): a payment told twice by its provider has one receipt. The balance is read
 * there, with the pack's credits.
 */
export async function mailPackReceipt(
  deps: Deps,
  input: Omit<Parameters<typeof packReceiptMail>[0], "to" | "firstName" | "balance" | "paidAt"> & {
    userId: number;
    onceKey: string;
  },
) {
  const { userId, onceKey, ...receipt } = input;
  const client = await deps.db
    .selectFrom("users")
    .select(addresseeColumns)
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const now = deps.clock.now();
  const held = await balance(deps.db, userId, now);
  const { to: _, ...mail } = packReceiptMail({
    ...receipt,
    to: "",
    firstName: client.firstName,
    paidAt: now,
    balance: held,
  });
  const phone = packReceiptText({
    firstName: client.firstName,
    packName: receipt.packName,
    credits: receipt.credits,
    balance: held,
  });
  await queueForMember(deps, client, { mail, phone }, { onceKey });
}
