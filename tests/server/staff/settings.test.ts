import sharp from "sharp";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { documentHtml, sanitizeHtml } from "../../../server/lib/html-allowlist";

const sanitiseHtml = (html: string) => sanitizeHtml(html, documentHtml);

import { settingsPaths, siteSettingsSchema } from "../../../src/contract/staff/settings";
import { findSlot, makeTestApp, methodId, quickMembers, type TestApp, yogaBooking } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 92, b: 77 } } })
    .png()
    .toBuffer();

function imageForm(bytes: Uint8Array, type = "image/png") {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(bytes)], { type }), "photo.png");
  return form;
}

const put = (t: TestApp, path: string, json: unknown, token?: string) => t.api.put(path, json, token);
const upload = (t: TestApp, path: string, form: FormData, token?: string) =>
  t.api.raw("PUT", `/api/${path}`, { body: form, token });

/** A public answer and its tag, as a phone holding the previous tag asks for it. */
async function publicAnswer(t: TestApp, path: string, etag?: string) {
  const res = await t.api.raw("GET", `/api/configs/${path}`, {
    headers: etag ? { "If-None-Match": etag } : {},
  });
  return { status: res.status, data: res.data, etag: res.headers.get("ETag") ?? "" };
}

const validWrites = (pngBytes: Uint8Array) => [
  { path: settingsPaths.home, json: { display_basic_service: false, display_custom_service: true } },
  {
    path: settingsPaths.banner(1),
    json: { is_active: true, header_title: "Titre", header_sub_title: "", footer_title: "" },
  },
  { path: settingsPaths.modal("promo"), json: { is_active: false, title: "Promo", description: "" } },
  { path: settingsPaths.slides(1), json: { description_1: "Un", description_2: "Deux" } },
  { path: settingsPaths.document("CGU"), json: { html: "<p>Texte</p>" } },
  {
    path: settingsPaths.faq,
    json: { items: [{ category: "payments", question: "Wave ?", answer: "Oui." }] },
  },
  { path: settingsPaths.about, json: { html: "<p>Notre centre</p>" } },
  {
    path: settingsPaths.rules,
    json: { cancel_cutoff_hours: 5, booking_lead_hours: 5, max_unpaid_bookings: 1 },
  },
  { path: settingsPaths.bannerImage(1, "header"), form: () => imageForm(pngBytes) },
  { path: settingsPaths.slideImage(1, 2), form: () => imageForm(pngBytes) },
  { path: settingsPaths.modalImage("choice"), form: () => imageForm(pngBytes) },
];

