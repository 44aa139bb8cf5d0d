import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./test";

export type Member = { email: string; password: string; firstName: string; lastName: string };

/** Names long enough to stress every place that shows them (header, cards, greeting). */
export const longNames = { firstName: "Marie-Christine", lastName: "Ndiaye-Diallo-Sarr" } as const;

/** Marks the promo modal as already seen so it does not cover the page under test. */
export async function skipPromo(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(Date.now() + 3_600_000));
  });
}

/** Registers a member through the API and verifies it with the code read from the demo outbox. */
export async function registerVerifiedMember(
  request: APIRequestContext,
  baseURL: string,
  names: { firstName: string; lastName: string } = longNames,
): Promise<Member> {
  const email = `membre.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "Teranga2026";
  const registered = await request.post(`${baseURL}/api/accounts/register/`, {
    data: { first_name: names.firstName, last_name: names.lastName, email, password, password2: password },
  });
  expect(registered.status()).toBe(201);
  let otp = "";
  await expect
    .poll(async () => {
      const mails = await (
        await request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json();
      otp = mails[0]?.text.match(/: (\d{4})\n/)?.[1] ?? "";
      return otp;
    })
    .toMatch(/^\d{4}$/);
  const checked = await request.post(`${baseURL}/api/accounts/checkOTP/`, {
    data: { email, otp, purpose: "register" },
  });
  expect(checked.status()).toBe(200);
  return { email, password, ...names };
}

/** Logs `member` in through the API and stores the token set the way the app does. */
export async function logIn(page: Page, baseURL: string, member: Member) {
  const response = await page.request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: member.email, password: member.password },
  });
  expect(response.status()).toBe(200);
  const { body } = await response.json();
  await page.addInitScript((tokens) => {
    if (localStorage.getItem("access_token")) return;
    localStorage.setItem("access_token", tokens.access);
    localStorage.setItem("refresh_token", tokens.refresh);
    localStorage.setItem("access_token_expiration", tokens.access_token_expiration);
    localStorage.setItem("refresh_token_expiration", tokens.refresh_token_expiration);
    localStorage.setItem("token", "true");
  }, body);
}

/** The header's account button of the long-named member: named by the first name, cut at 14 characters. */
export const accountButton = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("button", { name: "Marie-Chris..." });
