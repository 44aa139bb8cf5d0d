import { expect, isPhone, loginAsDemo, test } from "./support/test";

test("a member sees their name and can log out, leaving nothing behind", async ({ page, baseURL }) => {
  const tokens = await loginAsDemo(page, baseURL ?? "");
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  const account = page.getByRole("button", { name: /Awa/ });
  await expect(account).toBeVisible();
  await expect(account).toContainText("AD");
  await account.click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  if (!isPhone(page)) await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored.filter((k) => k.includes("token"))).toEqual([]);
  // The server revoked the session too.
  const after = await page.request.get(`${baseURL}/api/accounts/profile/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  expect(after.status()).toBe(401);
});

test("an expired access token is refreshed without the member noticing", async ({ page, baseURL }) => {
  await loginAsDemo(page, baseURL ?? "");
  await page.evaluate(() => {
    localStorage.setItem("access_token_expiration", new Date(Date.now() - 60_000).toISOString());
    localStorage.setItem("access_token", "expired-or-garbage");
  });
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Awa/ })).toBeVisible();
  const access = await page.evaluate(() => localStorage.getItem("access_token"));
  expect(access).not.toBe("expired-or-garbage");
});

test("a session whose refresh fails is cleared and sent to login", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("access_token", "garbage");
    localStorage.setItem("refresh_token", "garbage");
    localStorage.setItem("access_token_expiration", new Date(Date.now() - 1000).toISOString());
    localStorage.setItem("refresh_token_expiration", new Date(Date.now() + 86_400_000).toISOString());
  });
  await page.goto("/historique");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fhistorique$/);
  expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeNull();
});

test("a session revoked on the server: reload, log in, and back to the page asked for", async ({
  page,
  baseURL,
}) => {
  const tokens = await loginAsDemo(page, baseURL ?? "");
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  // Logged out elsewhere: the tokens on this phone no longer count.
  await page.request.post(`${baseURL}/api/accounts/logout/`, {
    data: { access_token: tokens.access, refresh: tokens.refresh },
  });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofil$/);
  await page.getByLabel("Adresse e-mail").fill("demo@example.com");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
});

test.describe("offline, before the local database's file was ever loaded", () => {
  // The file is refused on the way to the page: no service worker to serve it from its cache.
  test.use({ serviceWorkers: "block" });

  test("logging out still leaves nothing behind and goes home", async ({ page, baseURL }) => {
    await page.route(/\/assets\/dexie-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await loginAsDemo(page, baseURL ?? "");
    await page.goto("/profil");
    await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole("button", { name: /Awa/ }).click();
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((k) => k.includes("token") || k.startsWith("member_"))).toEqual([]);
    await page.context().setOffline(false);
  });
});
