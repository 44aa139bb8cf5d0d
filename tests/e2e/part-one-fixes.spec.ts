import { brand } from "../../src/brand";
import { expect, test } from "./support/test";

test("the built page links its manifest once", async ({ page, baseURL }) => {
  const html = await (await page.request.get(`${baseURL}/`)).text();
  expect(html.match(/<link rel="manifest"/g)).toHaveLength(1);
});

test("the contact page shows the map online, the address and a map link offline", async ({
  page,
  context,
}) => {
  await page.goto("/contactez-nous");
  await expect(page.getByTitle("Plan d'accès au centre")).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTitle("Plan d'accès au centre")).toHaveCount(0);
  await expect(page.getByText("La carte s'affichera dès que vous serez connecté.")).toBeVisible();
  const open = page.getByRole("link", { name: "Ouvrir la carte" });
  await expect(open).toHaveAttribute("href", brand.mapUrl);
  await expect(page.getByRole("link", { name: brand.address })).toHaveAttribute("href", brand.mapUrl);
  await context.setOffline(false);
  await expect(page.getByTitle("Plan d'accès au centre")).toBeVisible();
});

test("the centre's links are complete: phone, social account, messaging", async ({ page }) => {
  await page.goto("/contactez-nous");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: brand.phone })).toHaveAttribute("href", "tel:+221338694217");
  await expect(main.getByRole("link", { name: brand.social.label })).toHaveAttribute(
    "href",
    /^https:\/\/www\.instagram\.com\/[a-z.]+\/$/,
  );
  await expect(page.locator(`a[href="${brand.messaging.url}"]`)).toHaveCount(1);
});

test("a services page past the end offers the way back to the first page", async ({ page }) => {
  await page.goto("/services?page=999");
  await expect(page.getByText("Aucun service disponible")).toBeVisible();
  await page.getByRole("button", { name: "Revenir à la première page" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("link", { name: /Réserver/ }).first()).toBeVisible();
});

test("each page has its own title, the service's name on its page", async ({ page }) => {
  for (const [path, title] of [
    ["/", `${brand.name} — ${brand.tagline}`],
    ["/services", `Nos services — ${brand.name}`],
    ["/Faq", `Foire aux questions — ${brand.name}`],
    ["/contactez-nous", `Contactez-nous — ${brand.name}`],
    ["/auth/login", `Connexion — ${brand.name}`],
    ["/auth/register", `Inscription — ${brand.name}`],
    ["/nulle-part", `Page introuvable — ${brand.name}`],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.goto("/services/1");
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${name} — ${brand.name}`);
});
