import type * as v from "valibot";
import type { profilePatchSchema } from "../../src/contract/accounts";
import { canonicalPhone } from "../../src/lib/phone";
import type { Db, Row } from "../db/tables";
import { userSearchColumns, withUserSearch } from "./user-search";

type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;
export type MemberRow = Row<"users">;

/** Every write to a member's account row. */

/** An account that has an e-mail: every one that can sign in (sign-in is by e-mail). */
export type MemberWithEmail = MemberRow & { email: string };

export function findUserByEmail(db: Db, email: string): Promise<MemberWithEmail | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
}

export function findMember(db: Db, userId: number): Promise<MemberRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}

/**
 * The signed-in member's account: one without an e-mail (a client the desk created with a phone
 * number only) cannot sign in, so is never found here.
 */
export function findSignedInMember(db: Db, userId: number): Promise<MemberWithEmail | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .where("email", "is not", null)
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
}

/** A new, unverified account; null when the e-mail is already taken (even by a parallel request). */
export async function createMember(
  db: Db,
  member: { email: string; firstName: string; lastName: string; passwordHash: string },
  now: Date,
): Promise<number | null> {
  const created = await db
    .insertInto("users")
    .values(withUserSearch({ ...member, createdAt: now }))
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return created?.id ?? null;
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable("users").set({ isVerified: true }).where("id", "=", userId).execute();
}

/** A reset password also proves the e-mail: the account counts as verified. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ passwordHash, isVerified: true }).where("id", "=", userId).execute();
}

/**
 * A confirmed new e-mail, with the searched copy: read again in the caller's transaction, so a
 * name changed meanwhile is not written back over.
 */
export async function setEmail(db: Db, userId: number, email: string): Promise<void> {
  const user = await findMember(db, userId);
  if (!user) return;
  await db
    .updateTable("users")
    .set({ email, ...userSearchColumns({ ...user, email }) })
    .where("id", "=", userId)
    .execute();
}

/** A phone as it is kept: canonical where it is a number, else as typed (still accepted); empty, none. */
export const storedPhone = (typed: string): string | null =>
  typed ? (canonicalPhone(typed) ?? typed) : null;

/** An absent field keeps its value; an empty one clears it. */
function orNull(value: string | undefined, previous: string | null): string | null {
  return value === undefined ? previous : value || null;
}

export async function updateProfile(
  db: Db,
  before: MemberRow,
  patch: ProfilePatch,
  profilePicture: string | null,
): Promise<void> {
  const identity = {
    firstName: patch.first_name ?? before.firstName,
    lastName: patch.last_name ?? before.lastName,
    telephoneNumber:
      patch.telephone_number === undefined ? before.telephoneNumber : storedPhone(patch.telephone_number),
  };
  await db
    .updateTable("users")
    .set({
      ...identity,
      ...userSearchColumns({ ...identity, email: before.email }),
      profilePicture,
      ...(patch.address && {
        country: orNull(patch.address.country, before.country),
        city: orNull(patch.address.city, before.city),
        postalCode: orNull(patch.address.postal_code, before.postalCode),
        address: orNull(patch.address.address, before.address),
      }),
    })
    .where("id", "=", before.id)
    .execute();
}
