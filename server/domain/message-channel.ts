import type { Channel } from "../db/tables/accounts";
import type { AppDeps } from "../deps";
import type { PhoneChannel } from "../messaging/message";

/** Who a message goes to: what of a member's row decides its channel and address. */
export type Addressee = {
  email: string | null;
  emailVerified: boolean;
  telephoneNumber: string | null;
  phoneVerified: boolean;
  preferredChannel: Channel | null;
};

/** The channel the member chose, or the one they signed up with: e-mail if they have one. */
export const preferredChannel = (user: Pick<Addressee, "email" | "preferredChannel">): Channel =>
  user.preferredChannel ?? (user.email ? "email" : "sms");

/** The phone channels the centre offers now (each needs its provider, or demo mode's outbox). */
export const offeredChannels = (deps: Pick<AppDeps, "messengers">): PhoneChannel[] =>
  (["sms", "whatsapp"] as const).filter((channel) => deps.messengers?.[channel] !== undefined);

export type Route = { channel: Channel; to: string };

/**
 * Where a member's message goes: the chosen channel when the centre offers it and the member's
 * address for it is proven; else their e-mail; else their phone by any channel offered (a client
 * the desk created with a phone only); else nowhere (null).
 */
export function routeFor(deps: Pick<AppDeps, "messengers">, user: Addressee): Route | null {
  const phone = user.telephoneNumber?.startsWith("+") ? user.telephoneNumber : null;
  const offered = offeredChannels(deps);
  const chosen = preferredChannel(user);
  if (chosen !== "email" && phone && user.phoneVerified && offered.includes(chosen))
    return { channel: chosen, to: phone };
  if (user.email) return { channel: "email", to: user.email };
  const fallback = offered[0];
  if (phone && fallback) return { channel: fallback, to: phone };
  return null;
}
