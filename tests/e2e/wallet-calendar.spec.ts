import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";
import { tokenOf, walletCheckout } from "./support/wallet-checkout";

test("the Wave success page of a booking offers its session for the calendar: the .ics file and Google Agenda", async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? "";
  await skipPromo(page);
  const member = await registerVerifiedMember(page.request, url);
  await logIn(page, url, member);
  // Paid from the API: this phone kept no record of the booking, the server says which it was.
  const checkout = await walletCheckout(page.request, url, await tokenOf(page.request, url, member));
  await page.goto(checkout.url);
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
  const name = checkout.service.name as string;
  await expect(page.getByRole("button", { name: `Ajouter au calendrier : ${name}` })).toBeVisible();
  const google = page.getByRole("link", { name: new RegExp(`^Ajouter à Google Agenda : ${name}`) });
  await expect(google).toBeVisible();
  await expect(google).toHaveAttribute("target", "_blank");
  await expect(google).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=.+&dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z&/,
  );
});
