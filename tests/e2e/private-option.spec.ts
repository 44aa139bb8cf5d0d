import type { APIRequestContext, Page } from "@playwright/test";
import { accessToken, bookThroughApi, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

type ApiSlot = {
  id: number;
  start_time: string;
  remaining_capacity: number;
  can_have_private_option: boolean;
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const hhmm = (time: string) => time.slice(0, 5).replace(":", "h");
const credits = (n: number) => `${n}\u00a0crédits`;

/**
 * A day of the wizard's first window (tomorrow at the earliest) with free slots that take the
 * private option, latest first: the other journeys book the first slots of the next days.
 */
async function dayWithPrivateSlots(request: APIRequestContext, baseURL: string, serviceId: number) {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await request.post(`${baseURL}/api/booking/slots/get_slots_by_dates/`, {
    data: { service_id: serviceId, dates: [addDays(today, 1), addDays(today, 4)] },
  });
  const byDate = (await answer.json()) as Record<string, ApiSlot[]>;
  for (const day of Object.keys(byDate).sort().reverse()) {
    const free = (byDate[day] ?? []).filter((s) => s.can_have_private_option && s.remaining_capacity === 2);
    if (free.length >= 2) return { index: (Date.parse(day) - Date.parse(today)) / 86_400_000, slots: free };
  }
  throw new Error("Aucun jour avec deux créneaux libres qui acceptent l'option privée");
}

const slotButton = (page: Page, slot: ApiSlot) =>
  page.getByRole("button", { name: new RegExp(`^${hhmm(slot.start_time)}`) });

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("the private option: the service page's price follows the box, step 2 marks the slots that cannot take it, and the option can be dropped there", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const services = (await (await page.request.get(`${base}/api/booking/services/?page_size=100`)).json())
    .results as { id: number; name: string; credit_price: number; private_option_credit_price: number }[];
  const service = services.find((s) => s.name === "Massage aux pierres chaudes");
  if (!service) throw new Error("service absent du catalogue de démonstration");
  const { index, slots } = await dayWithPrivateSlots(page.request, base, service.id);
  const shared = slots.at(-1) as ApiSlot;
  const full = slots.at(-2) as ApiSlot;
  // Another member takes one place of the last slot (no private session there any more) and both
  // places of the one before (full).
  const other = await accessToken(page.request, base, await registerVerifiedMember(page.request, base));
  await bookThroughApi(page.request, base, other, service.id, shared.id, 1);
  await bookThroughApi(page.request, base, other, service.id, full.id, 1);
  await bookThroughApi(page.request, base, other, service.id, full.id, 1);

  await logIn(page, base, await registerVerifiedMember(page.request, base));
  await page.goto(`/services/${service.id}`);
  const price = page.locator("aside p").first();
  await expect(price).toContainText(credits(service.credit_price));
  await page.getByRole("checkbox", { name: /Option privée/ }).check();
  await expect(price).toContainText(credits(service.credit_price + service.private_option_credit_price));
  await expect(price).toContainText("option privée comprise");
  await page.getByRole("link", { name: "Réserver maintenant" }).click();
  await expect(page).toHaveURL(/private=true/);

  await expect(page.getByText("Séance privée choisie")).toBeVisible();
  await page.getByRole("group", { name: "Dates" }).locator("button[aria-pressed]").nth(index).click();
  await expect(slotButton(page, shared)).toBeDisabled();
  await expect(slotButton(page, shared)).toContainText("Privé impossible");
  await expect(slotButton(page, full)).toBeDisabled();
  await expect(slotButton(page, full)).toContainText("Complet");

  // Without the option, the shared slot is open again for one person; the full one stays closed.
  await page.getByRole("button", { name: "Réserver sans l'option privée" }).click();
  await expect(page).not.toHaveURL(/private=true/);
  await expect(page.getByText("Séance privée choisie")).toHaveCount(0);
  await expect(slotButton(page, shared)).toBeEnabled();
  await expect(slotButton(page, shared)).toContainText("1 place");
  await expect(slotButton(page, full)).toBeDisabled();
  await slotButton(page, shared).click();
  await nextButton(page).click();
  await expect(page.getByRole("switch")).not.toBeChecked();
});
