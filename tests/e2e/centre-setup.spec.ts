import type { Page } from "@playwright/test";
import { longDay } from "../../src/lib/slot-dates";
import { nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The admin that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };
const service = "Hammam royal";

/** The next days the booking wizard shows (today's window), Sundays left out: the centre is shut then. */
function openDays(): string[] {
  const days: string[] = [];
  for (let d = 1; d <= 4; d++) {
    const day = new Date(Date.now() + d * 86_400_000);
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const dayButton = (page: Page, day: string) =>
  page.getByRole("group", { name: "Dates" }).getByRole("button", { name: longDay(day) });

test.describe("a centre set up without a developer", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // Its own server: closing the centre for a day must not touch the other journeys' slots.
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an admin closes for a holiday and adds a service with its image; a client on a phone books it on an open day only", async ({
    page,
    browser,
  }) => {
    const [closedDay = "", openDay = ""] = openDays();
    await skipPromo(page);
    await logIn(page, server.url, admin);

    // The holiday.
    await page.goto(`${server.url}/admin/horaires`);
    await page.getByLabel("Du", { exact: true }).fill(closedDay);
    await page.getByLabel("Au", { exact: true }).fill(closedDay);
    await page.getByLabel("Libellé", { exact: true }).fill("Tabaski");
    await page.getByRole("button", { name: "Ajouter la fermeture" }).click();
    await expect(page.getByText("Fermeture enregistrée.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retirer la fermeture « Tabaski »" })).toBeVisible();

    // The new service, its price, then its picture.
    await page.goto(`${server.url}/admin/services/nouveau`);
    await page.getByLabel("Nom", { exact: true }).fill(service);
    await page.getByLabel("Prix (XOF)").fill("18000");
    await page.getByLabel("Prix en crédits").fill("18");
    await page.getByLabel("Durée (minutes, par 5)").fill("60");
    await page.getByLabel("Places par créneau").fill("4");
    await page.getByLabel("Personnes par réservation (au plus)").fill("2");
    await page.getByLabel("Phrase d'accroche (liste des services)").fill("Vapeur, savon noir et gommage.");
    await page
      .getByLabel("Description (HTML)")
      .fill("<p>Un rituel <strong>complet</strong>.</p><script>x</script>");
    await page.getByRole("button", { name: "Créer le service" }).click();
    await expect(page.getByText("Service créé. Ajoutez-lui une image si besoin.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/services\/\d+$/);
    await page.getByLabel("Choisir une image").setInputFiles("public/icons/icon-512.png");
    await page.getByRole("button", { name: "Envoyer l'image" }).click();
    await expect(page.getByText("Image enregistrée : les clients la voient dès maintenant.")).toBeVisible();

    // A client, on a phone.
    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const client = await phone.newPage();
    await skipPromo(client);
    await logIn(client, server.url, await registerVerifiedMember(client.request, server.url));
    await client.goto(`${server.url}/services`);
    await client.getByRole("searchbox", { name: "Rechercher un service" }).fill("hammam");
    const card = client.getByRole("article").filter({ hasText: service });
    await expect(card).toContainText("18 000");
    await expect(card.locator("img[src*='/media/services/']")).toHaveCount(1);

    await client.goto(`${server.url}/reservation`);
    const option = client.getByRole("button", { name: new RegExp(`^${service}`) });
    // On a phone the wizard lists every service, the new one last.
    await option.click();
    await nextButton(client).click();
    // The holiday offers nothing; the open day does.
    await dayButton(client, closedDay).click();
    await expect(client.getByText("Aucun créneau disponible", { exact: true })).toBeVisible();
    await dayButton(client, openDay).click();
    const slot = client
      .getByRole("button", { name: /^\d\dh\d\d/ })
      .and(client.locator(":enabled"))
      .first();
    await slot.click();
    await nextButton(client).click();
    await nextButton(client).click();
    await client.getByLabel(/J'accepte les conditions/).check();
    await client.getByLabel(/aucune contre-indication/).check();
    const created = client.waitForResponse((r) => r.url().endsWith("/api/booking/booking/create/"));
    await client.getByRole("button", { name: /^Réserver/ }).click();
    expect((await created).status()).toBe(201);
    const dialog = client.getByRole("dialog");
    await dialog.getByText("Paiement sur place", { exact: true }).click();
    await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
    await expect(client).toHaveURL(/\/confirmation\?status=success/);
    await expect(client.getByRole("main")).toContainText(service);
    expect(
      await client.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);

    // Nor does the API offer the closed day to anyone who asks it directly.
    const services = (
      await (await client.request.get(`${server.url}/api/booking/services/?page_size=100`)).json()
    ).results as { id: number; name: string }[];
    const added = services.find((s) => s.name === service);
    const byDate = await (
      await client.request.post(`${server.url}/api/booking/slots/get_slots_by_dates/`, {
        data: { service_id: added?.id, dates: [closedDay, openDay] },
      })
    ).json();
    expect(byDate[closedDay] ?? []).toEqual([]);
    expect((byDate[openDay] ?? []).length).toBeGreaterThan(0);
    await phone.close();
  });
});
