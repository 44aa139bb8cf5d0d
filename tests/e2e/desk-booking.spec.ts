import type { Page } from "@playwright/test";
import { chooseService, clockAt, deskDay, openDesk as openAt, reception } from "./support/desk";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// At 08:55 of a working day: the 09:00 sessions are inside the 3 hours the app asks of its clients,
// open to the desk only. The server's clock and the page's agree on it.
const { day, nextWeek } = deskDay();
const morning = new Date(`${day}T08:55:00Z`);

// The desk's two sizes; each run books its own clients (a phone is one client's only).
const sizes = [
  { width: 1280, height: 800, walkIn: "76 410 20 01", caller: "76 410 30 01", name: "Guèye" },
  { width: 1024, height: 768, walkIn: "76 410 20 02", caller: "76 410 30 02", name: "Sène" },
] as const;

let server: RunningServer;
let deskToken = "";
test.beforeAll(async ({ request }) => {
  server = await startServer({ env: clockAt(morning) });
  const login = await request.post(`${server.url}/api/accounts/login/`, { data: reception });
  const tokens = (await login.json()).body;
  deskToken = tokens.access;
  // Callers who are already clients: a phone, no e-mail, a name with accents.
  for (const size of sizes) {
    const made = await request.post(`${server.url}/api/staff/clients/`, {
      headers: { Authorization: `Bearer ${deskToken}` },
      data: { first_name: "Ndèye Fatou", last_name: size.name, telephone_number: size.caller },
    });
    expect(made.status()).toBe(201);
  }
});
test.afterAll(async () => {
  await server?.stop();
});

/** The back-office at `path`, signed in as the receptionist, at the page's clock `morning`. */
const openDesk = (page: Page, path: string) => openAt(page, server.url, path, morning);

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test("a walk-in with a phone only, booked into the next session and paid in cash, then found in the agenda", async ({
      page,
    }) => {
      await openDesk(page, "/admin/dashboard");
      // The menu leads to the desk's booking screen.
      await page.getByRole("link", { name: "Réserver", exact: true }).first().click();
      await expect(page.getByRole("heading", { name: "Réserver pour un client" })).toBeVisible();

      const client = page.getByTestId("desk-client");
      await client.getByRole("button", { name: "Nouveau client" }).click();
      await client.getByLabel("Prénom").fill("Mamadou");
      await client.getByLabel("Nom", { exact: true }).fill(`Walk-in ${size.width}`);
      await client.getByLabel("Téléphone").fill("77 12");
      // A morning coach's class (the demo's yoga teacher works afternoons only: no one for 09:00).
      await chooseService(page, "Renforcement musculaire");
      // The next session, within the clients' lead time: offered to the desk.
      const slots = page.getByTestId("desk-slots");
      await slots.getByRole("button", { name: /09h00/ }).click();
      await page.getByTestId("desk-payment").getByText("Espèces", { exact: true }).click();
      await page.getByRole("button", { name: "Réserver", exact: true }).click();
      // A wrong phone is said next to it, and nothing typed is lost.
      await expect(client.getByText(/Numéro de téléphone invalide/)).toBeVisible();
      await expect(client.getByLabel("Prénom")).toHaveValue("Mamadou");
      await client.getByLabel("Téléphone").fill(size.walkIn);
      await expect(page.getByTestId("desk-price")).toContainText("XOF");
      await page.getByRole("button", { name: "Réserver", exact: true }).click();

      const booked = page.getByTestId("desk-booked");
      await expect(booked).toContainText("Réservation enregistrée");
      // No e-mail, but a phone: the demo offers SMS, so the confirmation goes there.
      await expect(booked).toContainText("Le client reçoit sa confirmation par e-mail, SMS ou WhatsApp");
      await expect(page.getByTestId("desk-no-email")).toHaveCount(0);
      await expect(booked).toContainText("Espèces");

      await booked.getByRole("link", { name: "Voir l'agenda de ce jour" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?date=${day}`));
      const row = page.getByTestId("agenda-booking").filter({ hasText: `Walk-in ${size.width}` });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Espèces");

      // The desk moves it into the 10:00 session, which the clients' 3 hours hide from them.
      await row.getByRole("button", { name: "Déplacer" }).click();
      const move = page.getByTestId("schedule-move-dialog");
      await move.getByRole("button", { name: "10h00" }).click();
      await move.getByRole("button", { name: "Déplacer", exact: true }).click();
      await expect(move).toBeHidden();
      const hour = page.getByTestId("agenda-hour").filter({ hasText: `Walk-in ${size.width}` });
      await expect(hour.getByRole("heading")).toContainText("10h – 11h");
    });

    test("a caller already a client, found without accents, booked next week to pay at the session", async ({
      page,
    }) => {
      await openDesk(page, "/admin/reserver");
      const client = page.getByTestId("desk-client");
      await client
        .getByLabel("Rechercher un client")
        .fill(`ndeye fatou ${size.name.normalize("NFD").replace(/\p{M}/gu, "")}`);
      const found = client.getByTestId("desk-client-results").getByRole("listitem");
      await expect(found).toHaveCount(1);
      await expect(found).toContainText(`+221 ${size.caller}`);
      await found.getByRole("button", { name: "Choisir" }).click();
      await expect(page.getByTestId("desk-chosen-client")).toContainText(`Ndèye Fatou ${size.name}`);
      // Phone digits find them too.
      await page.getByRole("button", { name: "Changer de client" }).click();
      await client.getByLabel("Rechercher un client").fill(size.caller.replace(/\s/g, "").slice(2));
      await expect(found).toHaveCount(1);
      await found.getByRole("button", { name: "Choisir" }).click();

      await chooseService(page, "Renforcement musculaire");
      await page.getByLabel("Jour", { exact: true }).fill(nextWeek);
      await page.getByTestId("desk-slots").getByRole("button", { name: /10h00/ }).click();
      // No credits: « Crédits » cannot be chosen.
      await expect(page.getByRole("radio", { name: /Crédits/ })).toBeDisabled();
      await page.getByRole("radio", { name: /À régler sur place/ }).check();
      await page.getByRole("button", { name: "Réserver", exact: true }).click();

      const booked = page.getByTestId("desk-booked");
      await expect(booked).toContainText("Réservation enregistrée");
      await expect(booked).toContainText("À régler sur place");
      await booked.getByRole("link", { name: "Voir la fiche du client" }).click();
      const bookings = page.getByTestId("client-bookings");
      await expect(bookings).toContainText("Renforcement musculaire");
      await expect(bookings).toContainText("10h00");
    });
  });
}
