import type * as v from "valibot";
import type { registerRequestSchema } from "../../src/contract/accounts";
import { isPhoneIdentity } from "../../src/lib/phone";
import { type AppDeps, immediate } from "../deps";
import { requestCode, sendAccountExists } from "./code-messages";
import { createMember, findUserByIdentity, findUserByVerifiedPhone } from "./members";
import { hashPassword } from "./passwords";
import { acceptedPhone } from "./phone-countries";
import { NO_PASSWORD_YET } from "./staff/team";

type Input = v.InferOutput<typeof registerRequestSchema>;

/**
 * A sign-up, by e-mail or by phone. The answer is the same whatever the address's state, so
 * signing up tells nobody who is a member; only the address's owner hears what happened:
 * - new: an account, unverified, and a code;
 * - an account not verified yet (an unfinished sign-up) or a client the desk created who never
 *   signed in: a code, carrying the password chosen now, set only when the code comes back (so
 *   nobody sets a password on an account they cannot prove is theirs);
 * - a proven account: its owner is told someone tried.
 * A phone number of a country the centre does not accept gets nothing (the same answer).
 */
export async function register(deps: AppDeps, input: Input, address: string | null): Promise<void> {
  const identity = input.phone ?? input.email ?? "";
  const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
  const phone = isPhoneIdentity(identity);
  if (phone && !acceptedPhone(identity, deps.config.phoneCountries)) return;
  const found = await immediate(deps, async (tx) => {
    const existing = await findUserByIdentity(tx.db, identity);
    if (existing) return { existing };
    const id = await createMember(
      tx.db,
      {
        email: phone ? null : identity,
        telephoneNumber: phone ? identity : null,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
      },
      tx.clock.now(),
    );
    return id === null
      ? null
      : { created: { id, email: phone ? null : identity, firstName: input.first_name } };
  });
  if (!found) return;
  const options = { channel: input.channel, address };
  if (found.created) {
    await requestCode(deps, identity, found.created, "register", options);
    return;
  }
  const user = found.existing;
  if (!user) return;
  const proven = phone ? (await findUserByVerifiedPhone(deps.db, identity))?.id === user.id : user.isVerified;
  if (proven && user.passwordHash !== NO_PASSWORD_YET) {
    await sendAccountExists(deps, identity, user, address);
    return;
  }
  // A desk's client keeps the names the desk wrote; an unfinished sign-up takes the last one's,
  // once its code comes back (not before: anyone may type someone else's number).
  const pendingNames =
    user.passwordHash === NO_PASSWORD_YET
      ? undefined
      : { firstName: input.first_name, lastName: input.last_name };
  await requestCode(deps, identity, user, "register", {
    ...options,
    pendingPasswordHash: passwordHash,
    pendingNames,
  });
}
