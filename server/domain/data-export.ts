import type { DataExport } from "../../src/contract/account-settings";
import type { Db } from "../db/tables";
import { creditRecordView } from "./credit-records";
import { creditSummary } from "./credits";
import { emailProven } from "./members";
import { preferredChannel } from "./message-channel";

/**
 * Everything the centre keeps about one member, as a file they download: profile, bookings,
 * payments (through the app and at the venue), credit records and the staff's notes about them. Every query is by their id only.
 */
export async function exportMemberData(db: Db, userId: number, now: Date): Promise<DataExport | null> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  // Signing in is by e-mail: an account without one (a client created at the desk) never asks.
  if (!u || u.email === null) return null;
  const bookings = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .selectAll("bookings")
    .select(["slots.date", "slots.startTime", "slots.endTime", "services.name as serviceName"])
    .where("bookings.userId", "=", userId)
    .orderBy("slots.startsAt", "desc")
    .orderBy("bookings.id", "desc")
    .execute();
  const online = await db
    .selectFrom("payments")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .execute();
  const venue = await db
    .selectFrom("venuePayments")
    .innerJoin("bookings", "bookings.id", "venuePayments.bookingId")
    .selectAll("venuePayments")
    .where("bookings.userId", "=", userId)
    .orderBy("venuePayments.paidAt", "desc")
    .execute();
  const records = await db
    .selectFrom("creditRecords")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const notes = await db
    .selectFrom("clientNotes")
    .select(["text", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("id", "desc")
    .execute();
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    exported_at: now.toISOString(),
    profile: {
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      email_verified: emailProven(u),
      phone_verified: u.phoneVerified,
      preferred_channel: preferredChannel(u),
      profile_picture: u.profilePicture,
      telephone_number: u.telephoneNumber,
      address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
      created_at: u.createdAt.toISOString(),
    },
    total_credits: (await creditSummary(db, userId, now)).total_credits,
    bookings: bookings.map((b) => ({
      booking_id: b.id,
      service_name: b.serviceName,
      reserved_for: b.date,
      start_time: b.startTime,
      end_time: b.endTime,
      number_person: b.numberPerson,
      private_option: b.privateOption,
      price: b.price,
      credit_price: b.creditPrice,
      payment_status: b.paymentStatus,
      payment_method: b.paymentMethod,
      reserved_at: b.createdAt.toISOString(),
      cancelled_at: iso(b.cancelledAt),
      attendance: b.attendance,
    })),
    payments: [
      ...online.map((p) => ({
        kind: "online" as const,
        id: p.id,
        purpose: p.purpose,
        booking_id: p.purpose === "booking" ? p.objectId : null,
        method: p.method,
        amount: p.amount,
        status: p.status,
        created_at: p.createdAt.toISOString(),
        settled_at: iso(p.settledAt),
        pack_name: p.packName,
      })),
      ...venue.map((p) => ({
        kind: "venue" as const,
        id: `venue-${p.id}`,
        purpose: "booking" as const,
        booking_id: p.bookingId,
        method: p.method,
        amount: p.amount,
        status: "success",
        created_at: p.paidAt.toISOString(),
        settled_at: p.paidAt.toISOString(),
        pack_name: null,
      })),
    ],
    credit_records: records.map((r) => creditRecordView(r, now)),
    staff_notes: notes.map((n) => ({ text: n.text, created_at: n.createdAt.toISOString() })),
  };
}
