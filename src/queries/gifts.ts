import { fetchGiftCodes } from "../api/payments";
import type { GiftCode } from "../contract/promos";
import { memberKey } from "../stores/member-key";
import type { Query } from "./cache";

/** The gift codes the member bought: read each time shown (a gift just paid, one just redeemed). */
export const giftCodesQuery = (): Query<GiftCode[]> => ({
  key: `gifts:${memberKey()}`,
  load: () => fetchGiftCodes(),
  staleMs: 0,
});
