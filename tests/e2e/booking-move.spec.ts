import { expectAccessible } from "./support/axe";
import { accessToken, buyCredits } from "./support/booking";
import { bookConfirmed } from "./support/history";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

test("a member moves a booking to another slot, then finds it as « Votre prochaine séance » on the home page, also offline", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  test.slow();
  const base = baseURL as string;
  const member = await registerVerifiedMember(request, base);
  const token = await accessToken(request, base, member);
  await buyCredits(request, base, token);
  // A service no other journey books, so parallel journeys keep their slots.
  const booked = await bookConfirmed(request, base, token, {
    serviceName: "Massage sportif",
    fromDay: 2,
    method: "PAY02",
  });
  await skipPromo(page);
  await logIn(page, base, member);
  await page.goto("/historique");
  await page.getByRole("button", { name: /^Déplacer : Massage sportif/ }).click();

  const dialog = page.getByRole("dialog", { name: "Déplacer la réservation" });
  await expect(dialog.getByText("Votre réservation garde son prix et son paiement")).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Confirmer le déplacement" });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, "la fenêtre « Déplacer la réservation »");
  // The first day with a free slot is open; its last slot is taken (never the booking's own).
  const slot = dialog.getByRole("button", { name: /^\d\dh\d\d/ }).last();
  const time = ((await slot.locator("span").first().textContent()) ?? "").trim();
  expect(time).toMatch(/^\d\dh\d\d$/);
  await slot.click();
  await expect(dialog.getByText(/^Nouveau créneau : /)).toContainText(time);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Réservation déplacée au /)).toBeVisible();

  // The server holds the new time, the price and payment unchanged, and said so by e-mail.
  const moved = (
    await (
      await request.get(`${base}/api/booking/booking/validated?page_size=100`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()
  ).results[0];
  expect(moved.booking_id).toBe(booked.id);
  expect(moved.start_time.slice(0, 5).replace(":", "h")).toBe(time);
  expect(`${moved.reserved_for} ${moved.start_time}`).not.toBe(`${booked.day} ${booked.start}`);
  expect(moved.credit_price).toBe(booked.creditPrice);
  expect(moved.payment_status).toBe("paid");
  const card = page.locator(`#booking-${booked.id}`);
  await expect(card).toContainText(`· ${time} –`);
  // The mail leaves just after the answer.
  const mailbox = async () =>
    (await (await request.get(`${base}/api/dev/mail?to=${encodeURIComponent(member.email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
  await expect.poll(async () => (await mailbox())[0]?.subject ?? "").toMatch(/^Réservation déplacée/);
  const [mail] = await mailbox();
  if (!mail) throw new Error("no mail");
  expect(mail.subject).toMatch(/^Réservation déplacée : Massage sportif/);
  expect(mail.text).toContain(`à ${time} (heure de Dakar)`);

  // The home page shows it as the next session, with its calendar file.
  await page.goto("/");
  const next = page.getByRole("region", { name: "Votre prochaine séance" });
  await expect(next).toContainText("Massage sportif");
  await expect(next).toContainText(`· ${time} –`);
  await expect(next.getByRole("button", { name: /^Ajouter au calendrier/ })).toBeVisible();
  await expect(next.getByRole("button", { name: "Déplacer" })).toBeEnabled();
  await expectAccessible(page, "l'accueil d'un membre avec sa prochaine séance");

  // Offline, from the bookings saved on the phone; moving says it needs a connection.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
      await new Promise((r) => setTimeout(r, 100));
  });
  await context.setOffline(true);
  await page.reload();
  await expect(next).toContainText("Massage sportif");
  await expect(next).toContainText(`· ${time} –`);
  await expect(next.getByText(/^Dernière mise à jour : /)).toBeVisible();
  await expect(next.getByRole("button", { name: "Déplacer · connexion requise" })).toBeDisabled();
  await context.setOffline(false);
});
