import { isApiError } from "../api/errors";
import { readRefusal } from "../api/refusal";
import { actionFailure } from "../api/staff";

/**
 * A refused save, as the form shows it: the server's message for each field it names, and one
 * line for the rest (or for a failure with no field at all, such as no network).
 */
export function refusalForForm(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (isApiError(error) && error.kind === "http" && error.status === 400) {
    const refusal = readRefusal(error.data);
    if (Object.keys(refusal.fields).length) return { fields: refusal.fields, message: refusal.message };
  }
  return { fields: {}, message: actionFailure(error) };
}

/** What a number field holds, for the schema: an empty or non-number field is not a number. */
export const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
