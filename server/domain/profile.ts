import type { Profile } from "../../src/contract/profile";
import type { Db } from "../db/tables";
import { creditSummary } from "./credits";

export async function profileOf(db: Db, userId: number, now: Date): Promise<Profile | null> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  // Signing in is by e-mail: an account without one (a client created at the desk) never asks.
  if (!u || u.email === null) return null;
  return {
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    profile_picture: u.profilePicture,
    telephone_number: u.telephoneNumber,
    address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
    ...(await creditSummary(db, userId, now)),
    role: u.staffRole,
  };
}
