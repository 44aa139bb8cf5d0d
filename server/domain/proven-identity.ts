import { isPhoneIdentity } from "../../src/lib/phone";
import { type AppDeps, immediate } from "../deps";
import { markIdentityVerified, setPassword } from "./members";

/** The identity a request names: its phone (E.164) when it gives one, else its e-mail. */
export const identityOf = (input: { email?: string | undefined; phone?: string | undefined }): string =>
  input.phone ?? input.email ?? "";

export type Proof = {
  /** The code went to the identity itself (not to the account's e-mail in its place). */
  provesIdentity: boolean;
  /** A password chosen meanwhile (a claim, a re-registration, a reset), set now. */
  passwordHash: string | null;
  /** A re-registration's names, set now. */
  names?: { firstName: string; lastName: string } | null;
};

/**
 * A code for `identity` came back for account `userId`: the password and names chosen meanwhile
 * are set, and, when the code went to that address, the account may sign in and the address is
 * proven; all in one transaction. A phone another account proved in between keeps its owner: this
 * one is left as it was (answers false).
 */
export function proveIdentity(
  deps: AppDeps,
  userId: number,
  identity: string,
  proof: Proof,
): Promise<boolean> {
  return immediate(deps, async (tx) => {
    if (isPhoneIdentity(identity)) {
      const owner = await tx.db
        .selectFrom("users")
        .select("id")
        .where("telephoneNumber", "=", identity)
        .where("phoneVerified", "=", true)
        .executeTakeFirst();
      if (owner && owner.id !== userId) return false;
    }
    if (proof.passwordHash) await setPassword(tx.db, userId, proof.passwordHash);
    if (proof.names)
      await tx.db
        .updateTable("users")
        .set({ firstName: proof.names.firstName, lastName: proof.names.lastName })
        .where("id", "=", userId)
        .execute();
    if (proof.provesIdentity) await markIdentityVerified(tx.db, userId, identity);
    return true;
  });
}
