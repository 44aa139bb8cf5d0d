import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import type { CreditPack } from "../../contract/payments";
import type { SelectedPack } from "../../db/database";
import { paymentRequestStore } from "../../stores/payment-request";
import { canRefresh, isAuthenticated, useSession } from "../../stores/session";

/** The chosen pack's payment opens 1 s after the member comes back from login. */
export const AUTO_OPEN_MS = 1_000;

// Loaded on demand: the local database is not part of the first screen's JavaScript.
const database = () => import("../../db/accessors").then((m) => m.localDb);

const selected = (pack: CreditPack): SelectedPack => ({
  credit_id: pack.credit_id,
  name: pack.name,
  credit_number: pack.credit_number,
  real_price: pack.real_price,
});

const openPayment = (pack: SelectedPack, gift = false) =>
  paymentRequestStore.getState().open({ purpose: "pack", pack, ...(gift ? { gift } : {}) });

/**
 * 'Acheter ce pack' or 'Offrir ce pack': a member pays at once; a visitor's choice (a gift or not)
 * is kept on the phone while they log in, and its payment opens by itself back on /packs.
 */
export function usePackPurchase() {
  // A member whose short access token lapsed is still a member: the next call refreshes it.
  const authenticated = useSession((s) => isAuthenticated(s.tokens) || canRefresh(s.tokens));
  const navigate = useNavigate();

  useEffect(() => {
    if (!authenticated) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void database()
      .then(async (db) => ({ pack: await db.loadSelectedPack(), gift: await db.loadSelectedGift() }))
      .then(({ pack, gift }) => {
        if (!pack || !live) return;
        timer = setTimeout(() => {
          openPayment(pack, gift);
          void database().then((db) => db.clearSelectedPack());
        }, AUTO_OPEN_MS);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [authenticated]);

  // A visitor's gift stays a gift through login: the flag is kept with the pack.
  return async (pack: CreditPack, gift = false) => {
    if (authenticated) return openPayment(selected(pack), gift);
    try {
      await (await database()).saveSelectedPack(selected(pack), gift);
    } catch {
      // Not kept: after login the member taps the pack again, nothing else is lost.
    }
    await navigate({ to: "/auth/login", search: { redirect: "/packs" } });
  };
}
