import { type ChannelsOffered, channelsOfferedSchema } from "../contract/channels";
import { api } from "./instance";

/** The phone channels offered (its own module, like its schema: out of the first screen's file). */
export const fetchChannelsOffered = (signal?: AbortSignal): Promise<ChannelsOffered> =>
  api.request(channelsOfferedSchema, "configs/channels/", { signal });
