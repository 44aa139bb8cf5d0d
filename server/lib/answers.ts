import type { Answer } from "./http";

/** A rule of the domain said no: the HTTP status and the DRF-shaped errors to answer. */
export type Refusal = { ok: false; status: number; errors: Record<string, string[]> };

/** A refusal of one field's value (`detail`: of the request as a whole). */
export const refuseField = (field: string, message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { [field]: [message] },
});

/** A refusal or a result of the domain, as an HTTP answer. */
export function toAnswer<T extends { ok: true }>(result: T | Refusal, okStatus = 200): Answer {
  if (!result.ok) {
    const { errors } = result;
    // A lone `detail` is a plain string in DRF.
    const body = Object.keys(errors).length === 1 && errors.detail ? { detail: errors.detail[0] } : errors;
    return { status: result.status, body };
  }
  const { ok: _ok, ...body } = result;
  return { status: okStatus, body };
}
