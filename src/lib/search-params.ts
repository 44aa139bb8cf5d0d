import * as v from "valibot";
import { datePresets, isDay } from "./calendar-day";

/**
 * Search params of every route. A value that does not fit falls back to its default:
 * a hand-edited or stale link never breaks a page.
 */
const intIn = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((raw) => (typeof raw === "number" ? raw : raw.trim() === "" ? Number.NaN : Number(raw))),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

const optionalInt = (min: number, max: number) => v.fallback(v.optional(intIn(min, max)), undefined);

const flag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(["true", "false", "1", "0"])]),
      v.transform((raw) => raw === true || raw === "true" || raw === "1"),
    ),
  ),
  undefined,
);

const text = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max))), undefined);

/** Only a same-origin path is honoured as a place to return to after login. */
export const safeRedirect = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      // A path of this app, never another site, and never an account page: going back to the
      // login page after logging in would nest redirects.
      v.check((path) => /^\/(?![/\\])[^\s]*$/.test(path) && !/^\/auth(\/|\?|#|$)/.test(path)),
    ),
  ),
  undefined,
);

const email = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())), undefined);

export const servicesSearch = v.object({ page: optionalInt(1, 10_000), q: text(100) });
/** The wizard's URL: step, service, type and private only; the rest of the draft is in its store. */
export const reservationSearch = v.object({
  step: optionalInt(1, 4),
  service: optionalInt(1, Number.MAX_SAFE_INTEGER),
  type: v.fallback(v.optional(v.picklist(["custom"])), undefined),
  private: flag,
});
export const confirmationSearch = v.object({
  status: v.fallback(v.optional(v.picklist(["success", "error"])), undefined),
  message: text(500),
});
/**
 * Where the wallet's checkout returns to. Only the payment's id is read: whether it was paid is
 * asked of the server, never taken from the URL.
 */
export const paymentCallbackSearch = v.object({
  payment: v.fallback(
    v.optional(
      // The router reads a search value that looks like a number as one.
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.integer())]),
        v.transform(String),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{1,100}$/),
      ),
    ),
    undefined,
  ),
  purpose: v.fallback(v.optional(v.picklist(["booking", "pack"])), undefined),
});
export const loginSearch = v.object({
  redirect: safeRedirect,
  verification: v.fallback(v.optional(v.picklist(["success"])), undefined),
});
/**
 * The phone a code went to: any text here, read through `canonicalPhone` by the screens that show
 * it (their own files, not the first screen's), and by the server again.
 */
const phone = v.fallback(v.optional(v.string()), undefined);
const channel = v.fallback(v.optional(v.picklist(["sms", "whatsapp"])), undefined);

export const otpSearch = v.object({
  email,
  phone,
  channel,
  purpose: v.fallback(v.optional(v.picklist(["register", "reset_password", "login"])), undefined),
  autoVerify: flag,
  redirect: safeRedirect,
});
/** Where to go once the new account is verified and logged in (the booking a visitor started). */
export const registerSearch = v.object({ redirect: safeRedirect });
export const resetPasswordSearch = v.object({ email, phone });
/** Mot de passe oublié: by e-mail unless the visitor came from the phone's sign-in. */
export const forgotSearch = v.object({
  by: v.fallback(v.optional(v.picklist(["email", "phone"])), undefined),
});

const day = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => isDay(value)),
    ),
  ),
  undefined,
);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.fallback(v.optional(v.picklist(values)), undefined);

/** 'Mes réservations': search, state, payment, period (custom: from and to) and page. */
export const bookingsSearch = v.pipe(
  v.object({
    q: text(100),
    state: oneOf(["upcoming", "ongoing", "past", "cancelled"]),
    payment: oneOf(["pending", "paid", "failed", "unpaid"]),
    period: oneOf(datePresets),
    from: day,
    to: day,
    page: optionalInt(1, 10_000),
  }),
  // A custom period that cannot apply (a day missing, or the start after the end) falls back to
  // no period, like any other value that does not fit: a shared link never shows a dead filter.
  v.transform((search) =>
    search.period === "custom" && (!search.from || !search.to || search.from > search.to)
      ? { ...search, period: undefined, from: undefined, to: undefined }
      : search,
  ),
);
/** The credit history: search, origin, status, optional start and end days, and page. */
export const transactionsSearch = v.object({
  q: text(100),
  origin: oneOf(["purchase", "booking", "refund"]),
  status: oneOf(["active", "expired"]),
  from: day,
  to: day,
  page: optionalInt(1, 10_000),
});

/** Wraps a schema as TanStack Router's `validateSearch`: never throws. */
export function searchValidator<S extends v.GenericSchema>(schema: S) {
  return (raw: Record<string, unknown>): v.InferOutput<S> => v.parse(schema, raw);
}

/** A path parameter that cannot be what the route needs (the route's error component says so). */
export class InvalidParamError extends Error {
  constructor(readonly param: string) {
    super(`Paramètre invalide : ${param}`);
    this.name = "InvalidParamError";
  }
}

/** `/services/$id`: a positive integer of at most 9 digits, else the page says the id is invalid. */
export function parseServiceId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new InvalidParamError("id");
  return id;
}
