import { expectAccessible } from "./support/axe";
import {
  accessToken,
  bookThroughApi,
  chooseService,
  chooseSlot,
  draftSlotId,
  nextButton,
} from "./support/booking";
import { expectNoSidewaysScroll } from "./support/layout";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

const summary = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Résumé", exact: true });
const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text });

/** Ticks both checkboxes and books, from step 4 on phones or the side summary on desktops. */
async function book(page: import("@playwright/test").Page) {
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.getByRole("button", { name: /^Réserver/ }).click();
}

test("a visitor chooses a service and a slot, logs in mid-way and finds the draft at step 3", async ({
  page,
  baseURL,
}) => {
  const member = await registerVerifiedMember(page.request, baseURL as string);
  await page.goto("/reservation");
  await expect(page.getByRole("heading", { name: "Effectuez votre réservation" })).toBeVisible();
  // 'Suivant' is off until a choice is made, and says why when pressed all the same.
  await expect(nextButton(page)).toBeDisabled();
  await nextButton(page).dispatchEvent("click");
  await expect(toast(page, "Veuillez sélectionner un service avant de continuer")).toBeVisible();
  await chooseService(page, "Yoga hatha");
  await nextButton(page).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(nextButton(page)).toBeDisabled();
  await nextButton(page).dispatchEvent("click");
  await expect(toast(page, "Veuillez sélectionner une date et une heure avant de continuer")).toBeVisible();
  await chooseSlot(page, 1);
  const slotId = await draftSlotId(page);
  await nextButton(page).click();
  await expect(toast(page, "Veuillez vous connecter pour continuer votre réservation")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel(/e-mail/i).fill(member.email);
  await page
    .getByLabel(/mot de passe/i)
    .first()
    .fill(member.password);
  await page.getByRole("button", { name: /se connecter/i }).click();
  await expect(page).toHaveURL(/\/reservation\?step=3/);
  await expect(page.getByRole("group", { name: "Moyen de paiement" })).toBeVisible();
  expect(await draftSlotId(page)).toBe(slotId);
  if (isPhone(page)) await nextButton(page).click();
  await expect(summary(page)).toContainText("Yoga hatha");
  await expect(summary(page)).toContainText(/\d{2}h\d{2}/);
});

test("the steps guard themselves, a new service clears the slot and step 1 clears everything", async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL as string, await registerVerifiedMember(page.request, baseURL as string));
  // A link that asks for a step the draft cannot show lands on the furthest one allowed.
  await page.goto("/reservation?step=3");
  await expect(page).toHaveURL(/step=1/);
  await page.getByRole("button", { name: /3\. Paiement/ }).dispatchEvent("click");
  await expect(toast(page, "Cette étape n'est pas encore accessible")).toBeVisible();
  await chooseService(page, "Pilates");
  await nextButton(page).click();
  await chooseSlot(page, 2);
  // The draft survives a reload right after the tap, before the local database has it.
  const chosen = await draftSlotId(page);
  await page.reload();
  await expect(page.getByRole("button", { pressed: true, name: /^\d\dh\d\d/ })).toBeVisible();
  expect(await draftSlotId(page)).toBe(chosen);
  await page.getByRole("button", { name: /1\. Sélection du service/ }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
  await expect(page.getByRole("listitem").getByRole("button", { pressed: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("reservationState"))).toBeNull();
  await chooseService(page, "Cardio training");
  await nextButton(page).click();
  await chooseSlot(page, 3);
  await page.getByRole("button", { name: "Retour" }).click();
  await chooseService(page, "Pilates");
  await nextButton(page).click();
  await expect(page.getByRole("button", { pressed: true, name: /^\d\dh\d\d/ })).toHaveCount(0);
});

test("a slot filled meanwhile is refused in French", async ({ page, baseURL }) => {
  const base = baseURL as string;
  const member = await registerVerifiedMember(page.request, base);
  const other = await registerVerifiedMember(page.request, base);
  await logIn(page, base, member);
  await page.goto("/reservation");
  await chooseService(page, "Soin du visage éclat");
  await nextButton(page).click();
  await chooseSlot(page, isPhone(page) ? 4 : 5);
  const slotId = await draftSlotId(page);
  await nextButton(page).click();
  const serviceId = Number(new URL(page.url()).searchParams.get("service"));
  await bookThroughApi(
    page.request,
    base,
    await accessToken(page.request, base, other),
    serviceId,
    slotId,
    1,
  );
  await book(page);
  await expect(
    toast(
      page,
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    ),
  ).toBeVisible();
});

test("two quick taps on Réserver book once", async ({ page, baseURL }) => {
  const base = baseURL as string;
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  await page.goto("/reservation");
  await chooseService(page, "Renforcement musculaire");
  await nextButton(page).click();
  await chooseSlot(page, isPhone(page) ? 1 : 2);
  const slotId = await draftSlotId(page);
  const remaining = async () =>
    (await (await page.request.get(`${base}/api/booking/slots/${slotId}/`)).json())
      .remaining_capacity as number;
  const before = await remaining();
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.getByRole("button", { name: /^Réserver/ }).dblclick();
  await expect.poll(remaining).toBe(before - 1);
  await page.waitForLoadState("networkidle");
  expect(await remaining()).toBe(before - 1);
});

test("the private option taken meanwhile is refused in French", async ({ page, baseURL }) => {
  const base = baseURL as string;
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  const other = await registerVerifiedMember(page.request, base);
  await page.goto("/reservation");
  await chooseService(page, "Massage aux pierres chaudes");
  await nextButton(page).click();
  // A slot whose day allows private sessions (the weekly hours allow none on some days).
  await chooseSlot(page, isPhone(page) ? 8 : 9, (slot) => slot.can_have_private_option);
  const slotId = await draftSlotId(page);
  await nextButton(page).click();
  await page.getByRole("switch").check();
  await expect(page).toHaveURL(/private=true/);
  const serviceId = Number(new URL(page.url()).searchParams.get("service"));
  await bookThroughApi(
    page.request,
    base,
    await accessToken(page.request, base, other),
    serviceId,
    slotId,
    1,
  );
  await book(page);
  await expect(
    toast(page, "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations."),
  ).toBeVisible();
});

test("axe finds no serious problem at any step, and nothing scrolls sideways", async ({ page, baseURL }) => {
  await logIn(page, baseURL as string, await registerVerifiedMember(page.request, baseURL as string));
  await page.goto("/reservation");
  await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
  await expectAccessible(page, "step 1");
  await expectNoSidewaysScroll(page);
  await chooseService(page, "Massage suédois");
  await nextButton(page).click();
  await chooseSlot(page, 3);
  await expectAccessible(page, "step 2");
  await expectNoSidewaysScroll(page);
  await nextButton(page).click();
  await expect(
    page.getByRole("group", { name: "Moyen de paiement" }).getByRole("radio").first(),
  ).toBeAttached();
  await expectAccessible(page, "step 3");
  await expectNoSidewaysScroll(page);
  if (isPhone(page)) {
    await nextButton(page).click();
    await expect(summary(page)).toBeVisible();
    await expectAccessible(page, "step 4");
  }
});

test("type=custom lists the Signature services only", async ({ page }) => {
  await page.goto("/reservation?type=custom");
  await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
  await chooseService(page, "Rituel bien-être Teranga");
  await expect(page).toHaveURL(/type=custom/);
  const names = await page.getByRole("listitem").getByRole("button").allTextContents();
  expect(names.some((n) => n.startsWith("Yoga hatha"))).toBe(false);
});

test("a visitor who creates an account mid-way comes back to step 3 with the draft", async ({
  page,
  baseURL,
}) => {
  const email = `nouveau.${page.viewportSize()?.width}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  // The account screens' 1 s and 2 s delays are moved by the test, not waited for.
  await page.clock.install();
  await page.goto("/reservation");
  await chooseService(page, "Yoga hatha");
  await nextButton(page).click();
  await chooseSlot(page, 5);
  const slotId = await draftSlotId(page);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/auth\/register\?redirect=/);
  await page.getByLabel("Prénom").fill("Awa");
  await page.getByLabel("Nom", { exact: true }).fill("Ndiaye");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Teranga2026");
  await page.getByLabel("Confirmer le mot de passe").fill("Teranga2026");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Inscription réussie ! Veuillez vérifier votre email.")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*redirect=/);
  let code = "";
  await expect
    .poll(async () => {
      const mails = await (
        await page.request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json();
      code = mails[0]?.text.match(/: (\d{4})\n/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  await page.getByLabel("Chiffre 1 du code").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
  // Signed in with the password just chosen: no second login.
  await expect(page.getByText("Compte vérifié ! Connexion en cours…")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/reservation\?step=3/);
  expect(await draftSlotId(page)).toBe(slotId);
});

test.describe("the draft without the local database", () => {
  // The phone asks the server for every file, so the database's file can be kept from arriving.
  test.use({ serviceWorkers: "block" });

  test("survives a reload right after the tap, when the database's file never came", async ({
    page,
    baseURL,
  }) => {
    await page.route(/\/assets\/dexie-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await logIn(page, baseURL as string, await registerVerifiedMember(page.request, baseURL as string));
    await page.goto("/reservation");
    await chooseService(page, "Pilates");
    await nextButton(page).click();
    await chooseSlot(page, 1);
    const chosen = await draftSlotId(page);
    await page.reload();
    await expect(page.getByRole("button", { pressed: true, name: /^\d\dh\d\d/ })).toBeVisible();
    expect(await draftSlotId(page)).toBe(chosen);
  });
});
