import { scryptSync } from "node:crypto";
import { productionCost, type ScryptCost } from "../../../domain/passwords";

/** Every generated client's password (a test centre's: never one that serves real people). */
export const BIG_PASSWORD = "Centre2026!";

/**
 * The one hash every generated client shares, in the format `passwords.ts` writes and checks:
 * computed once, not 20,000 times, with a salt drawn from the seed so two runs write the same bytes.
 */
export function sharedPasswordHash(salt: Buffer, cost: ScryptCost = productionCost): string {
  const key = scryptSync(BIG_PASSWORD.normalize("NFKC"), salt, 32, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
