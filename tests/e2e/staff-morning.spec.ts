import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { bookingPrice } from "../../src/lib/price";
import { type Member, registerVerifiedMember, skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The receptionist that demo mode seeds (README, « Comptes de démonstration »).
const reception = { email: "accueil@example.com", password: "Accueil2026!" };
const demoMember = { email: "demo@example.com", password: "Demo2026!" };

// The centre's day is the next one it opens (Dakar is on UTC; the seeded hours close on Sundays, so
// never a date that depends on today's weekday): booked at 05:30, three hours ahead of the first
// sessions, then worked at 11:45, once they have begun (a no-show is marked only then).
const tomorrow = Date.now() + 86_400_000;
const day = new Date(tomorrow + (new Date(tomorrow).getUTCDay() === 0 ? 86_400_000 : 0))
  .toISOString()
  .slice(0, 10);
const bookedAt = new Date(`${day}T05:30:00Z`);
const workedAt = new Date(`${day}T11:45:00Z`);
const offsetTo = (at: Date) => String(Math.round((at.getTime() - Date.now()) / 60_000));

type Slot = { id: number; start_time: string; pct_discount: number; available: boolean };
type Service = { id: number; name: string; price: number; credit_price: number; price_by_person?: number };

async function token(request: APIRequestContext, url: string, who: { email: string; password: string }) {
  const answer = await request.post(`${url}/api/accounts/login/`, {
    data: { username: who.email, password: who.password },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).body.access as string;
}

/** A booking of the day, confirmed with `method` (PAY01 at the venue, PAY02 credits). */
async function book(
  request: APIRequestContext,
  url: string,
  access: string,
  service: Service,
  pick: (slots: Slot[]) => Slot | undefined,
  method: "PAY01" | "PAY02",
) {
  const headers = { Authorization: `Bearer ${access}` };
  const byDate = await (
    await request.post(`${url}/api/booking/slots/get_slots_by_dates/`, {
      headers,
      data: { service_id: service.id, dates: [day, day] },
    })
  ).json();
  const slot = pick((byDate[day] as Slot[]).filter((s) => s.available));
  if (!slot) throw new Error(`Aucun créneau libre pour ${service.name}`);
  const price = bookingPrice(service as never, slot.pct_discount, 1, false);
  const created = await request.post(`${url}/api/booking/booking/create/`, {
    headers,
    data: {
      service: service.id,
      slot: slot.id,
      ...price,
      private_option: false,
      number_person: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { booking_id } = await created.json();
  const methods = await (await request.get(`${url}/api/configs/bookingmethod/`)).json();
  const confirmed = await request.post(`${url}/api/booking/booking/${booking_id}/confirm-payment/`, {
    headers,
    data: { booking_method: methods.find((m: { code: string }) => m.code === method).id },
  });
  expect(confirmed.status()).toBe(200);
  return { id: booking_id as number, credits: price.credit_price };
}

const row = (page: Page, bookingId: number) =>
  page.locator(`[data-testid="agenda-booking"][data-booking="${bookingId}"]`);
const balance = async (page: Page) =>
  Number((await page.getByTestId("client-balance").textContent())?.replace(/\D/g, ""));

test.describe("the receptionist's morning", () => {
  let server: RunningServer;
  let paying: Member;
  const ids = { pay: 0, noShow: 0, cancel: 0 };
  let cancelCredits = 0;

  test.beforeAll(async ({ playwright }) => {
    // Its own server: the clock is moved between booking and the desk's work.
    const dataDir = mkdtempSync(join(tmpdir(), "booking-e2e-"));
    server = await startServer({ dataDir, env: { CLOCK_OFFSET_MINUTES: offsetTo(bookedAt) } });
    const request = await playwright.request.newContext();
    const [massage, other] = (
      await (await request.get(`${server.url}/api/booking/services/?page_size=100`)).json()
    ).results as [Service, Service];
    paying = await registerVerifiedMember(request, server.url, { firstName: "Mariama", lastName: "Bâ" });
    const absent = await registerVerifiedMember(request, server.url, {
      firstName: "Ousmane",
      lastName: "Guèye",
    });
    const first = (slots: Slot[]) => slots[0];
    const last = (slots: Slot[]) => slots.at(-1);
    ids.pay = (
      await book(request, server.url, await token(request, server.url, paying), massage, first, "PAY01")
    ).id;
    ids.noShow = (
      await book(request, server.url, await token(request, server.url, absent), other, first, "PAY01")
    ).id;
    const cancelled = await book(
      request,
      server.url,
      await token(request, server.url, demoMember),
      massage,
      last,
      "PAY02",
    );
    ids.cancel = cancelled.id;
    cancelCredits = cancelled.credits;
    await request.dispose();
    await server.stop();
    server = await startServer({
      port: Number(new URL(server.url).port),
      dataDir,
      env: { CLOCK_OFFSET_MINUTES: offsetTo(workedAt) },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("logs in, takes a payment, marks arrivals, cancels with a refund, sells a pack, exports the day", async ({
    page,
    browser,
  }) => {
    // The page's clock runs from the server's time, so both agree on what has begun.
    await page.clock.install({ time: workedAt });
    await page.clock.resume();
    await skipPromo(page);

    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel("Adresse e-mail").fill(reception.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(reception.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Agenda du jour" })).toBeVisible();
    // At 11:45 the first sessions are over: folded into one line that says what is left unmarked.
    const earlier = page.getByTestId("agenda-earlier");
    await expect(earlier).toContainText("sans pointage");
    await earlier.locator("summary").click();
    await expect(row(page, ids.pay)).toBeVisible();

    // Cash for an unpaid booking.
    await row(page, ids.pay).getByRole("button", { name: "Encaisser" }).click();
    const payDialog = page.getByTestId("pay-dialog");
    await expect(payDialog.getByRole("radio", { name: "Espèces" })).toBeChecked();
    await payDialog.getByRole("button", { name: /^Encaisser / }).click();
    await expect(payDialog).toBeHidden();
    await expect(row(page, ids.pay)).toContainText("Payé");
    await expect(row(page, ids.pay).getByRole("button", { name: "Encaisser" })).toHaveCount(0);

    // An arrival and a no-show.
    await row(page, ids.pay).getByRole("button", { name: "Présent" }).click();
    await expect(row(page, ids.pay).getByRole("button", { name: "Annuler le pointage" })).toBeVisible();
    await expect(row(page, ids.pay)).toContainText("Présent");
    await row(page, ids.noShow).getByRole("button", { name: "Absent" }).click();
    await expect(row(page, ids.noShow).getByRole("button", { name: "Annuler le pointage" })).toBeVisible();
    await expect(row(page, ids.noShow)).toContainText("Absent");

    // The paying client reads 'Payé' in Mes réservations.
    const clientContext = await browser.newContext({ baseURL: server.url });
    const clientPage = await clientContext.newPage();
    await skipPromo(clientPage);
    const tokens = (
      await (
        await clientPage.request.post(`${server.url}/api/accounts/login/`, {
          data: { username: paying.email, password: paying.password },
        })
      ).json()
    ).body;
    await clientPage.addInitScript((t) => {
      localStorage.setItem("access_token", t.access);
      localStorage.setItem("refresh_token", t.refresh);
      localStorage.setItem("access_token_expiration", t.access_token_expiration);
      localStorage.setItem("refresh_token_expiration", t.refresh_token_expiration);
      localStorage.setItem("token", "true");
    }, tokens);
    await clientPage.goto("/historique");
    const card = clientPage.locator(`#booking-${ids.pay}`);
    await expect(card).toContainText("Payé");
    await expect(card).toContainText("Sur place");
    await clientContext.close();

    // A cancellation with the credits given back, seen on the client's page.
    const awa = row(page, ids.cancel);
    await awa.getByRole("link", { name: "Awa Diop", exact: true }).click();
    await expect(page.getByTestId("client-balance")).toBeVisible();
    const before = await balance(page);
    await page.goBack();
    await row(page, ids.cancel).getByRole("button", { name: "Annuler", exact: true }).click();
    const cancelDialog = page.getByTestId("cancel-dialog");
    await cancelDialog.getByLabel("Raison (envoyée au client)").fill("Le masseur est souffrant ce jour-là");
    const refund = cancelDialog.getByRole("checkbox", { name: /Rendre le paiement en crédits/ });
    await refund.check();
    await cancelDialog.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(row(page, ids.cancel)).toContainText("Annulée par Moussa Fall");
    await row(page, ids.cancel).getByRole("link", { name: "Awa Diop", exact: true }).click();
    await expect.poll(() => balance(page)).toBe(before + cancelCredits);

    // A pack sold at the desk: the balance grows by its credits.
    const packs = await (await page.request.get(`${server.url}/api/configs/credit/`)).json();
    const beforeSale = await balance(page);
    await page.getByRole("button", { name: "Vendre un pack" }).click();
    const sell = page.getByTestId("sell-dialog");
    await sell.getByRole("radio", { name: new RegExp(packs[0].name) }).check();
    await sell.getByRole("button", { name: /^Encaisser / }).click();
    await expect(sell).toBeHidden();
    await expect.poll(() => balance(page)).toBe(beforeSale + packs[0].credit_number);

    // The day's takings in CSV, for a French spreadsheet.
    await page
      .getByRole("navigation", { name: "Navigation de l'espace équipe" })
      .getByRole("link", { name: "Recettes" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Recettes" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter en CSV" }).click();
    const file = readFileSync(await (await download).path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString("utf8");
    expect(text.split("\n")[0]).toContain(";");
    expect(text).toContain("Espèces");
    expect(text).toContain("Mariama Bâ");
    expect(text).toContain("Opération");
  });
});
