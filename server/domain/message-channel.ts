import { canonicalPhone } from "../../src/lib/phone";
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

export const channelMessages = {
  notOffered: "Ce canal n'est pas proposé par le centre pour le moment.",
  phoneFirst: "Vérifiez d'abord votre numéro de téléphone pour recevoir vos messages par SMS ou WhatsApp.",
  emailFirst: "Ajoutez d'abord une adresse e-mail pour recevoir vos messages par e-mail.",
  signInPhone:
    "Ce numéro est celui avec lequel vous vous connectez : changez-le avec « Vérifier un autre numéro », qui vous envoie un code.",
} as const;

/**
 * Why a member may not choose `preferred_channel` (null when they may): a phone channel needs the
 * centre to offer it and the member's number proven, and stays so only while the number does not
 * change in the same save; e-mail needs an address.
 */
export function channelRefusal(
  deps: Pick<AppDeps, "messengers">,
  before: Addressee,
  patch: { preferred_channel?: Channel | undefined; telephone_number?: string | undefined },
): { field: "preferred_channel" | "telephone_number"; message: string } | null {
  const refuse = (
    message: string,
    field: "preferred_channel" | "telephone_number" = "preferred_channel",
  ) => ({
    field,
    message,
  });
  const numberKept =
    patch.telephone_number === undefined || canonicalPhone(patch.telephone_number) === before.telephoneNumber;
  // Without an e-mail, the proven number is how the member signs in: only a code changes it.
  if (!numberKept && !before.email && before.phoneVerified)
    return refuse(channelMessages.signInPhone, "telephone_number");
  const chosen = patch.preferred_channel;
  if (!chosen) return null;
  if (chosen === "email") return before.email ? null : refuse(channelMessages.emailFirst);
  if (!offeredChannels(deps).includes(chosen)) return refuse(channelMessages.notOffered);
  return before.phoneVerified && numberKept ? null : refuse(channelMessages.phoneFirst);
}
