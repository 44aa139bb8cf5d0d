import { fetchIntegerSettings } from "../api/configs";
import { integerSettingKeys } from "../contract/configs";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "../lib/cancel-rule";
import { type Query, read } from "./cache";

/**
 * Free cancellation before a session, in hours: the centre's setting, or the default without one.
 * Read once per page, again only after a failure.
 */
export const cancelCutoffQuery: Query<number> = {
  key: "config:cancel-cutoff",
  load: async () =>
    (await fetchIntegerSettings()).find((s) => s.key === integerSettingKeys.cancelCutoffHours)?.value ??
    DEFAULT_CANCEL_CUTOFF_HOURS,
  staleMs: Number.POSITIVE_INFINITY,
};

/** The cut-off for a loader; the default while the setting cannot be read (asked again next time). */
export const readCancelCutoff = (): Promise<number> =>
  read(cancelCutoffQuery).catch((error: unknown) => {
    console.warn("Réglages indisponibles", error);
    return DEFAULT_CANCEL_CUTOFF_HOURS;
  });
