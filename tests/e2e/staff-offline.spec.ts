import type { Page } from "@playwright/test";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };

/** Waits for the service worker to control the page; answers the paths each cache holds. */
async function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
      await new Promise((r) => setTimeout(r, 100));
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys())
      kept[name.startsWith("workbox-precache") ? "precache" : name] = (
        await (await caches.open(name)).keys()
      ).map((request) => new URL(request.url).pathname);
    return kept;
  });
}

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("a staff device keeps the back-office: offline, it opens as far as it did when it was precached", async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL ?? "", admin);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Agenda du jour" })).toBeVisible();
  // Once the staff check passed, the worker keeps the page and every file of the back-office.
  await expect
    .poll(async () => (await cachedPaths(page))["back-office-v1"] ?? [], { timeout: 20_000 })
    .toContain("/admin.html");
  const kept = (await cachedPaths(page))["back-office-v1"] ?? [];
  expect(kept.filter((path) => path.startsWith("/assets/admin-")).length).toBeGreaterThan(10);

  await page.context().setOffline(true);
  // A screen not opened yet: its file is there, only its data is missing, said in the frame.
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Navigation de l'espace équipe" })
    .getByRole("link", { name: "Recettes" })
    .click();
  await expect(page.getByText("Impossible de charger cette page.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  // Opened again: the page and its files come from the worker; who is there cannot be checked.
  await page.reload();
  await expect(page.getByText("Impossible de vérifier votre accès à l'espace équipe.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Réessayer" })).toBeVisible();
});

test("a client's phone downloads none of the back-office, even after opening its address", async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerVerifiedMember(request, baseURL ?? "");
  await logIn(page, baseURL ?? "", member);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("team-only")).toBeVisible();
  const before = await cachedPaths(page);
  await page.reload();
  await expect(page.getByTestId("team-only")).toBeVisible();
  const after = await cachedPaths(page);
  for (const kept of [before, after]) {
    expect(kept.precache).toContain("/index.html");
    expect(kept.precache?.filter((path) => path.includes("admin"))).toEqual([]);
    expect(kept["back-office-v1"]).toBeUndefined();
  }
});
