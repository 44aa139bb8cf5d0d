import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { csvRecords, frenchNumber } from "./support/csv";
import { chooseService, clockAt, deskDay, openDesk, reception, staffTokens } from "./support/desk";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The receptionist's whole day, through the screens only, at the desk's two sizes. 08:55 of a
// working day: the 09:00 sessions are inside the 3 hours the app asks of its clients, open to the
// desk only. The server's clock and the page's agree on it.
const { day, nextWeek } = deskDay();
const morning = new Date(`${day}T08:55:00Z`);

// Each size has its own clients (a phone is one client's only).
const sizes = [
  {
    width: 1280,
    height: 800,
    walkIn: { first: "Cheikh", last: "Faye", phone: "76 420 20 01", newPhone: "77 420 40 01" },
    caller: { last: "Ndiongue", phone: "76 420 30 01" },
  },
  {
    width: 1024,
    height: 768,
    walkIn: { first: "Aminata", last: "Sow", phone: "76 420 20 02", newPhone: "77 420 40 02" },
    caller: { last: "Sèye", phone: "76 420 30 02" },
  },
] as const;
const NOTE = "Enceinte de 5 mois : pas de posture sur le ventre";

// A server of its own for each size: the day's takings are read whole, nobody else's payment lands
// between the total read on the screen and the file.
let server: RunningServer;
test.afterEach(async () => {
  await server?.stop();
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Navigation de l'espace équipe" });
/** A number read on the screen: « 12 345 XOF » is 12345. */
const amountOf = (text: string | null) => Number(text?.replace(/\D/g, ""));

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      server = await startServer({ env: clockAt(morning) });
      // A caller who is already a client: a phone, no e-mail, a name with accents.
      const access = (await staffTokens(page, server.url, reception)).access;
      const made = await page.request.post(`${server.url}/api/staff/clients/`, {
        headers: { Authorization: `Bearer ${access}` },
        data: { first_name: "Ndèye Fatou", last_name: size.caller.last, telephone_number: size.caller.phone },
      });
      expect(made.status()).toBe(201);
    });

    test("books a walk-in and a caller, moves a booking, notes, edits a phone, and exports a day whose CSV sums to its total", async ({
      page,
    }) => {
      const walkIn = `${size.walkIn.first} ${size.walkIn.last}`;
      await openDesk(page, server.url, "/admin/dashboard", morning);

      // 1. The next session's « Réserver », from the day by service: a new walk-in, phone only, cash.
      await page.getByRole("button", { name: "Par service" }).click();
      await page.getByRole("link", { name: "Réserver à 09h00, Yoga hatha" }).click();
      await expect(page.getByRole("heading", { name: "Réserver pour un client" })).toBeVisible();
      await expect(page.getByTestId("desk-slots").getByRole("button", { name: /09h00/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const client = page.getByTestId("desk-client");
      await client.getByRole("button", { name: "Nouveau client" }).click();
      await client.getByLabel("Prénom").fill(size.walkIn.first);
      await client.getByLabel("Nom", { exact: true }).fill(size.walkIn.last);
      await client.getByLabel("Téléphone").fill(size.walkIn.phone);
      await page.getByTestId("desk-payment").getByText("Espèces", { exact: true }).click();
      await page.getByRole("button", { name: "Réserver", exact: true }).click();
      const booked = page.getByTestId("desk-booked");
      await expect(booked).toContainText("Réservation enregistrée");
      await expect(booked).toContainText("Le client reçoit sa confirmation par e-mail, SMS ou WhatsApp");
      await expect(booked).toContainText("09h00");
      const number = (await booked.getByText(/^Réservation n° \d+$/).textContent()) ?? "";
      const paid = amountOf(await booked.getByText(/^Espèces · /).textContent());
      expect(paid).toBeGreaterThan(0);

      // 2. A caller already a client, found without accents, next week, to pay at the session.
      // A fresh form from the confirmation's button, or from the menu's « Réserver » (same page).
      if (size.width === 1280) await nav(page).getByRole("link", { name: "Réserver" }).click();
      else await booked.getByRole("button", { name: "Nouvelle réservation" }).click();
      await expect(booked).toBeHidden();
      await client
        .getByLabel("Rechercher un client")
        .fill(`ndeye fatou ${size.caller.last.normalize("NFD").replace(/\p{M}/gu, "")}`);
      const found = client.getByTestId("desk-client-results").getByRole("listitem");
      await expect(found).toHaveCount(1);
      await found.getByRole("button", { name: "Choisir" }).click();
      await expect(page.getByTestId("desk-chosen-client")).toContainText(`Ndèye Fatou ${size.caller.last}`);
      await chooseService(page, "Yoga hatha");
      await page.getByLabel("Jour", { exact: true }).fill(nextWeek);
      await page.getByTestId("desk-slots").getByRole("button", { name: /10h00/ }).click();
      await page.getByRole("radio", { name: /À régler sur place/ }).check();
      await page.getByRole("button", { name: "Réserver", exact: true }).click();
      await expect(booked).toContainText("Réservation enregistrée");
      await expect(booked).toContainText("À régler sur place");

      // 3. In the day's agenda, the walk-in's booking moved to a later session.
      await nav(page).getByRole("link", { name: "Agenda" }).click();
      await page.getByRole("button", { name: "Par heure" }).click();
      const row = page.getByTestId("agenda-booking").filter({ hasText: walkIn });
      await expect(row).toContainText("Espèces");
      await row.getByRole("button", { name: "Déplacer" }).click();
      const move = page.getByTestId("schedule-move-dialog");
      await move.getByRole("button", { name: "11h00" }).click();
      await move.getByRole("button", { name: "Déplacer", exact: true }).click();
      await expect(move).toBeHidden();
      const hour = page.getByTestId("agenda-hour").filter({ hasText: walkIn });
      await expect(hour).toHaveCount(1);
      await expect(hour.getByRole("heading")).toContainText("11h – 12h");

      // 4. A note on the walk-in's page, then beside their booking in the agenda.
      await row.getByRole("link", { name: walkIn, exact: true }).click();
      const notes = page.getByTestId("client-notes");
      await notes.getByLabel("Nouvelle note").fill(NOTE);
      await notes.getByRole("button", { name: "Ajouter la note" }).click();
      await expect(page.getByTestId("client-note").first()).toContainText(NOTE);
      await nav(page).getByRole("link", { name: "Agenda" }).click();
      const marker = row.getByTestId("booking-notes");
      await expect(marker).toContainText("⚠ Note");
      await marker.locator("summary").click();
      await expect(marker.getByText(NOTE)).toBeVisible();

      // 5. The walk-in's phone, typed as people say it, shown with the country's code.
      await row.getByRole("link", { name: walkIn, exact: true }).click();
      await page.getByRole("button", { name: "Modifier", exact: true }).click();
      const edit = page.getByTestId("edit-client-dialog");
      await edit.getByLabel("Téléphone", { exact: true }).fill(size.walkIn.newPhone);
      await edit.getByRole("button", { name: "Enregistrer" }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole("link", { name: `+221 ${size.walkIn.newPhone}` })).toBeVisible();

      // 6. The day's takings: the file's amounts add up to the total on the screen.
      await nav(page).getByRole("link", { name: "Recettes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Recettes" })).toBeVisible();
      const total = page.getByTestId("takings-total");
      await expect(total.locator("xpath=..")).toContainText("Total encaissé");
      const shown = amountOf(await total.textContent());
      expect(shown).toBeGreaterThanOrEqual(paid);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Exporter en CSV" }).click();
      const file = readFileSync(await (await download).path());
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = csvRecords(file.toString("utf8"));
      const sum = rows.reduce((n, r) => n + frenchNumber(r["Montant (XOF)"] ?? ""), 0);
      expect(sum).toBe(shown);
      const cash = rows.filter(
        (r) => r.Client === walkIn && r.Opération === "Paiement sur place" && r.Moyen === "Espèces",
      );
      expect(cash).toHaveLength(1);
      expect(cash[0]?.Objet).toBe(`${number} — Yoga hatha`);
      expect(frenchNumber(cash[0]?.["Montant (XOF)"] ?? "")).toBe(paid);
      expect(cash[0]?.Date).toBe(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
    });
  });
}
