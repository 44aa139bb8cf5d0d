import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import { frAccount } from "../../i18n/fr-account";
import type { FieldErrors } from "../../lib/form-errors";

/**
 * A refused account request as its window shows it: the server's messages under their fields,
 * or one line when none belongs to a field (a limit, a booking still to come, no network).
 */
export function accountFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: frAccount.refused };
  if (error.kind !== "http") return { fields: {}, message: error.message || frAccount.failed };
  const refusal = readRefusal(error.data);
  if (Object.keys(refusal.fields).length > 0) return { fields: refusal.fields, message: null };
  return { fields: {}, message: refusalText(refusal) ?? frAccount.refused };
}
