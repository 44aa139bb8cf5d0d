import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type { profilePatchSchema } from "../../src/contract/accounts";
import type { Db } from "../db/schema";
import { users } from "../db/schema";

type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;
export type MemberRow = typeof users.$inferSelect;

/** Every write to a member's account row. */

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
}

export function findMember(db: Db, userId: number) {
  return db.select().from(users).where(eq(users.id, userId)).get();
}

/** A new, unverified account; null when the e-mail is already taken (even by a parallel request). */
export function createMember(
  db: Db,
  member: { email: string; firstName: string; lastName: string; passwordHash: string },
  now: Date,
): number | null {
  const created = db
    .insert(users)
    .values({ ...member, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id })
    .get();
  return created?.id ?? null;
}

export function markVerified(db: Db, userId: number) {
  db.update(users).set({ isVerified: true }).where(eq(users.id, userId)).run();
}

/** A reset password also proves the e-mail: the account counts as verified. */
export function setPassword(db: Db, userId: number, passwordHash: string) {
  db.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, userId)).run();
}

/** An absent field keeps its value; an empty one clears it. */
function orNull(value: string | undefined, previous: string | null): string | null {
  return value === undefined ? previous : value || null;
}

export function updateProfile(db: Db, before: MemberRow, patch: ProfilePatch, profilePicture: string | null) {
  db.update(users)
    .set({
      firstName: patch.first_name ?? before.firstName,
      lastName: patch.last_name ?? before.lastName,
      telephoneNumber:
        patch.telephone_number === undefined ? before.telephoneNumber : patch.telephone_number || null,
      profilePicture,
      ...(patch.address && {
        country: orNull(patch.address.country, before.country),
        city: orNull(patch.address.city, before.city),
        postalCode: orNull(patch.address.postal_code, before.postalCode),
        address: orNull(patch.address.address, before.address),
      }),
    })
    .where(eq(users.id, before.id))
    .run();
}
