import type { APIRequestContext, Page } from "@playwright/test";
import { expect, isPhone, test } from "./support/test";

const password = "Teranga2026";

function uniqueEmail(prefix: string, page: Page) {
  return `${prefix}.${page.viewportSize()?.width}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

/** The last code mailed to `email`, read from the demo outbox. */
async function lastCode(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await (
        await request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json();
      code = mails[0]?.text.match(/: (\d{4})\n/)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code ?? "";
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Chiffre 1 du code").click();
  await page.keyboard.type(code);
}

async function openAccountMenu(page: Page, name: RegExp) {
  await page.getByRole("button", { name }).click();
}

test("register → code → login → profile, photo and address → logout", async ({ page, baseURL }) => {
  const email = uniqueEmail("inscription", page);
  // The page's clock is driven from here: the screens' 1 s and 2 s delays are not waited for.
  await page.clock.install();
  await page.goto("/auth/register");
  const submit = page.getByRole("button", { name: "S'inscrire" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Prénom").fill("Binta");
  await page.getByLabel("Nom", { exact: true }).fill("Camara");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("court");
  await expect(page.getByText("Force du mot de passe : Faible")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill("autre");
  await page.getByRole("checkbox").check();
  await submit.click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 8 caractères")).toBeVisible();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await expect(page.getByText("Force du mot de passe : Très fort")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await submit.click();
  await expect(page.getByText("Inscription réussie ! Veuillez vérifier votre email.")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=register/);

  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Veuillez entrer le code complet à 4 chiffres")).toBeVisible();
  await typeCode(page, await lastCode(page.request, baseURL ?? "", email));
  await page.getByRole("button", { name: "Vérifier" }).click();
  // The code proves the address; the password was just typed: the new member is signed in.
  await expect(page.getByText("Compte vérifié ! Connexion en cours…")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByText("Aucun numéro ajouté")).toBeVisible();
  await expect(page.getByText("Non spécifié")).toHaveCount(4);
  await expect(page.getByText("0 crédit")).toBeVisible();

  await page.getByRole("button", { name: "Modifier mon profil" }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier mon profil" });
  await dialog
    .getByLabel("Photo de profil")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas une image") });
  await expect(dialog.getByText("La photo doit être une image.")).toBeVisible();
  await dialog
    .getByLabel("Photo de profil")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("pas une image") });
  await expect(dialog.getByText("Impossible de lire cette image. Choisissez une autre photo.")).toBeVisible();
  // A 1280 × 800 picture goes up at 512 × 320, re-encoded and small.
  await dialog.getByLabel("Photo de profil").setInputFiles("public/screenshots/desktop.png");
  const preview = dialog.locator("img");
  await expect(preview).toHaveJSProperty("naturalWidth", 512);
  await expect(preview).toHaveJSProperty("naturalHeight", 320);
  await dialog.getByLabel("Téléphone").fill("77 123 45 67");
  await dialog.getByLabel("Prénom").fill("Bintou");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Profil mis à jour avec succès!")).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.clock.fastForward(1000);
  await reloaded;
  await expect(page.getByText("Bintou Camara")).toBeVisible();
  await expect(page.getByText("77 123 45 67")).toBeVisible();
  const avatar = page.locator("main img").first();
  await expect(avatar).toHaveAttribute("src", /\/media\/avatars\//);
  const stored = await page.request.get((await avatar.getAttribute("src")) ?? "");
  expect(stored.headers()["content-type"]).toMatch(/^image\/(webp|jpeg)/);
  expect((await stored.body()).length).toBeLessThan(100 * 1024);

  await page.getByRole("button", { name: "Modifier mon adresse" }).click();
  const address = page.getByRole("dialog", { name: "Modifier mon adresse" });
  await address.getByLabel("Pays").fill("Sénégal");
  await address.getByLabel("Ville").fill("Ziguinchor");
  await address.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Adresse mise à jour avec succès!")).toBeVisible();
  const reloadedAgain = page.waitForEvent("load");
  await page.clock.fastForward(1000);
  await reloadedAgain;
  await expect(page.getByText("Ziguinchor")).toBeVisible();
  await expect(page.getByText("Non spécifié")).toHaveCount(2);

  await openAccountMenu(page, /Bintou/);
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofil/);
});

test("login with an unverified account → code → logged in automatically", async ({ page, baseURL }) => {
  const email = uniqueEmail("nonverifie", page);
  const res = await page.request.post(`${baseURL}/api/accounts/register/`, {
    data: { first_name: "Lamine", last_name: "Gueye", email, password, password2: password },
  });
  expect(res.status()).toBe(201);
  const firstCode = await lastCode(page.request, baseURL ?? "", email);
  await page.clock.install();
  await page.goto("/auth/login?redirect=/profil");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*autoVerify=true/);
  expect(await page.evaluate(() => sessionStorage.getItem("temp_password"))).toBe(password);
  expect(await page.evaluate(() => Object.values(localStorage).includes("Teranga2026"))).toBe(false);
  // The code sent at registration is still the valid one (a new one needs 60 s).
  await typeCode(page, firstCode);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Compte vérifié ! Connexion en cours…")).toBeVisible();
  await page.clock.fastForward(1000);
  // Back where the login was asked for.
  await expect(page).toHaveURL(/\/profil$/);
  expect(await page.evaluate(() => sessionStorage.getItem("temp_password"))).toBeNull();
  if (!isPhone(page)) await expect(page.getByRole("button", { name: /Lamine/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByText("Lamine Gueye").first()).toBeVisible();
});

test("forgot password → code → new password → login", async ({ page, baseURL }) => {
  const email = uniqueEmail("oubli", page);
  await page.request.post(`${baseURL}/api/accounts/register/`, {
    data: { first_name: "Seynabou", last_name: "Mbaye", email, password, password2: password },
  });
  await page.request.post(`${baseURL}/api/accounts/checkOTP/`, {
    data: { email, otp: await lastCode(page.request, baseURL ?? "", email), purpose: "register" },
  });
  await page.clock.install();
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByText("Veuillez entrer votre adresse email")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByText("Si un compte correspond à cette adresse")).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=reset_password/);
  await typeCode(page, await lastCode(page.request, baseURL ?? "", email));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Code vérifié avec succès.")).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  const newPassword = "Nouveau2026!";
  await page.getByLabel("Nouveau mot de passe").fill("abc");
  await page.getByLabel("Confirmer le mot de passe").fill("abc");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe est trop faible")).toBeVisible();
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  // One list of what a password must contain, ticked as it is typed.
  await expect(page.getByRole("listitem").filter({ hasText: "Un chiffre" })).toContainText("✓");
  await expect(page.getByRole("listitem").filter({ hasText: "Un caractère spécial" })).toHaveCount(0);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe a été réinitialisé.")).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Identifiants invalides")).toBeVisible();
  await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a reload on the code page keeps the resend countdown", async ({ page }) => {
  const email = uniqueEmail("compte", page);
  // The page's clock is driven from here: no real seconds are waited.
  await page.clock.install();
  await page.goto(`/auth/otp-verification?email=${encodeURIComponent(email)}&purpose=register`);
  const resend = page.getByRole("button", { name: /Renvoyer le code dans \d+ s/ });
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(3000);
  await page.reload();
  const label = await page.getByRole("button", { name: /Renvoyer le code dans \d+ s/ }).textContent();
  // Read from the local database, not started over.
  const seconds = Number(label?.match(/(\d+) s/)?.[1]);
  expect(seconds).toBeLessThanOrEqual(57);
  expect(seconds).toBeGreaterThan(40);
});

test("the code boxes take a pasted code, digits only", async ({ page }) => {
  await page.goto("/auth/otp-verification?email=colle%40example.com&purpose=register");
  await page.getByLabel("Chiffre 1 du code").focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text", "Code : 7-3 9 1 5");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  for (const [i, d] of ["7", "3", "9", "1"].entries()) {
    await expect(page.getByLabel(`Chiffre ${i + 1} du code`)).toHaveValue(d);
  }
  await page.getByLabel("Chiffre 4 du code").press("Backspace");
  await page.getByLabel("Chiffre 4 du code").press("Backspace");
  await expect(page.getByLabel("Chiffre 3 du code")).toHaveValue("");
  await expect(page.getByLabel("Chiffre 3 du code")).toBeFocused();
});

test("a refused access token mid-session is refreshed and the call retried", async ({ page, baseURL }) => {
  const login = await page.request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: "demo@example.com", password: "Demo2026!" },
  });
  const { body } = await login.json();
  await page.goto("/");
  await page.evaluate((tokens) => {
    // Still valid by its date, but refused by the server (as after a server-side expiry).
    localStorage.setItem("access_token", "revoked-token");
    localStorage.setItem("refresh_token", tokens.refresh);
    localStorage.setItem("access_token_expiration", new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem("refresh_token_expiration", tokens.refresh_token_expiration);
  }, body);
  await page.goto("/profil");
  await expect(page.getByText("Awa Diop")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).not.toBe("revoked-token");
});

test("an authenticated member opening login goes home", async ({ page, baseURL }) => {
  const { body } = await (
    await page.request.post(`${baseURL}/api/accounts/login/`, {
      data: { username: "demo@example.com", password: "Demo2026!" },
    })
  ).json();
  await page.goto("/");
  await page.evaluate((tokens) => {
    localStorage.setItem("access_token", tokens.access);
    localStorage.setItem("refresh_token", tokens.refresh);
    localStorage.setItem("access_token_expiration", tokens.access_token_expiration);
    localStorage.setItem("refresh_token_expiration", tokens.refresh_token_expiration);
  }, body);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/$/);
});
