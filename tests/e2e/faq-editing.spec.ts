import { logIn, skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The admin that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };
const answer = "Crédits, paiement sur place, Wave ou Orange Money : choisissez au moment de réserver.";

test.describe("the FAQ, the centre's to edit", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // Its own server: the other journeys read the FAQ as it is shipped.
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an admin rewrites an answer; a visitor reads it on the FAQ", async ({ page, browser }) => {
    await skipPromo(page);
    await logIn(page, server.url, admin);
    await page.goto(`${server.url}/admin/reglages`);
    const faq = page.getByTestId("settings-faq");
    const entry = faq.getByTestId("settings-faq-entry").filter({ hasText: "Question 7" });
    await expect(entry.getByLabel("Question", { exact: true })).toHaveValue("Comment payer mes séances ?");
    await entry.getByLabel("Réponse").fill(answer);
    await faq.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("FAQ : modifications enregistrées.")).toBeVisible();

    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto(`${server.url}/Faq`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Foire aux questions" })).toBeVisible();
    await visitor.getByRole("button", { name: "Comment payer mes séances ?" }).click();
    await expect(visitor.getByText(answer)).toBeVisible();
    await visitor.close();
  });
});
