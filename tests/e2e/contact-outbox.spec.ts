import { join } from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectAccessible } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { skipPromo } from "./support/members";
import { startServer } from "./support/server";
import { expect, test } from "./support/test";

/** Waits until the service worker answers this page's requests: the app then opens offline. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
      await new Promise((r) => setTimeout(r, 100));
  });
}

/** How many of the centre's mails (demo outbox of `inbox`) hold `stamp`. */
async function mailsWith(serverUrl: string, inbox: string, stamp: string) {
  const mails = (await (await fetch(`${serverUrl}/api/dev/mail?to=${inbox}`)).json()) as { text: string }[];
  return mails.filter((m) => m.text.includes(stamp)).length;
}

test("a contact message written with the API server stopped waits on the phone, then reaches the centre once", async ({
  page,
}, testInfo) => {
  test.slow();
  // The centre's inbox for this server only: the demo outbox then holds this test's mail alone.
  const inbox = `accueil-${testInfo.project.name}@centre.example`;
  let server = await startServer({ env: { CONTACT_TO: inbox } });
  const stamp = `${Date.now()}`;
  const mailsWithStamp = () => mailsWith(server.url, inbox, stamp);
  const storedWithStamp = () => {
    const db = new Database(join(server.dataDir, "app.sqlite"), { readonly: true });
    try {
      const row = db
        .prepare("SELECT count(*) AS n FROM contact_messages WHERE message LIKE ?")
        .get(`%${stamp}%`) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  };
  try {
    await skipPromo(page);
    await page.clock.install();
    await page.goto(`${server.url}/contactez-nous`);
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
    // The app's files come from the phone once the server is gone.
    await controlledByServiceWorker(page);

    // The server is really gone (the browser still believes it is online).
    await server.stop();
    await page.getByLabel("Nom complet").fill("Ndèye Fall");
    await page.getByLabel("Adresse e-mail").fill("ndeye@example.com");
    await page.getByLabel("Sujet").selectOption("reservation");
    await page.getByLabel("Message").fill(`Bonjour, avez-vous des créneaux le soir ? ${stamp}`);
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    const waiting = page.getByRole("region", { name: "Messages en attente d'envoi" });
    await expect(waiting.getByText("Message en attente d'envoi")).toBeVisible();
    await expect(waiting).toContainText("partira automatiquement dès le retour de la connexion");
    // Nothing is lost: what was written shows as waiting, and the form is free for another one.
    await expect(waiting).toContainText(stamp);
    await expect(waiting).toContainText("Nous vous répondrons à ndeye@example.com");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByText("Une erreur est survenue lors de l'envoi du message")).toHaveCount(0);
    await expectAccessible(page, "a contact message waiting");
    await expectNoSidewaysScroll(page);

    // A retry while the server is still down: the message keeps waiting.
    await page.clock.fastForward(15_000);
    await expect(waiting).toContainText(stamp);

    // Back on the same address and data: the next retry delivers it, and the spec's success shows.
    server = await startServer({
      port: Number(new URL(server.url).port),
      dataDir: server.dataDir,
      env: { CONTACT_TO: inbox },
    });
    await page.clock.fastForward(30_000);
    await expect(page.getByText("Message envoyé avec succès!")).toBeVisible();
    await expect(page.getByText("Nous vous répondrons dans les plus brefs délais.")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(await mailsWithStamp()).toBe(1);
    expect(storedWithStamp()).toBe(1);

    // Later retries, another start of the app: nothing is sent again.
    await page.clock.fastForward(600_000);
    await page.reload();
    await expect(page.getByLabel("Nom complet")).toBeVisible();
    await page.clock.fastForward(600_000);
    await expect(waiting).toHaveCount(0);
    expect(await mailsWithStamp()).toBe(1);
    expect(storedWithStamp()).toBe(1);
  } finally {
    await server.stop();
  }
});

test("a message left waiting goes as the app starts again, on any page, and says so", async ({
  page,
}, testInfo) => {
  test.slow();
  const inbox = `depart-${testInfo.project.name}@centre.example`;
  let server = await startServer({ env: { CONTACT_TO: inbox } });
  try {
    await skipPromo(page);
    await page.goto(`${server.url}/contactez-nous`);
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
    await controlledByServiceWorker(page);
    await server.stop();
    await page.getByLabel("Nom complet").fill("Moussa Ndiaye");
    await page.getByLabel("Adresse e-mail").fill("moussa@example.com");
    await page.getByLabel("Sujet").selectOption("autre");
    await page.getByLabel("Message", { exact: true }).fill("Proposez-vous des cartes cadeaux ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Message en attente d'envoi")).toBeVisible();

    server = await startServer({
      port: Number(new URL(server.url).port),
      dataDir: server.dataDir,
      env: { CONTACT_TO: inbox },
    });
    // Another day, the home page: the message goes at once, and a notice says it went.
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" })).toBeVisible();
    // The mail leaves just after the answer: once there, it is there once.
    await expect.poll(() => mailsWith(server.url, inbox, "cartes cadeaux")).toBe(1);
    const mails = (await (await fetch(`${server.url}/api/dev/mail?to=${inbox}`)).json()) as {
      text: string;
    }[];
    expect(mails.map((m) => m.text.includes("cartes cadeaux"))).toEqual([true]);
  } finally {
    await server.stop();
  }
});

test("a message written offline on a phone that never loaded the local database waits, then reaches the centre once", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const inbox = `sans-base-${testInfo.project.name}@centre.example`;
  const server = await startServer({ env: { CONTACT_TO: inbox } });
  const stamp = `${Date.now()}`;
  const databaseChunk: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/dexie-[\w-]+\.js$/.test(request.url())) databaseChunk.push(request.url());
  });
  try {
    await skipPromo(page);
    // Only the catalogue was opened online: the local database's file is on neither side.
    await page.goto(`${server.url}/services`);
    await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
    await controlledByServiceWorker(page);
    expect(databaseChunk).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${server.url}/contactez-nous`);
    await page.getByLabel("Nom complet").fill("Fatou Sow");
    await page.getByLabel("Adresse e-mail").fill("fatou@example.com");
    await page.getByLabel("Sujet").selectOption("services");
    await page.getByLabel("Message", { exact: true }).fill(`Faites-vous des soins du visage ? ${stamp}`);
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    const waiting = page.getByRole("region", { name: "Messages en attente d'envoi" });
    await expect(waiting.getByText("Message en attente d'envoi")).toBeVisible();
    await expect(waiting).toContainText(stamp);
    await expect(page.getByText("Une erreur est survenue lors de l'envoi du message")).toHaveCount(0);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    const hint = () => page.evaluate(() => localStorage.getItem("contact_outbox_waiting"));
    expect(await hint()).toBe("1");
    // Kept on the phone: a reload, still offline, shows it waiting, once.
    await page.reload();
    await expect(waiting.getByRole("listitem")).toHaveCount(1);
    await expect(waiting).toContainText(stamp);

    // The network returns: it goes at once, and once.
    await context.setOffline(false);
    await expect(page.getByText("Message envoyé avec succès!")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect.poll(() => mailsWith(server.url, inbox, stamp)).toBe(1);
    expect(await hint()).toBeNull();
    await page.reload();
    await expect(page.getByLabel("Nom complet")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(await mailsWith(server.url, inbox, stamp)).toBe(1);
  } finally {
    await server.stop();
  }
});
