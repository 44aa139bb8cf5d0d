import type { Page } from "@playwright/test";
import { skipPromo } from "./members";
import { storeTokens } from "./test";

/** The staff accounts that demo mode seeds (README, « Comptes de démonstration »). */
export const reception = { username: "accueil@example.com", password: "Accueil2026!" };
export const admin = { username: "admin@example.com", password: "Admin2026!" };
export type StaffLogin = typeof reception;

/**
 * A working day two days ahead (never a Sunday, when the seeded hours close), as `YYYY-MM-DD`, and
 * the same day a week later. Far enough that the demo's own bookings of today stay out of it.
 */
export function deskDay() {
  let start = Date.now() + 2 * 86_400_000;
  if (new Date(start).getUTCDay() === 0) start += 86_400_000;
  return {
    day: new Date(start).toISOString().slice(0, 10),
    nextWeek: new Date(start + 7 * 86_400_000).toISOString().slice(0, 10),
  };
}

/** The server's environment that sets its clock at `at` (Dakar keeps UTC). */
export const clockAt = (at: Date) => ({
  CLOCK_OFFSET_MINUTES: String(Math.round((at.getTime() - Date.now()) / 60_000)),
});

/** A login's token set, from the API. */
export async function staffTokens(page: Page, url: string, who: StaffLogin) {
  const login = await page.request.post(`${url}/api/accounts/login/`, { data: who });
  return (await login.json()).body as Record<string, string>;
}

/** Signed in as `who` on the server at `url`, the app's tokens stored as it keeps them. */
export async function signIn(page: Page, url: string, who: StaffLogin) {
  const tokens = await staffTokens(page, url, who);
  await page.goto(`${url}/`);
  await storeTokens(page, tokens);
}

/**
 * A back-office page at `path`, signed in as `who`, the page's clock running from `at` (the
 * server's clock set with `clockAt` the same), so both agree on what has begun.
 */
export async function openDesk(page: Page, url: string, path: string, at: Date, who = reception) {
  await page.clock.install({ time: at });
  await page.clock.resume();
  await skipPromo(page);
  await signIn(page, url, who);
  await page.goto(`${url}${path}`);
}

/** A service of the desk's booking screen, by its name (the option also says its length and price). */
export async function chooseService(page: Page, name: string) {
  const option = page.locator("#desk-service option", { hasText: name });
  await page.locator("#desk-service").selectOption((await option.getAttribute("value")) ?? "");
}
