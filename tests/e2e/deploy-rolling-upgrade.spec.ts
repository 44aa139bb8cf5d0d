import { resolve } from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { chooseService, chooseSlot, nextButton } from "./support/booking";
import { type DeployStack, nextRelease, startDeployStack } from "./support/deploy-stack";
import { logIn, skipPromo } from "./support/members";
import { expect, appPage as test } from "./support/test";

const demoMember = { email: "demo@example.com", password: "Demo2026!", firstName: "", lastName: "" };
const admin = { email: "admin@example.com", password: "Admin2026!" };

async function token(api: APIRequestContext, who: { email: string; password: string }) {
  const answer = await api.post("/api/accounts/login/", {
    data: { username: who.email, password: who.password },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).body.access as string;
}

/**
 * A client of the site all along the rollout, as several phones would be: the catalogue, a slot
 * search, a member's profile, a login, one after another on each of four loops. Every answer that
 * is not a success is kept to be shown.
 */
function clientLoops(api: APIRequestContext, access: string) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const calls = [
    () => api.get("/api/booking/services/?page=1&page_size=6"),
    () => api.post("/api/booking/slots/get_slots_by_dates/", { data: { service_id: 1, dates: [day, day] } }),
    () => api.get("/api/accounts/profile/", { headers: { Authorization: `Bearer ${access}` } }),
    () =>
      api.post("/api/accounts/login/", {
        data: { username: demoMember.email, password: demoMember.password },
      }),
  ];
  const loop = async () => {
    for (let turn = 0; running; turn++) {
      const call = calls[turn % calls.length];
      if (!call) continue;
      const answer = await call().catch((error: Error) => error);
      if (answer instanceof Error) failures.push(answer.message);
      else if (!answer.ok()) failures.push(`${answer.status()} ${answer.url()}`);
      else answered++;
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  return {
    answered: () => answered,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return failures;
    },
  };
}

/** The build that answered the site's shell: each release names its own entry script. */
async function entryOf(api: APIRequestContext) {
  const shell = await (await api.get("/", { headers: { "Cache-Control": "no-cache" } })).text();
  return /\/assets\/(index-[^"]+\.js)/.exec(shell)?.[1];
}

test.describe("a centre on two instances and PostgreSQL behind Debian's nginx, with the shipped configuration", () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ ignoreHTTPSErrors: true });
  let stack: DeployStack;
  const current = resolve("dist");
  const next = nextRelease(current);

  test.beforeAll(async () => {
    stack = await startDeployStack([current, current]);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test("a member books, the desk sees it, and a rolling upgrade loses no request and never serves a page without its scripts", async ({
    browser,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true });

    // A member books on the site, through nginx and TLS, and pays at the venue.
    const page = await browser.newPage({ baseURL: stack.url, ignoreHTTPSErrors: true });
    await skipPromo(page);
    await logIn(page, stack.url, demoMember);
    await page.goto("/reservation");
    await expect(page.locator("#root[inert]")).toHaveCount(0);
    await chooseService(page, "Yoga hatha");
    await nextButton(page).click();
    await chooseSlot(page, 2);
    const chosen: { date: string } = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("reservationState") ?? "{}"),
    );
    await nextButton(page).click();
    await page.getByLabel(/J'accepte les conditions/).check();
    await page.getByLabel(/aucune contre-indication/).check();
    const created = page.waitForResponse((r) => r.url().endsWith("/api/booking/booking/create/"));
    await page.getByRole("button", { name: /^Réserver/ }).click();
    const { booking_id: bookingId } = (await (await created).json()) as { booking_id: number };
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Paiement sur place", { exact: true }).click();
    await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
    await expect(page).toHaveURL(/\/confirmation\?status=success/);
    await page.close();

    // The desk finds it in the day's agenda, whichever instance answers.
    const staff = await token(api, admin);
    const agenda = await api.get(`/api/staff/agenda/?date=${chosen.date}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(agenda.status()).toBe(200);
    expect(JSON.stringify(await agenda.json())).toContain(`"booking_id":${bookingId}`);

    // A picture under the app's limit passes nginx; a body over nginx's is its own 413.
    const member = await token(api, demoMember);
    const picture = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(picture.length).toBeGreaterThan(1_500_000);
    const photo = await api.patch("/api/accounts/profile/", {
      headers: { Authorization: `Bearer ${member}` },
      multipart: { profile_picture: { name: "moi.png", mimeType: "image/png", buffer: picture } },
    });
    expect(photo.status()).toBe(200);
    const heavy = await api.patch("/api/accounts/profile/", {
      headers: { Authorization: `Bearer ${member}` },
      multipart: {
        profile_picture: { name: "lourd.png", mimeType: "image/png", buffer: Buffer.alloc(7_000_000) },
      },
    });
    expect(heavy.status()).toBe(413);

    // The rollout, with clients all along: one instance on the next release, then the other.
    const before = await entryOf(api);
    const loops = clientLoops(api, member);
    const [first, second] = stack.instances;
    if (!first || !second) throw new Error("deux instances attendues");
    await first.restart(next);
    // nginx sends clients to it again (it set it aside while it restarted).
    await expect.poll(() => entryOf(api), { timeout: 60_000 }).not.toBe(before);

    // Both releases side by side: every cold load starts, whichever instance drew the page.
    for (let visit = 0; visit < 6; visit++) {
      const context = await browser.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true });
      const visitor = await context.newPage();
      const missing: string[] = [];
      visitor.on("response", (r) => {
        if (r.url().includes("/assets/") && r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
      });
      await visitor.goto("/services");
      // Drawn by the app (the page arrives drawn and inert until its scripts run).
      await expect(visitor.locator("#root[inert]")).toHaveCount(0);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      expect(missing).toEqual([]);
      await context.close();
    }

    await second.restart(next);
    await expect.poll(() => loops.answered(), { timeout: 60_000 }).toBeGreaterThan(40);
    expect(await loops.stop()).toEqual([]);
    expect(await entryOf(api)).not.toBe(before);
    await api.dispose();
  });
});
