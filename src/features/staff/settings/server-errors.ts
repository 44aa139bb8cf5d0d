import { isApiError } from "../../../api/errors";
import { readRefusal } from "../../../api/refusal";
import type { FieldErrors } from "../../../lib/form-errors";

/** The fields a refusal names, each with its first message, to show under them. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.kind !== "http") return {};
  return readRefusal(error.data).fields;
}
