import * as v from "valibot";
import type { OtpPurpose } from "../contract/accounts";
import { bookingHistoryItemSchema } from "../contract/booking";
import { creditPackSchema, creditRecordSchema, mobilePaymentSchema } from "../contract/payments";
import { profileSchema } from "../contract/profile";
import { AppDatabase, pendingPaymentSchema, type SelectedPack, selectedPackSchema } from "./database";
import { reservationDraftSchema } from "./draft-schema";
import { memberTables } from "./member-tables";
import { type QueuedContact, queuedContactSchema } from "./queued-contact";

const CURRENT = "current";

/** The gift flag kept with a visitor's chosen pack while they log in. */
const selectedGiftSchema = v.object({ gift: v.optional(v.boolean(), false) });

/** Typed reads and writes of the local database; a row that no longer parses reads as absent. */
export function createAccessors(db: AppDatabase) {
  async function readParsed<S extends v.GenericSchema>(
    table: AppDatabase["reservationDraft"],
    schema: S,
  ): Promise<v.InferOutput<S> | null> {
    const row = await table.get(CURRENT);
    const parsed = v.safeParse(schema, row?.value);
    return parsed.success ? parsed.output : null;
  }
  /**
   * One member's history at a time on the phone: saving a member's list drops any other member's.
   * A snapshot that no longer parses reads as absent.
   */
  function snapshots<S extends v.GenericSchema>(table: AppDatabase["bookingHistory"], schema: S) {
    const list = v.array(schema);
    return {
      load: async (member: string) => {
        const row = await table.get(member);
        const items = v.safeParse(list, row?.items);
        return row && items.success ? { items: items.output, savedAt: row.savedAt } : null;
      },
      save: (member: string, items: v.InferInput<S>[], savedAt: number) =>
        db.transaction("rw", table, async () => {
          await table.where("member").notEqual(member).delete();
          await table.put({ member, savedAt, items: v.parse(list, items) });
        }),
    };
  }
  const bookingSnapshots = snapshots(db.bookingHistory, bookingHistoryItemSchema);
  const creditSnapshots = snapshots(db.creditHistory, creditRecordSchema);
  const paymentSnapshots = snapshots(db.paymentHistory, mobilePaymentSchema);
  const profileSnapshots = snapshots(db.profileCopy, profileSchema);
  const packSnapshots = snapshots(db.packsCopy, creditPackSchema);
  const otpKey = (email: string, purpose: OtpPurpose) => `${purpose}:${email.trim().toLowerCase()}`;

  return {
    loadReservationDraft: () => readParsed(db.reservationDraft, reservationDraftSchema),
    saveReservationDraft: async (draft: v.InferInput<typeof reservationDraftSchema>) => {
      await db.reservationDraft.put({ key: CURRENT, value: v.parse(reservationDraftSchema, draft) });
    },
    clearReservationDraft: () => db.reservationDraft.delete(CURRENT),

    loadSelectedPack: () => readParsed(db.selectedPack, selectedPackSchema),
    /** Whether the pack kept through login was chosen as a gift (kept beside it, never in it). */
    loadSelectedGift: async () => (await readParsed(db.selectedPack, selectedGiftSchema))?.gift ?? false,
    saveSelectedPack: async (pack: SelectedPack, gift = false) => {
      const value = { ...v.parse(selectedPackSchema, pack), ...(gift ? { gift } : {}) };
      await db.selectedPack.put({ key: CURRENT, value });
    },
    clearSelectedPack: () => db.selectedPack.delete(CURRENT),

    loadPendingPayment: () => readParsed(db.pendingPayment, pendingPaymentSchema),
    savePendingPayment: async (payment: v.InferInput<typeof pendingPaymentSchema>) => {
      await db.pendingPayment.put({ key: CURRENT, value: v.parse(pendingPaymentSchema, payment) });
    },
    clearPendingPayment: () => db.pendingPayment.delete(CURRENT),

    /** The resend countdown's end time (epoch ms) for one e-mail and purpose, or null. */
    getOtpResendDeadline: async (email: string, purpose: OtpPurpose) => {
      const row = await db.otpResend.get(otpKey(email, purpose));
      return typeof row?.value === "number" && Number.isFinite(row.value) ? row.value : null;
    },
    setOtpResendDeadline: async (email: string, purpose: OtpPurpose, deadline: number) => {
      await db.otpResend.put({ key: otpKey(email, purpose), value: deadline });
    },
    clearOtpResendDeadline: (email: string, purpose: OtpPurpose) =>
      db.otpResend.delete(otpKey(email, purpose)),

    /** The last bookings and credit records loaded for a member, with when (epoch ms). */
    loadBookingHistory: bookingSnapshots.load,
    saveBookingHistory: bookingSnapshots.save,
    loadCreditHistory: creditSnapshots.load,
    saveCreditHistory: creditSnapshots.save,
    loadPaymentHistory: paymentSnapshots.load,
    savePaymentHistory: paymentSnapshots.save,
    /** Mon Profil (a list of one) and the packs as last loaded, with when. */
    loadProfileCopy: profileSnapshots.load,
    saveProfileCopy: profileSnapshots.save,
    loadPacksCopy: packSnapshots.load,
    savePacksCopy: packSnapshots.save,

    /** The contact outbox, oldest first; a row that no longer parses is left out. */
    listContactOutbox: async (): Promise<QueuedContact[]> => {
      const rows = await db.contactOutbox.toArray();
      return rows
        .flatMap((row) => {
          const parsed = v.safeParse(queuedContactSchema, row);
          return parsed.success ? [parsed.output] : [];
        })
        .sort((a, b) => a.queuedAt - b.queuedAt);
    },
    /** Keeps a message, in place of `replacing` (a refused one the sender fixed) in one step. */
    putContactMessage: (item: QueuedContact, replacing: string | null = null) =>
      db.transaction("rw", db.contactOutbox, async () => {
        if (replacing && replacing !== item.key) await db.contactOutbox.delete(replacing);
        await db.contactOutbox.put(v.parse(queuedContactSchema, item));
      }),
    removeContactMessage: (key: string) => db.contactOutbox.delete(key),

    /**
     * Logout: nothing of the member stays on the phone. The contact outbox stays: it holds messages
     * already sent by whoever held the phone; wiping it would drop them silently, and they leave the
     * phone as soon as the network returns. Each records its writer, and only they are shown it.
     */
    clearMemberData: async () => {
      await Promise.all(memberTables.map((name) => db.table(name).clear()));
    },
  };
}

export const localDb = createAccessors(new AppDatabase());
