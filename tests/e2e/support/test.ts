import { test as base, expect, type Page } from "@playwright/test";

/**
 * A public page arrives drawn and inert until the app draws over it: journeys act as a member does
 * once the page answers. What happens before is the business of first-paint.spec.ts, which asks
 * for `waitUntil: "commit"`.
 */
export const appPage = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilDrawn = async (waitUntil?: string) => {
      if (javaScriptEnabled === false || waitUntil === "commit") return;
      // Asked from here, not by a script in the page: the page's clock may be stopped.
      await expect(page.locator("#root[inert]")).toHaveCount(0);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      await untilDrawn(options?.waitUntil);
      return answer;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const answer = await reload(options);
      await untilDrawn(options?.waitUntil);
      return answer;
    };
    await use(page);
  },
});

/** Journeys run against the shared server that the global setup started. */
export const test = appPage.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL manquant : le serveur de test n'a pas démarré.");
    await use(url);
  },
});

export { expect };

/** The app has drawn over the page the server sent drawn (inert until then). */
export async function appDrawn(page: Page) {
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
}

/** Logs the demo member in through the API and stores the token set the way the app does. */
export async function loginAsDemo(page: Page, baseURL: string) {
  const response = await page.request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: "demo@example.com", password: "Demo2026!" },
  });
  const { body } = await response.json();
  await page.goto("/");
  await storeTokens(page, body);
  return body as { access: string; refresh: string };
}

/** Puts a login's token set in the page's storage, as the app keeps it. */
export async function storeTokens(page: Page, tokens: Record<string, string>) {
  await page.evaluate((t) => {
    localStorage.setItem("access_token", t.access ?? "");
    localStorage.setItem("refresh_token", t.refresh ?? "");
    localStorage.setItem("access_token_expiration", t.access_token_expiration ?? "");
    localStorage.setItem("refresh_token_expiration", t.refresh_token_expiration ?? "");
    localStorage.setItem("token", "true");
  }, tokens);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
