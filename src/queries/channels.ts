import { fetchChannelsOffered } from "../api/channels";
import type { PhoneChannel } from "../contract/accounts";
import type { ChannelsOffered } from "../contract/channels";
import type { Query } from "./cache";
import { useQuery } from "./use-query";

/**
 * The phone channels the centre offers (e-mail always is), read once per page by the screens that
 * offer them, as they show (not by their routes' loaders: the loaders ride in the first screen's
 * file). Until it is known, or when it cannot be read, SMS alone: the server's channel when none
 * is named.
 */
const channels: Query<ChannelsOffered> = {
  key: "config:channels",
  load: () => fetchChannelsOffered(),
  staleMs: Number.POSITIVE_INFINITY,
};
const smsOnly: ChannelsOffered = { sms: true, whatsapp: false };

/** The phone channels offered, in the order they are offered (SMS first). */
export function usePhoneChannels(): PhoneChannel[] {
  const offered = useQuery(channels).data ?? smsOnly;
  const list: PhoneChannel[] = [];
  if (offered.sms) list.push("sms");
  if (offered.whatsapp) list.push("whatsapp");
  // A centre that offers neither still sends the codes of phone accounts somehow: by SMS.
  return list.length ? list : ["sms"];
}
