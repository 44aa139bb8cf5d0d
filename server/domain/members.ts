import type * as v from "valibot";
import type { profilePatchSchema } from "../../src/contract/accounts";
import { canonicalPhone, isPhoneIdentity } from "../../src/lib/phone";
import type { Db, Row } from "../db/tables";
import { NO_PASSWORD_YET } from "./staff/team";
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

/** What a signed-in member's password checks are counted under, as their sign-in's are. */
export const signInKey = (user: Pick<MemberRow, "id" | "email" | "telephoneNumber">) =>
  user.email ?? user.telephoneNumber ?? `compte:${user.id}`;

/** A proven phone, set in place of the account's number, with the searched copy. */
export async function setProvenPhone(db: Db, userId: number, phone: string): Promise<void> {
  const user = await findMember(db, userId);
  if (!user) return;
  await db
    .updateTable("users")
    .set({
      telephoneNumber: phone,
      phoneVerified: true,
      ...userSearchColumns({ ...user, telephoneNumber: phone }),
    })
    .where("id", "=", userId)
    .execute();
}

/**
 * Whether the account's e-mail is proven: marked so by a code, or the account was verified while
 * its phone was not (before phones could sign in, and in the seeds, an account was verified by
 * its e-mail only).
 */
export const emailProven = (
  user: Pick<MemberRow, "email" | "emailVerified" | "isVerified" | "phoneVerified">,
) => user.email !== null && (user.emailVerified || (user.isVerified && !user.phoneVerified));

/** The account whose phone is proven to be `phone` (E.164): one at most. */
export function findUserByVerifiedPhone(db: Db, phone: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("telephoneNumber", "=", phone)
    .where("phoneVerified", "=", true)
    .executeTakeFirst();
}

/**
 * The account a phone's codes and sign-in are for: the one whose phone is proven to be it; else
 * the newest that may still claim it by a code: a client the desk created (never signed in), or an
 * account without e-mail whose number is not proven yet (a sign-up by phone not verified, a number
 * an admin changed). Never an account with an e-mail that only typed the number in its profile: a
 * code to that number must not open someone else's account.
 */
export async function findUserByPhone(db: Db, phone: string): Promise<MemberRow | undefined> {
  const proven = await findUserByVerifiedPhone(db, phone);
  if (proven) return proven;
  return db
    .selectFrom("users")
    .selectAll()
    .where("telephoneNumber", "=", phone)
    .where("staffRole", "is", null)
    .where((eb) =>
      eb.or([
        eb("passwordHash", "=", NO_PASSWORD_YET),
        eb.and([eb("email", "is", null), eb("phoneVerified", "=", false)]),
      ]),
    )
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The account an identity names: a phone (E.164, `+…`) or an e-mail. */
export const findUserByIdentity = (db: Db, identity: string): Promise<MemberRow | undefined> =>
  isPhoneIdentity(identity) ? findUserByPhone(db, identity) : findUserByEmail(db, identity);

/**
 * A code sent to `identity` came back: the account may sign in, and that address is proven. One
 * account at most has a number proven (a unique index); others may still have typed it, unproven.
 */
export async function markIdentityVerified(db: Db, userId: number, identity: string): Promise<void> {
  if (!isPhoneIdentity(identity)) {
    await db
      .updateTable("users")
      .set({ isVerified: true, emailVerified: true })
      .where("id", "=", userId)
      .execute();
    return;
  }
  await db
    .updateTable("users")
    .set({ isVerified: true, phoneVerified: true })
    .where("id", "=", userId)
    .execute();
}

/** A new, unverified account; null when the e-mail is already taken (even by a parallel request). */
export async function createMember(
  db: Db,
  member: {
    email: string | null;
    telephoneNumber?: string | null;
    firstName: string;
    lastName: string;
    passwordHash: string;
  },
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
  // A number changed is not proven any more, and its messages go by e-mail until it is.
  const phoneChanged = identity.telephoneNumber !== before.telephoneNumber;
  await db
    .updateTable("users")
    .set({
      ...identity,
      ...userSearchColumns({ ...identity, email: before.email }),
      ...(phoneChanged && { phoneVerified: false }),
      ...(phoneChanged &&
        before.preferredChannel !== "email" &&
        before.preferredChannel !== null && { preferredChannel: null }),
      ...(patch.preferred_channel && { preferredChannel: patch.preferred_channel }),
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
