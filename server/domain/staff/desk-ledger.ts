import type { LedgerWriteResponse } from "../../../src/contract/staff/clients";
import { type DeskMethod, deskMethodLabels } from "../../../src/contract/staff/common";
import { counted, plural } from "../../../src/lib/plural";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../../src/lib/price";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { requestCode } from "../code-messages";
import { balance, grant, purchase, spend } from "../ledger";
import { findMember } from "../members";
import { mailPackReceipt } from "../pack-receipt-mail";
import { writeAudit } from "./audit";
import { ledgerEntryById } from "./clients";
import { deskAdjustmentRefusal } from "./credit-cap";
import type { StaffMember } from "./roles";

export const deskMessages = {
  clientNotFound: "Client introuvable.",
  ownAccount: "Personne ne peut écrire de crédits sur son propre compte : demandez à un collègue.",
  packNotFound: "Pack introuvable.",
  belowZero: (held: number) =>
    `Le solde ne peut pas devenir négatif : ce client n'a que ${counted(held, "crédit")} ${plural(held, "valable")}.`,
  adjusted: (delta: number) =>
    `${delta > 0 ? "+" : "−"}${counted(Math.abs(delta), "crédit")} : solde ajusté.`,
  sold: (name: string, credits: number) =>
    `${name} vendu : ${counted(credits, "crédit")} ${plural(credits, "ajouté")}.`,
  alreadyVerified: "Ce compte est déjà vérifié : aucun code n'est envoyé.",
  noEmail: "Ce client n'a pas d'adresse e-mail : aucun code ne peut lui être envoyé.",
  codeSent: (email: string) => `Un nouveau code de vérification a été envoyé à ${email}.`,
} as const;

/** What the client reads in their own history for a line written at the desk (the reason stays inside). */
export const ADJUSTMENT_LABEL = "Ajustement du centre";

const refuse = (message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});
type Outcome = Refusal | ({ ok: true } & LedgerWriteResponse);

const clientName = (c: { firstName: string; lastName: string; email: string | null }) =>
  `${c.firstName} ${c.lastName}${c.email ? ` <${c.email}>` : ""}`;

/**
 * Credits added or taken by hand, with a reason. Added credits are valid 365 days, as credits given
 * back for a mobile-money payment; taken ones come off the records that expire first, and never
 * more than the client holds (checked and written in one transaction). A receptionist adds no more
 * than the day's cap to one client, and adjusts no staff member's balance (`deskAdjustmentRefusal`).
 */
export function adjustCredits(
  deps: AppDeps,
  staff: StaffMember,
  clientId: number,
  input: { delta: number; reason: string },
): Promise<Outcome> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Outcome> => {
    // Nobody grants themselves credits: a colleague writes them, and the audit log says who.
    if (clientId === staff.id) return refuse(deskMessages.ownAccount, 403);
    const client = await findMember(tx.db, clientId);
    if (!client) return refuse(deskMessages.clientNotFound, 404);
    const capped = await deskAdjustmentRefusal(tx.db, {
      staffId: staff.id,
      clientId,
      clientRole: client.staffRole,
      delta: input.delta,
      now,
    });
    if (capped) return refuse(capped, 403);
    const line = { staffEntry: "adjustment" as const, staffId: staff.id, note: input.reason };
    const { delta } = input;
    const recordId =
      delta > 0
        ? await grant(tx.db, clientId, delta, now, {
            ...line,
            origin: "refund",
            serviceName: ADJUSTMENT_LABEL,
            expiresAt: new Date(now.getTime() + MONEY_REFUND_VALIDITY_DAYS * 86_400_000),
          })
        : await spend(tx.db, clientId, -delta, now, null, { ...line, serviceName: ADJUSTMENT_LABEL });
    if (recordId === null) return refuse(deskMessages.belowZero(await balance(tx.db, clientId, now)));
    await writeAudit(tx, {
      staffId: staff.id,
      action: "client.credits_adjusted",
      clientId,
      summary: `Crédits de ${clientName(client)} ajustés de ${delta > 0 ? "+" : ""}${delta} : ${input.reason}`,
      data: { delta, reason: input.reason },
    });
    return {
      ok: true,
      detail: deskMessages.adjusted(delta),
      total_credits: await balance(tx.db, clientId, now),
      entry: await ledgerEntryById(tx.db, recordId, now),
    };
  });
}

/** A pack sold at the desk: its credits and validity as the pack is now, paid its price by `method`. */
export function sellPack(
  deps: AppDeps,
  staff: StaffMember,
  clientId: number,
  input: { packId: number; method: DeskMethod; reference: string },
): Promise<Outcome> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Outcome> => {
    // Nobody grants themselves credits: a colleague writes them, and the audit log says who.
    if (clientId === staff.id) return refuse(deskMessages.ownAccount, 403);
    const client = await findMember(tx.db, clientId);
    if (!client) return refuse(deskMessages.clientNotFound, 404);
    const pack = await tx.db
      .selectFrom("creditPacks")
      .selectAll()
      .where("id", "=", input.packId)
      .where("isActive", "=", true)
      .executeTakeFirst();
    if (!pack) return refuse(deskMessages.packNotFound, 404);
    const recordId = await purchase(tx.db, clientId, pack, now, {
      staffEntry: "pack_sale",
      saleMethod: input.method,
      saleReference: input.reference || null,
      staffId: staff.id,
    });
    await mailPackReceipt(tx, {
      userId: clientId,
      onceKey: `pack-receipt:desk:${recordId}`,
      packName: pack.name,
      credits: pack.creditNumber,
      amount: pack.realPrice,
      methodName: `${deskMethodLabels[input.method]}, au centre`,
      reference: input.reference || null,
      expiresAt: new Date(now.getTime() + pack.validityDays * 86_400_000),
    });
    await writeAudit(tx, {
      staffId: staff.id,
      action: "client.pack_sold",
      clientId,
      summary: `${pack.name} (${pack.creditNumber} crédits) vendu à ${clientName(client)} : ${formatXofPlain(pack.realPrice)}, ${deskMethodLabels[input.method]}${input.reference ? `, réf. ${input.reference}` : ""}.`,
      data: {
        pack_id: pack.id,
        pack_name: pack.name,
        credits: pack.creditNumber,
        amount: pack.realPrice,
        method: input.method,
        reference: input.reference || null,
      },
    });
    return {
      ok: true,
      detail: deskMessages.sold(pack.name, pack.creditNumber),
      total_credits: await balance(tx.db, clientId, now),
      entry: await ledgerEntryById(tx.db, recordId, now),
    };
  });
}

/** A new verification code for an account not verified yet, under the same limits as the app's. */
export function resendVerificationCode(
  deps: AppDeps,
  staff: StaffMember,
  clientId: number,
): Promise<Refusal | { ok: true; detail: string }> {
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; detail: string }> => {
    const client = await findMember(tx.db, clientId);
    if (!client) return refuse(deskMessages.clientNotFound, 404);
    if (client.isVerified) return refuse(deskMessages.alreadyVerified);
    if (client.email === null) return refuse(deskMessages.noEmail);
    const sent = await requestCode(tx, client.email, client, "register");
    if (!sent.ok) return refuse(sent.message, sent.status);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "client.verification_code_sent",
      clientId,
      summary: `Code de vérification renvoyé à ${clientName(client)}.`,
    });
    return { ok: true, detail: deskMessages.codeSent(client.email) };
  });
}
