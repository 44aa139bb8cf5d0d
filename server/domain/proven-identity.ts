import { type AppDeps, immediate } from "../deps";
import { markIdentityVerified, setPassword } from "./members";

/** The identity a request names: its phone (E.164) when it gives one, else its e-mail. */
export const identityOf = (input: { email?: string | undefined; phone?: string | undefined }): string =>
  input.phone ?? input.email ?? "";

/**
 * A code sent to `identity` came back for account `userId`: the account may sign in and that
 * address is proven; a password chosen meanwhile (a claim, a reset) is set in the same
 * transaction. A phone another account proved in between keeps its owner: this one stays as it was.
 */
export function proveIdentity(
  deps: AppDeps,
  userId: number,
  identity: string,
  passwordHash: string | null,
): Promise<boolean> {
  return immediate(deps, async (tx) => {
    if (identity.startsWith("+")) {
      const owner = await tx.db
        .selectFrom("users")
        .select("id")
        .where("telephoneNumber", "=", identity)
        .where("phoneVerified", "=", true)
        .executeTakeFirst();
      if (owner && owner.id !== userId) return false;
    }
    if (passwordHash) await setPassword(tx.db, userId, passwordHash);
    await markIdentityVerified(tx.db, userId, identity);
    return true;
  });
}
