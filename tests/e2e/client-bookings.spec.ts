import { bookingPrice } from "../../src/lib/price";
import { accessToken } from "./support/booking";
import { registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const admin = { email: "admin@example.com", password: "Admin2026!" };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a client with more bookings than the page shows reads the older ones", async ({
  page,
  request,
  baseURL,
}) => {
  const url = baseURL ?? "";
  const member = await registerVerifiedMember(request, url, { firstName: "Awa", lastName: "Habituée" });
  const headers = { Authorization: `Bearer ${await accessToken(request, url, member)}` };
  // Credits given at the desk pay every booking: bookings held unpaid are capped.
  const staff = await request.post(`${url}/api/accounts/login/`, {
    data: { username: admin.email, password: admin.password },
  });
  const staffHeaders = { Authorization: `Bearer ${(await staff.json()).body.access}` };
  const found = await request.get(`${url}/api/staff/clients/?search=${encodeURIComponent(member.email)}`, {
    headers: staffHeaders,
  });
  const clientId = (await found.json()).results[0].id as number;
  const given = await request.post(`${url}/api/staff/clients/${clientId}/credits/`, {
    headers: { ...staffHeaders, "Idempotency-Key": `bookings-${clientId}` },
    data: { delta: 5000, reason: "Séances offertes" },
  });
  expect(given.status()).toBe(200);
  const [service] = (await (await request.get(`${url}/api/booking/services/?page_size=100`)).json()).results;
  const byDate = await (
    await request.post(`${url}/api/booking/slots/get_slots_by_dates/`, {
      headers,
      data: { service_id: service.id, dates: [day(1), day(14)] },
    })
  ).json();
  type Slot = { id: number; date: string; start_time: string; pct_discount: number };
  const slots = (Object.values(byDate).flat() as (Slot & { available: boolean })[])
    .filter((s) => s.available)
    .sort((a, b) => `${a.date}${a.start_time}`.localeCompare(`${b.date}${b.start_time}`))
    .slice(0, 31);
  expect(slots).toHaveLength(31);
  const methods = await (await request.get(`${url}/api/configs/bookingmethod/`)).json();
  const credits = methods.find((m: { code: string }) => m.code === "PAY02").id;
  const ids: number[] = [];
  for (const slot of slots) {
    const price = bookingPrice(service, slot.pct_discount, 1, false);
    const created = await request.post(`${url}/api/booking/booking/create/`, {
      headers,
      data: { service: service.id, slot: slot.id, ...price, private_option: false, number_person: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { booking_id } = await created.json();
    const confirmed = await request.post(`${url}/api/booking/booking/${booking_id}/confirm-payment/`, {
      headers,
      data: { booking_method: credits },
    });
    expect(confirmed.status()).toBe(200);
    ids.push(booking_id);
  }

  await skipPromo(page);
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(admin.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/clients/${clientId}`);
  // The latest session first: the 30 latest, then the first one booked, the earliest.
  const rows = page.getByTestId("client-bookings").locator("li");
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toHaveAttribute("data-booking", String(ids[30]));
  await page.getByRole("button", { name: "Plus anciennes ›" }).click();
  await expect(rows).toHaveCount(31);
  await expect(rows.last()).toHaveAttribute("data-booking", String(ids[0]));
  await expect(page.getByRole("button", { name: "Plus anciennes ›" })).toHaveCount(0);
});
