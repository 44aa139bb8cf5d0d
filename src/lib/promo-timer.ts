/** The promo modal's timing rules, kept apart from React so they can be tested. */
export const PROMO_FIRST_DELAY_MS = 1000;
export const PROMO_REPEAT_MS = 60_000;

export const promoKeys = { visited: "hasVisitedBefore", expiry: "modalExpireTime" } as const;

export type PromoStorage = Pick<Storage, "getItem" | "setItem">;

/** How long to wait before the next showing, and whether it is the first visit. */
export function nextPromoDelay(storage: PromoStorage, now: number): { delay: number; firstVisit: boolean } {
  if (storage.getItem(promoKeys.visited) !== "true") return { delay: PROMO_FIRST_DELAY_MS, firstVisit: true };
  const expiry = Number(storage.getItem(promoKeys.expiry));
  if (!Number.isFinite(expiry) || expiry <= 0) return { delay: PROMO_REPEAT_MS, firstVisit: false };
  return { delay: Math.max(0, expiry - now), firstVisit: false };
}

/** Marks the visit and starts the repeat timer: the next showing is 60 s from `now`. */
export function armPromoTimer(storage: PromoStorage, now: number): number {
  storage.setItem(promoKeys.visited, "true");
  const expiry = now + PROMO_REPEAT_MS;
  storage.setItem(promoKeys.expiry, String(expiry));
  return expiry;
}

/** A repeat showing happens only while the promo is active and basic services are displayed. */
export function mayRepeatPromo(promoActive: boolean, displayBasicService: boolean): boolean {
  return promoActive && displayBasicService;
}