describe("the site's settings (admin only)", () => {
  it("are refused to anyone but an admin, and change nothing then", async () => {
    const t = await makeTestApp();
    const reception = await staffMember(t, "reception");
    const client = await demoClient(t);
    const before = await publicAnswer(t, "homeconfigs/");
    const small = await png(8, 8);
    for (const who of [undefined, client.access, reception.access]) {
      const expected = who === undefined ? 401 : 403;
      expect((await t.api.get(settingsPaths.all, who)).status).toBe(expected);
      for (const write of validWrites(small)) {
        const res = write.form
          ? await upload(t, write.path, write.form(), who)
          : await put(t, write.path, write.json, who);
        expect(res.status, `${write.path} ${expected}`).toBe(expected);
      }
    }
    expect(await auditLines(t)).toEqual([]);
    expect((await publicAnswer(t, "homeconfigs/")).data).toEqual(before.data);
    expect((await t.api.get("configs/integerSetting/")).data).toContainEqual({
      key: "MIN_HOURS_BEFORE_RESERVATION",
      value: 3,
    });
    // The same writes by an admin all pass: the refusals above were about who asked.
    const admin = await staffMember(t, "admin");
    for (const write of validWrites(small)) {
      const res = write.form
        ? await upload(t, write.path, write.form(), admin.access)
        : await put(t, write.path, write.json, admin.access);
      expect(res.status, write.path).toBe(200);
    }
  });

  it("show every change in the public answers at once, under a new tag, with one audit line each", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const all = await t.api.get(settingsPaths.all, admin.access);
    expect(all.status).toBe(200);
    expect(v.safeParse(siteSettingsSchema, all.data).success).toBe(true);
    expect(all.data.rules).toEqual({
      cancel_cutoff_hours: 3,
      booking_lead_hours: 3,
      max_unpaid_bookings: 3,
      reception_daily_credits: 50,
      phone_messages_per_day: 300,
    });
    expect(all.data.documents.find((d: { type: string }) => d.type === "CGU").html).toContain("<h1>");
    const bannerId = all.data.banners[0].id as number;
    const slidesId = all.data.slides.id as number;

    const home = await publicAnswer(t, "homeconfigs/");
    const banner = await publicAnswer(t, "banner/");
    const modals = await publicAnswer(t, "modal/");
    const slides = await publicAnswer(t, "authSlider/");
    // Unchanged, a phone holding the tag gets a 304.
    expect((await publicAnswer(t, "homeconfigs/", home.etag)).status).toBe(304);

    const writes = [
      await put(
        t,
        settingsPaths.home,
        { display_basic_service: false, display_custom_service: true },
        admin.access,
      ),
      await put(
        t,
        settingsPaths.banner(bannerId),
        {
          is_active: true,
          header_title: "  Fermé pour la Tabaski ",
          header_sub_title: "Retour lundi.",
          footer_title: "À bientôt",
          link: "/services",
        },
        admin.access,
      ),
      await put(
        t,
        settingsPaths.modal("choice"),
        {
          is_active: false,
          title: "Votre expérience",
          description: "Deux façons de venir.",
          standard: { title: "Catalogue", description: "Une séance prête à réserver." },
        },
        admin.access,
      ),
      await put(
        t,
        settingsPaths.slides(slidesId),
        { description_1: "Bienvenue", description_2: "" },
        admin.access,
      ),
    ];
    expect(writes.map((w) => w.status)).toEqual([200, 200, 200, 200]);
    expect(writes[0]?.data.detail).toBe("Réglages enregistrés.");
    expect(writes[3]?.data.settings.slides.description_1).toBe("Bienvenue");

    const homeAfter = await publicAnswer(t, "homeconfigs/", home.etag);
    expect(homeAfter).toMatchObject({
      status: 200,
      data: { display_basic_service: false, display_custom_service: true },
    });
    expect(homeAfter.etag).not.toBe(home.etag);
    const bannerAfter = await publicAnswer(t, "banner/", banner.etag);
    expect(bannerAfter.status).toBe(200);
    expect(bannerAfter.data[0]).toMatchObject({
      header_title: "Fermé pour la Tabaski",
      header_sub_title: "Retour lundi.",
      footer_title: "À bientôt",
      link: "/services",
    });
    // Hidden, it leaves the public list (the home then shows the centre's tagline).
    const hidden = await put(
      t,
      settingsPaths.banner(bannerId),
      { is_active: false, header_title: "Fermé pour la Tabaski", header_sub_title: "", footer_title: "" },
      admin.access,
    );
    expect(hidden.data.settings.banners[0]).toMatchObject({ is_active: false, link: null });
    expect((await publicAnswer(t, "banner/", bannerAfter.etag)).data).toEqual([]);
    const modalsAfter = await publicAnswer(t, "modal/", modals.etag);
    const choice = modalsAfter.data.find((m: { type: string }) => m.type === "choice");
    expect(choice).toMatchObject({
      is_active: false,
      title: "Votre expérience",
      description: "Deux façons de venir.",
      standard: { title: "Catalogue", description: "Une séance prête à réserver." },
      // Not sent: kept as it was.
      personnalise: { title: "Personnalisé" },
    });
    expect(modalsAfter.data.find((m: { type: string }) => m.type === "promo").is_active).toBe(true);
    const slidesAfter = await publicAnswer(t, "authSlider/", slides.etag);
    expect(slidesAfter.data[0]).toMatchObject({ description_1: "Bienvenue", description_2: "" });

    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual([
      "settings.home_changed",
      "settings.banner_changed",
      "settings.modal_changed",
      "settings.slides_changed",
      "settings.banner_changed",
    ]);
    expect(lines.every((l) => l.staffId === admin.id)).toBe(true);
    expect(lines[0]?.summary).toBe("Accueil : services masqués, programmes affichés.");
    // The admin's log lists them too.
    const audit = await t.api.get("staff/audit/", admin.access);
    expect(audit.data.results[0]).toMatchObject({
      action: "settings.banner_changed",
      summary: "Bannière masquée : « Fermé pour la Tabaski ».",
    });
    // The spec's own writes (`PATCH configs/…`) are audited the same way.
    expect(
      (await t.api.patch("configs/modal/", { type: "promo", is_active: false }, admin.access)).status,
    ).toBe(200);
    expect(
      (await t.api.patch("configs/homeconfigs/", { display_custom_service: false }, admin.access)).data,
    ).toEqual({ display_basic_service: false, display_custom_service: false });
    expect((await auditLines(t)).slice(-2).map((l) => [l.action, l.summary])).toEqual([
      ["settings.modal_changed", "Fenêtre promotion masquée."],
      ["settings.home_changed", "Accueil : services masqués, programmes masqués."],
    ]);
  });

  it("refuse bad input with French messages, and keep what was there", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const rules = await put(
      t,
      settingsPaths.rules,
      { cancel_cutoff_hours: 169, booking_lead_hours: -1, max_unpaid_bookings: 2.5 },
      admin.access,
    );
    expect(rules.status).toBe(400);
    expect(rules.data).toEqual({
      cancel_cutoff_hours: ["Délai d'annulation : un nombre entier d'heures, de 0 à 168."],
      booking_lead_hours: ["Délai de réservation : un nombre entier d'heures, de 0 à 168."],
      max_unpaid_bookings: ["Réservations non payées : un nombre entier, de 1 à 20."],
    });
    const tooMany = await put(
      t,
      settingsPaths.rules,
      { cancel_cutoff_hours: 0, booking_lead_hours: 168, max_unpaid_bookings: 0 },
      admin.access,
    );
    expect(tooMany.data).toEqual({
      max_unpaid_bookings: ["Réservations non payées : un nombre entier, de 1 à 20."],
    });
    const banner = await put(
      t,
      settingsPaths.banner(1),
      {
        is_active: true,
        header_title: "   ",
        header_sub_title: "x".repeat(301),
        footer_title: "",
        link: "javascript:alert(1)",
      },
      admin.access,
    );
    expect(banner.status).toBe(400);
    expect(banner.data).toEqual({
      header_title: ["Ce champ est obligatoire."],
      header_sub_title: ["Ce champ est trop long (300 caractères au plus)."],
      link: ["Lien invalide : un chemin du site (par exemple /services) ou une adresse https://…"],
    });
    for (const link of ["//ailleurs.example", "http://exemple.sn", "/a b"]) {
      const res = await put(
        t,
        settingsPaths.banner(1),
        { is_active: true, header_title: "Titre", header_sub_title: "", footer_title: "", link },
        admin.access,
      );
      expect(res.data, link).toEqual({
        link: ["Lien invalide : un chemin du site (par exemple /services) ou une adresse https://…"],
      });
    }
    const home = await put(t, settingsPaths.home, { display_basic_service: "oui" }, admin.access);
    expect(home.data.display_basic_service).toEqual(["Une valeur vraie ou fausse est attendue."]);
    const doc = await put(t, settingsPaths.document("PRIVACY"), { html: "  " }, admin.access);
    expect(doc.data).toEqual({ html: ["Le document ne peut pas être vide."] });
    const notImage = await upload(
      t,
      settingsPaths.bannerImage(1, "footer"),
      imageForm(new TextEncoder().encode("<svg onload=alert(1)>"), "image/png"),
      admin.access,
    );
    expect(notImage.status).toBe(400);
    expect(notImage.data).toEqual({
      image: ["Le fichier doit être une image (JPEG, PNG, WebP ou GIF)."],
    });
    const noImage = await upload(t, settingsPaths.slideImage(1, 1), new FormData(), admin.access);
    expect(noImage.data).toEqual({ image: ["Choisissez une image à envoyer."] });
    // Rows and kinds that do not exist.
    const validBanner = {
      is_active: true,
      header_title: "Titre",
      header_sub_title: "",
      footer_title: "",
      link: "https://exemple.sn/tabaski",
    };
    expect((await put(t, settingsPaths.banner(999), validBanner, admin.access)).status).toBe(404);
    expect((await put(t, "staff/settings/modals/autre/", { is_active: true }, admin.access)).status).toBe(
      404,
    );
    expect(
      (await upload(t, "staff/settings/slides/1/images/4/", imageForm(await png(4, 4)), admin.access)).status,
    ).toBe(404);

    expect(await auditLines(t)).toEqual([]);
    const settings = await t.api.get(settingsPaths.all, admin.access);
    expect(settings.data.rules).toEqual({
      cancel_cutoff_hours: 3,
      booking_lead_hours: 3,
      max_unpaid_bookings: 3,
      reception_daily_credits: 50,
      phone_messages_per_day: 300,
    });
    expect(settings.data.banners[0].header_title).toBe("Votre bien-être commence ici");
  });

  it("are the integers the booking rules read", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member] = await quickMembers(t, 1);
    const token = member?.access ?? "";
    // Listed at 08:00: Monday 14:00 (6 hours ahead), 15:00 and Tuesday 10:00.
    const soon = await findSlot(t, 4, "2026-03-02", "14:00:00");
    const tuesday = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const wednesday = await findSlot(t, 4, "2026-03-04", "10:00:00");
    const setRules = (cancel: number, lead: number, unpaid: number) =>
      put(
        t,
        settingsPaths.rules,
        { cancel_cutoff_hours: cancel, booking_lead_hours: lead, max_unpaid_bookings: unpaid },
        admin.access,
      );

    expect((await setRules(3, 7, 1)).status).toBe(200);
    expect((await t.api.get("configs/integerSetting/")).data).toEqual(
      expect.arrayContaining([
        { key: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", value: 3 },
        { key: "MIN_HOURS_BEFORE_RESERVATION", value: 7 },
        { key: "MAX_UNPAID_BOOKINGS", value: 1 },
      ]),
    );
    // Six hours ahead, under a seven-hour lead: refused.
    const early = await t.api.post("booking/booking/create/", yogaBooking(soon), token);
    expect(early.status).toBe(400);
    expect(Object.values(early.data).flat()).toEqual([
      "La réservation doit être effectuée au moins 7 heures avant le début du créneau.",
    ]);
    // One unpaid booking held: a second is refused at one.
    const first = await t.api.post("booking/booking/create/", yogaBooking(tuesday), token);
    expect(first.status).toBe(201);
    const second = await t.api.post("booking/booking/create/", yogaBooking(wednesday), token);
    expect(second.status).toBe(400);
    expect(second.data).toEqual({
      non_field_errors: [
        "Vous avez déjà une réservation non payée. Réglez-la ou annulez-la avant d'en créer une nouvelle.",
      ],
    });

    // Confirmed, to be paid at the venue: the cut-off holds it (a booking only held may be let go).
    const atVenue = await t.api.put(
      `booking/booking/update_payment/${first.data.booking_id}/`,
      { booking_method: await methodId(t, "PAY01") },
      token,
    );
    expect(atVenue.status).toBe(200);

    // Back to a three-hour lead and two unpaid bookings: both pass.
    expect((await setRules(30, 3, 2)).status).toBe(200);
    const now = await t.api.post("booking/booking/create/", yogaBooking(soon), token);
    expect(now.status).toBe(201);
    // Tuesday 10:00 is 26 hours away: under a 30-hour cut-off it can no longer be cancelled.
    const cancel = await t.api.post(`booking/booking/${first.data.booking_id}/cancel/`, undefined, token);
    expect(cancel.status).toBe(400);
    expect((await setRules(24, 3, 2)).status).toBe(200);
    const cancelled = await t.api.post(`booking/booking/${first.data.booking_id}/cancel/`, undefined, token);
    expect(cancelled.status).toBe(200);
    expect((await auditLines(t)).map((l) => l.action)).toEqual([
      "settings.rules_changed",
      "settings.rules_changed",
      "settings.rules_changed",
    ]);
  });

  it("sanitise the legal documents and serve them at a new address", async () => {
    // The allowlist on its own: tags, attributes and addresses that could run anything.
    expect(sanitiseHtml('<h2 class="x" onclick="alert(1)">Titre</h2><script>alert(1)</script>')).toBe(
      "<h2>Titre</h2>",
    );
    expect(sanitiseHtml('<a href="jav&#x61;script:alert(1)">x</a><a href=" java\tscript:y">y</a>')).toBe(
      "<a>x</a><a>y</a>",
    );
    expect(sanitiseHtml('<a href="https://exemple.sn/?a=1&b=2">lien</a>')).toBe(
      '<a href="https://exemple.sn/?a=1&amp;b=2" rel="noopener noreferrer">lien</a>',
    );
    expect(sanitiseHtml("<img src=x onerror=alert(1)><p>Ouvert <b>tous<i> les jours")).toBe(
      "<p>Ouvert <b>tous<i> les jours</i></b></p>",
    );
    expect(sanitiseHtml("<scr<script>x</script>ipt>1 < 2 &amp; 3 & <!-- caché --><style>p{}</style>")).toBe(
      // « <scr<script> » reads as one unknown tag: dropped, and what follows is escaped text.
      "xipt&gt;1 &lt; 2 &amp; 3 &amp; ",
    );

    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const docs = await publicAnswer(t, "termspolicies/");
    const html =
      '<h1>CGU</h1><p onmouseover="x()">Fermé le jour de la <strong>Tabaski</strong>.</p><iframe src="//mal"></iframe><a href="javascript:alert(1)">ici</a>';
    const saved = await put(t, settingsPaths.document("CGU"), { html }, admin.access);
    expect(saved.status).toBe(200);
    const cgu = saved.data.settings.documents.find((d: { type: string }) => d.type === "CGU");
    expect(cgu.html).toBe("<h1>CGU</h1><p>Fermé le jour de la <strong>Tabaski</strong>.</p><a>ici</a>");
    const docsAfter = await publicAnswer(t, "termspolicies/", docs.etag);
    expect(docsAfter.status).toBe(200);
    const url = docsAfter.data.find((d: { type: string }) => d.type === "CGU").file_url as string;
    expect(url).toMatch(/^\/media\/docs\/cgu-[0-9a-f-]{36}\.html$/);
    const page = await t.app.request(url);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("<title>Conditions générales d'utilisation</title>");
    expect(text).toContain("<p>Fermé le jour de la <strong>Tabaski</strong>.</p>");
    expect(text).not.toMatch(/iframe|javascript|onmouseover/);
    // The privacy policy is still the one shipped.
    expect(docsAfter.data.find((d: { type: string }) => d.type === "PRIVACY").file_url).toBe(
      "/media/docs/confidentialite.html",
    );
    // Written again: the previous page is gone from the database, the new one served.
    await put(t, settingsPaths.document("CGU"), { html: "<p>Version 2</p>" }, admin.access);
    expect((await t.app.request(url)).status).toBe(404);
    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual(["settings.document_changed", "settings.document_changed"]);
    expect(JSON.parse(lines[0]?.data ?? "{}")).toMatchObject({ type: "CGU", changed_by_sanitiser: true });
  });

  it("process uploaded pictures as profile photos are, and serve them from the database", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const banner = await publicAnswer(t, "banner/");
    const big = await png(3200, 1200);
    const res = await upload(t, settingsPaths.bannerImage(1, "header"), imageForm(big), admin.access);
    expect(res.status).toBe(200);
    expect(res.data.detail).toBe("Image enregistrée.");
    const after = await publicAnswer(t, "banner/", banner.etag);
    expect(after.status).toBe(200);
    const url = after.data[0].header_image as string;
    expect(url).toMatch(/^\/media\/site\/banner-header-[0-9a-f-]{36}\.webp$/);
    // The footer is untouched.
    expect(after.data[0].footer_image).toBe(banner.data[0].footer_image);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 600]);

    // A second picture replaces the first, which leaves the database.
    await upload(t, settingsPaths.bannerImage(1, "header"), imageForm(await png(400, 300)), admin.access);
    expect((await t.app.request(url)).status).toBe(404);
    // Slides and modals take pictures the same way.
    await upload(t, settingsPaths.slideImage(1, 3), imageForm(await png(40, 30)), admin.access);
    await upload(t, settingsPaths.modalImage("promo"), imageForm(await png(40, 30)), admin.access);
    expect((await publicAnswer(t, "authSlider/")).data[0].image_3).toMatch(/^\/media\/site\/slide-3-/);
    const promo = (await publicAnswer(t, "modal/")).data.find((m: { type: string }) => m.type === "promo");
    expect(promo.image).toMatch(/^\/media\/site\/modal-promo-/);
    expect((await t.app.request(promo.image)).status).toBe(200);

    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual([
      "settings.banner_changed",
      "settings.banner_changed",
      "settings.slides_changed",
      "settings.modal_changed",
    ]);
    expect(JSON.parse(lines[0]?.data ?? "{}")).toMatchObject({ image: "header", url });
  });
});
