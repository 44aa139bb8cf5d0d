import * as v from "valibot";

/**
 * `GET configs/channels/`: the phone channels the centre offers (e-mail always is). A module of its
 * own: only the screens that offer a channel read it, so it stays out of the first screen's file.
 */
export const channelsOfferedSchema = v.object({ sms: v.boolean(), whatsapp: v.boolean() });
export type ChannelsOffered = v.InferOutput<typeof channelsOfferedSchema>;
