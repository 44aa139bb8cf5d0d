import { randomBytes } from "node:crypto";
import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { accountSettingsMessages } from "../../src/contract/account-settings";
import { type AppDeps, afterCommit, immediate } from "../deps";
import { cancelInTransaction } from "./booking-cancel";
import { voidPendingPayments } from "./provider-payments";
import { eraseNotes } from "./staff/client-notes";
import { revokeAllForUser } from "./tokens";
import { withUserSearch } from "./user-search";

/** What an erased account is called wherever its bookings and payments are still listed. */
export const erasedNames = { firstName: "Compte", lastName: "supprimé" } as const;
/** An erased account's e-mail ends so: `.invalid` is never delivered (RFC 2606). */
export const ERASED_EMAIL_DOMAIN = "compte-supprime.invalid";
/** Matches no password: the stored hashes all start with `scrypt$`. */
const NO_PASSWORD = "erased";
const AVATAR_PREFIX = "/media/avatars/";

export type DeletionResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Erases a member's personal data at their request and keeps what the accounts of the centre must
 * keep: bookings, payments, credit records and movements, and the staff's audit log stay, tied to an
 * account now named « Compte supprimé » with an address nobody can receive mail at (so the real one
 * can be registered again) and no password (so it can never sign in).
 *
 * A confirmed booking still to come refuses the deletion: it holds a place, may have been paid, and
 * only its own cancellation (from Mes réservations, under the usual cut-off and refund rules) can
 * settle it fairly; cancelling it here would hand a refund to an account about to vanish. A booking
 * only held for a payment that never came is let go: nothing was paid, its places are freed. Credits
 * left on the account are lost with it (the app says so before asking for the password).
 */
export function deleteAccount(deps: AppDeps, userId: number): Promise<DeletionResult> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<DeletionResult> => {
    const user = await tx.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!user) return { ok: false, status: 404, message: accountSettingsMessages.deleted };
    if (user.staffRole) return { ok: false, status: 409, message: accountSettingsMessages.staffAccount };
    const open = await tx.db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .innerJoin("services", "services.id", "bookings.serviceId")
      .selectAll("bookings")
      .select(["services.name as serviceName", "slots.startsAt as slotStartsAt"])
      .where("bookings.userId", "=", userId)
      .where("bookings.cancelledAt", "is", null)
      .where("slots.endsAt", ">", now)
      .execute();
    const confirmed = open.filter((b) => b.confirmedAt !== null);
    if (confirmed.length > 0)
      return { ok: false, status: 409, message: accountSettingsMessages.upcomingBookings(confirmed.length) };
    for (const { serviceName, slotStartsAt, ...booking } of open)
      await cancelInTransaction(tx, booking, { serviceName, startsAt: slotStartsAt }, now, { refund: false });
    // A pack checkout still open: voided, so money that came in anyway is given back as for any
    // voided payment, never turned into credits of an erased account.
    const packs = await tx.db
      .selectFrom("payments")
      .select("objectId")
      .where("userId", "=", userId)
      .where("purpose", "=", "pack")
      .where("status", "=", "pending")
      .execute();
    for (const pack of packs) await voidPendingPayments(tx, userId, "pack", pack.objectId, now);

    const erased = {
      ...erasedNames,
      email: `supprime-${userId}-${randomBytes(6).toString("hex")}@${ERASED_EMAIL_DOMAIN}`,
      telephoneNumber: null,
    };
    await tx.db
      .updateTable("users")
      .set({
        ...withUserSearch(erased),
        passwordHash: NO_PASSWORD,
        profilePicture: null,
        country: null,
        city: null,
        postalCode: null,
        address: null,
        isVerified: false,
        phoneVerified: false,
        emailVerified: false,
        preferredChannel: null,
      })
      .where("id", "=", userId)
      .execute();
    await revokeAllForUser(tx, userId);
    await tx.db.deleteFrom("otpCodes").where("userId", "=", userId).execute();
    // Stored answers of the member's requests may repeat their name or address.
    await tx.db.deleteFrom("idempotencyKeys").where("userId", "=", userId).execute();
    await tx.db.deleteFrom("uploadTurns").where("userId", "=", userId).execute();
    await tx.db.deleteFrom("uploadEvents").where("userId", "=", userId).execute();
    // The staff's notes on them (health, preferences) are personal data too.
    await eraseNotes(tx.db, userId);
    // Messages not sent yet (a code, a notice), by mail, SMS or WhatsApp, no longer go; those
    // sent are no longer kept either.
    const addresses = [user.email, user.telephoneNumber].filter((a): a is string => Boolean(a));
    if (addresses.length) {
      await tx.db.deleteFrom("mailQueue").where("to", "in", addresses).execute();
      await tx.db.deleteFrom("mailOutbox").where("to", "in", addresses).execute();
    }
    const picture = user.profilePicture;
    if (picture?.startsWith(AVATAR_PREFIX)) {
      await tx.db.deleteFrom("storedFiles").where("path", "=", picture).execute();
      // A picture from before they were kept in the database sits in the data folder.
      const file = join(tx.config.mediaDir, "avatars", picture.slice(AVATAR_PREFIX.length));
      afterCommit(tx, () => void unlink(file).catch(() => undefined));
    }
    return { ok: true };
  });
}
