import { randomInt } from "node:crypto";
import { brand } from "../../../src/brand";
import type { PaidGift } from "../../../src/contract/payments";
import { type GiftCode, promoMessages } from "../../../src/contract/promos";
import { counted } from "../../../src/lib/plural";
import type { Db, Row } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { dakarDate } from "../booking-mail";
import { purchase } from "../ledger";
import { queueMail } from "../mail-queue";
import type { PaymentRow } from "../provider-payments";
import { writeAudit } from "../staff/audit";

/**
 * A pack bought as a gift: its payment's success writes a code instead of credits; the receiver,
 * signed in, redeems it once into the pack's credits, valid for the pack's days from then.
 */

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config">;
type Pack = { name: string; creditNumber: number; realPrice: number; validityDays: number };

/** Letters and digits that cannot be misread for one another (no O/0, I/1). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const newGiftCode = () =>
  `CADEAU-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

const credits = (n: number) => counted(n, "crédit");

/**
 * The gift a payment bought, kept once (a unique index on the payment: a provider's second word
 * writes nothing), and its mail to the buyer with the code to give.
 */
export async function keepGift(deps: Deps, payment: PaymentRow, pack: Pack, now: Date) {
  const code = newGiftCode();
  const inserted = await deps.db
    .insertInto("giftCodes")
    .values({
      code,
      paymentId: payment.id,
      buyerId: payment.userId,
      packName: pack.name,
      packCredits: pack.creditNumber,
      packValidityDays: pack.validityDays,
      price: pack.realPrice,
      createdAt: now,
    })
    .onConflict((oc) => oc.column("paymentId").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
  const buyer = await deps.db
    .selectFrom("users")
    .select(["email", "firstName"])
    .where("id", "=", payment.userId)
    .executeTakeFirst();
  if (!buyer?.email) return;
  const text = [
    `Bonjour ${buyer.firstName},`,
    "",
    `Merci pour votre cadeau chez ${brand.name}.`,
    "",
    `Pack offert : ${pack.name} (${credits(pack.creditNumber)})`,
    `Montant payé : ${formatXofPlain(pack.realPrice)}`,
    `Code cadeau : ${code}`,
    "",
    `Donnez ce code à la personne à qui vous offrez le pack : connectée à l'application, elle le saisit dans « J'ai un code cadeau » (page Packs). Les crédits sont valables ${counted(pack.validityDays, "jour")} à partir de ce moment.`,
    "",
    "À bientôt,",
    `L'équipe ${brand.name}`,
  ].join("\n");
  await queueMail(
    deps,
    { to: buyer.email, subject: `Votre code cadeau — ${brand.name}`, text },
    { onceKey: `gift-code:${payment.id}` },
  );
}

const giftJson = (g: Row<"giftCodes">): GiftCode => ({
  code: g.code,
  pack_name: g.packName,
  credits: g.packCredits,
  validity_days: g.packValidityDays,
  created_at: g.createdAt.toISOString(),
  redeemed: g.redeemedAt !== null,
});

/**
 * The gift a paid gift payment gave, for its buyer's page: the code, and whether its mail went out
 * (a buyer known by phone only has none).
 */
export async function giftOfPayment(db: Db, payment: PaymentRow): Promise<PaidGift | undefined> {
  if (!payment.gift || payment.status !== "success") return undefined;
  const row = await db
    .selectFrom("giftCodes")
    .innerJoin("users", "users.id", "giftCodes.buyerId")
    .select(["giftCodes.code", "giftCodes.packName", "giftCodes.packCredits", "users.email"])
    .where("giftCodes.paymentId", "=", payment.id)
    .where("giftCodes.buyerId", "=", payment.userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { code: row.code, pack_name: row.packName, credits: row.packCredits, mailed: Boolean(row.email) };
}

/** The gift codes a member bought, newest first. */
export async function giftsBoughtBy(db: Db, userId: number): Promise<GiftCode[]> {
  const rows = await db
    .selectFrom("giftCodes")
    .selectAll()
    .where("buyerId", "=", userId)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map(giftJson);
}

const refuse = (message: string): Refusal => ({ ok: false, status: 400, errors: { code: [message] } });

/** The gift's credits expire its pack's days after it was redeemed. */
const giftExpiry = (gift: Row<"giftCodes">, redeemedAt: Date) =>
  new Date(redeemedAt.getTime() + gift.packValidityDays * 86_400_000);

const redeemed = (gift: Row<"giftCodes">, redeemedAt: Date) => ({
  ok: true as const,
  detail: promoMessages.giftDone(credits(gift.packCredits)),
  credits: gift.packCredits,
  expires_at: giftExpiry(gift, redeemedAt).toISOString(),
});

/**
 * Redeems a gift code into the member's credits, once: the code is marked in the same immediate
 * transaction that writes the credits (both ledgers) and the audit line, so two redemptions at
 * once, from any processes, give the credits to one only.
 */
export function redeemGift(deps: AppDeps, userId: number, code: string) {
  const now = deps.clock.now();
  return immediate(
    deps,
    async (tx): Promise<Refusal | { ok: true; detail: string; credits: number; expires_at: string }> => {
      const gift = await tx.db
        .selectFrom("giftCodes")
        .selectAll()
        .where("code", "=", code)
        .executeTakeFirst();
      if (!gift) return refuse(promoMessages.giftUnknown);
      // Asked again by whoever redeemed it (an answer lost, a retry): the same answer, nothing more.
      if (gift.redeemedAt !== null && gift.redeemedBy === userId) return redeemed(gift, gift.redeemedAt);
      if (gift.redeemedAt !== null) return refuse(promoMessages.giftRedeemed);
      if (gift.buyerId === userId) return refuse(promoMessages.giftOwn);
      await tx.db
        .updateTable("giftCodes")
        .set({ redeemedBy: userId, redeemedAt: now })
        .where("id", "=", gift.id)
        .where("redeemedAt", "is", null)
        .execute();
      const pack = {
        name: `Cadeau : ${gift.packName}`,
        creditNumber: gift.packCredits,
        realPrice: gift.price,
        validityDays: gift.packValidityDays,
      };
      await purchase(tx.db, userId, pack, now);
      const expiresAt = giftExpiry(gift, now);
      await writeAudit(tx, {
        staffId: null,
        action: "gift.redeemed",
        clientId: userId,
        summary: `Code cadeau ${gift.code} utilisé : ${gift.packName} (${credits(gift.packCredits)}), offert par le client n° ${gift.buyerId}, valable jusqu'au ${dakarDate(expiresAt)}.`,
        data: {
          gift_id: gift.id,
          buyer_id: gift.buyerId,
          credits: gift.packCredits,
          payment_id: gift.paymentId,
        },
      });
      return redeemed(gift, now);
    },
  );
}
