import type { Profile } from "../../src/contract/profile";
import type { Db } from "../db/tables";
import { creditSummary } from "./credits";
import { emailProven } from "./members";
import { preferredChannel } from "./message-channel";

export async function profileOf(db: Db, userId: number, now: Date): Promise<Profile | null> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!u) return null;
  return {
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    email_verified: emailProven(u),
    phone_verified: u.phoneVerified,
    preferred_channel: preferredChannel(u),
    profile_picture: u.profilePicture,
    telephone_number: u.telephoneNumber,
    address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
    ...(await creditSummary(db, userId, now)),
    role: u.staffRole,
  };
}
