import { registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

// The administrator that demo mode seeds (README, « Comptes de démonstration »): reception has a cap.
const admin = { email: "admin@example.com", password: "Admin2026!" };

test("a client with more records than a page reads the older ones", async ({ page, request, baseURL }) => {
  const url = baseURL ?? "";
  const member = await registerVerifiedMember(request, url, {
    firstName: "Ndèye",
    lastName: "Longue-Histoire",
  });
  const login = await request.post(`${url}/api/accounts/login/`, {
    data: { username: admin.email, password: admin.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).body.access}` };
  const found = await request.get(`${url}/api/staff/clients/?search=${encodeURIComponent(member.email)}`, {
    headers,
  });
  const clientId = (await found.json()).results[0].id as number;
  // 52 adjustments of +1 to +52 credits: a page of 50, then the two oldest.
  for (let i = 1; i <= 52; i++) {
    const answer = await request.post(`${url}/api/staff/clients/${clientId}/credits/`, {
      headers: { ...headers, "Idempotency-Key": `ledger-${clientId}-${i}` },
      data: { delta: i, reason: `Geste numéro ${i}` },
    });
    expect(answer.status()).toBe(200);
  }

  await skipPromo(page);
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(admin.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/clients/${clientId}`);
  // The balance counts every record, the two not shown yet too: 1 + 2 + … + 52.
  await expect(page.getByTestId("client-balance")).toContainText(/1\D?378/);
  const cards = page.getByTestId("ledger-cards").locator("li");
  await expect(cards).toHaveCount(50);
  const credits = (card: typeof cards) => card.locator(".font-bold");
  await expect(credits(cards.first())).toHaveText("+52");
  // The reason the team wrote, which the client's own history never shows.
  await expect(cards.first()).toContainText("Raison : Geste numéro 52");
  await expect(credits(cards.last())).toHaveText("+3");
  await page.getByRole("button", { name: "Plus anciens ›" }).click();
  await expect(cards).toHaveCount(52);
  await expect(credits(cards.nth(50))).toHaveText("+2");
  await expect(credits(cards.last())).toHaveText("+1");
  await expect(cards.last()).toContainText("Raison : Geste numéro 1 ·");
  await expect(page.getByRole("button", { name: "Plus anciens ›" })).toHaveCount(0);
});
