import { eq } from "drizzle-orm";
import type { Profile } from "../../src/contract/profile";
import type { Db } from "../db/schema";
import { users } from "../db/schema";
import { creditSummary } from "./credits";

export function profileOf(db: Db, userId: number, now: Date): Profile | null {
  const u = db.select().from(users).where(eq(users.id, userId)).get();
  if (!u) return null;
  return {
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    profile_picture: u.profilePicture,
    telephone_number: u.telephoneNumber,
    address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
    ...creditSummary(db, userId, now),
  };
}
