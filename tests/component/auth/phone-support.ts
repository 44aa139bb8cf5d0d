import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { ChannelsOffered } from "../../../src/contract/channels";
import { queries } from "../../../src/queries/cache";

/** The channels the fake centre offers, read by the screens through the cache. */
export const offered: { channels: ChannelsOffered } = { channels: { sms: true, whatsapp: false } };
export const fetchChannelsOffered = vi.fn(async () => offered.channels);

/** A fresh cache and centre for each test: the channels are read once per page. */
export function offer(channels: ChannelsOffered) {
  offered.channels = channels;
  queries.clear();
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

export const pressed = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-pressed");
