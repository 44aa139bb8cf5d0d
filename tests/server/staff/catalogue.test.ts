import sharp from "sharp";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { realignSlots } from "../../../server/domain/schedule";
import { staffPackListSchema, staffServiceListSchema } from "../../../src/contract/staff/catalogue";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const CATALOGUE = "booking/services/?page=1&page_size=100";

/** A new service as the admin form sends it. */
const yoga = {
  name: "Yoga du soir",
  type: "custom",
  price: 12_000,
  credit_price: 12,
  duration: 45,
  nb_person_max_per_booking: 2,
  slot_capacity: 6,
  can_have_private_option: true,
  private_option_price: 5_000,
  private_option_credit_price: 5,
  short_description: "Étirements et respiration pour finir la journée.",
  short_resume: "Détente en douceur.",
  description:
    '<p onclick="steal()">Une séance <strong>douce</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://exemple.sn/yoga">Programme</a><img src=x onerror=alert(1)>',
};

const catalogue = (t: TestApp, etag?: string) =>
  t.api.raw("GET", `/api/${CATALOGUE}`, etag ? { headers: { "If-None-Match": etag } } : {});

const listed = async (t: TestApp) =>
  ((await t.api.get(CATALOGUE)).data.results as { id: number; name: string; imageUrl: string }[]).map(
    (s) => s.id,
  );

/** A bookable slot of the service on 3 March 2026 (a Tuesday), from the member's slot list. */
async function slotOn(t: TestApp, serviceId: number, date = "2026-03-03") {
  const res = await t.api.get(`booking/slots/?service_id=${serviceId}&date=${date}&page_size=100`);
  return {
    status: res.status,
    slots: (res.data.results ?? []) as { id: number; start_time: string; remaining_capacity: number }[],
  };
}

const book = (t: TestApp, token: string, serviceId: number, slot: number, price: number, credits: number) =>
  t.api.post(
    "booking/booking/create/",
    { service: serviceId, slot, price, credit_price: credits, private_option: false, number_person: 1 },
    token,
  );

const image = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#b85c38" } })
    [format]()
    .toBuffer();

const upload = (
  t: TestApp,
  serviceId: number,
  bytes: Uint8Array | string,
  token: string,
  name = "photo.png",
) => {
  const form = new FormData();
  form.set(
    "image",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type: "image/png" }),
  );
  return t.api.raw("POST", `/api/staff/services/${serviceId}/image/`, { body: form, token });
};

describe("the catalogue kept by admins", () => {
  it("is for admins only: 401 without a token, 403 for reception and clients, on every route", async () => {
    const t = await makeTestApp();
    const reception = await staffMember(t, "reception");
    const client = await demoClient(t);
    const admin = await staffMember(t, "admin");
    const calls: [string, string, unknown][] = [
      ["GET", "staff/services/", undefined],
      ["POST", "staff/services/", yoga],
      ["PUT", "staff/services/1/", yoga],
      ["POST", "staff/services/1/active/", { active: false }],
      ["GET", "staff/packs/", undefined],
      ["POST", "staff/packs/", { name: "Pack", credit_number: 10, real_price: 9000, validity_days: 30 }],
      ["PUT", "staff/packs/1/", { name: "Pack", credit_number: 10, real_price: 9000, validity_days: 30 }],
      ["POST", "staff/packs/1/active/", { active: false }],
    ];
    for (const [method, path, json] of calls) {
      const ask = (token?: string) => t.api.raw(method, `/api/${path}`, { json, token });
      expect((await ask()).status, `${method} ${path}`).toBe(401);
      expect((await ask(client.access)).status, `${method} ${path}`).toBe(403);
      const refused = await ask(reception.access);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.data.detail).toBe("Réservé aux administrateurs.");
    }
    const png = await image(40, 30, "png");
    expect((await upload(t, 1, png, reception.access)).status).toBe(403);
    expect((await upload(t, 1, png, client.access)).status).toBe(403);
    expect((await t.api.raw("POST", "/api/staff/services/1/image/")).status).toBe(401);
    // Nothing was changed by the refused calls, and reception keeps its own pages.
    expect(await auditLines(t)).toHaveLength(0);
    expect((await t.api.get("staff/clients/", reception.access)).status).toBe(200);
    expect((await t.api.get("staff/agenda/", reception.access)).status).toBe(200);
    // The admin sees every service and pack, on sale or not, as the contract says.
    await t.deps.db.updateTable("creditPacks").set({ isActive: false }).where("id", "=", 1).execute();
    const services = v.parse(staffServiceListSchema, (await t.api.get("staff/services/", admin.access)).data);
    expect(services).toHaveLength(12);
    expect(services[0]).toMatchObject({ id: 1, slot_capacity: 2, is_active: true });
    const packs = v.parse(staffPackListSchema, (await t.api.get("staff/packs/", admin.access)).data);
    expect(packs.find((p) => p.id === 1)?.is_active).toBe(false);
  });

  it("creates a service that clients see at once (new ETag) with its slots, its description cleaned, one audit line", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const before = await catalogue(t);
    const etag = before.headers.get("ETag") ?? "";
    expect(before.data.count).toBe(12);

    const created = await t.api.post("staff/services/", yoga, admin.access);
    expect(created.status).toBe(201);
    expect(created.data.detail).toBe("Service « Yoga du soir » créé : il est proposé dès maintenant.");
    const id = created.data.service.id as number;
    expect(created.data.service).toMatchObject({
      name: "Yoga du soir",
      slot_capacity: 6,
      is_active: true,
      imageUrl: "/media/art/choice.svg",
    });
    expect(created.data.service.description).toBe(
      '<p>Une séance <strong>douce</strong></p><a>x</a><a href="https://exemple.sn/yoga">Programme</a>',
    );

    const after = await catalogue(t, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(etag);
    expect(after.data.count).toBe(13);
    expect(after.data.results.find((s: { id: number }) => s.id === id)).toMatchObject({
      name: "Yoga du soir",
      type: "custom",
      price: 12_000,
      duration: 45,
    });
    // Found by the search as well: its folded columns were written with it.
    expect((await t.api.get("booking/services/?search=YOGA%20DU%20SOIR")).data.count).toBe(1);

    // Its slots: from 9:00, every 45 minutes, each for 6 persons.
    const { slots } = await slotOn(t, id);
    expect(slots.map((s) => s.start_time).slice(0, 3)).toEqual(["09:00:00", "09:45:00", "10:30:00"]);
    const range = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: id,
      dates: ["2026-03-03", "2026-03-04"],
    });
    expect(range.status).toBe(200);
    const client = await demoClient(t);
    const first = slots[0]?.id ?? 0;
    expect((await book(t, client.access, id, first, 12_000, 12)).status).toBe(201);

    const lines = await auditLines(t);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ staffId: admin.id, action: "service.created" });
    expect(lines[0]?.summary).toBe("Service « Yoga du soir » créé (12 000 XOF, 12 crédits, 45 min).");
    expect(JSON.parse(lines[0]?.data ?? "{}")).toMatchObject({ service_id: id, price: 12_000 });
  });

  it("refuses bad input with French messages next to the fields, and changes nothing", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const bad = await t.api.post(
      "staff/services/",
      {
        ...yoga,
        name: "  ",
        type: "premium",
        price: -1,
        credit_price: 2.5,
        duration: 47,
        slot_capacity: 0,
      },
      admin.access,
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      name: ["Indiquez un nom."],
      type: ["Choisissez le type : Essentiel ou Signature."],
      price: ["Le montant ne peut pas être négatif."],
      credit_price: ["Un nombre entier est attendu."],
      duration: ["La durée doit être un multiple de 5 minutes."],
      slot_capacity: ["Au moins 1."],
    });
    // The rules between fields are told with the others.
    const rules = await t.api.post(
      "staff/services/",
      { ...yoga, nb_person_max_per_booking: 8, private_option_price: null, duration: 500 },
      admin.access,
    );
    expect(rules.data).toEqual({
      duration: ["La durée doit être comprise entre 15 et 480 minutes."],
      nb_person_max_per_booking: [
        "Le nombre de personnes par réservation ne peut pas dépasser la capacité d'un créneau.",
      ],
      private_option_price: ["Indiquez le prix de l'option privative."],
    });
    // Without the private option, its prices are not needed (kept at 0).
    const plain = await t.api.post(
      "staff/services/",
      {
        ...yoga,
        can_have_private_option: false,
        private_option_price: null,
        private_option_credit_price: null,
      },
      admin.access,
    );
    expect(plain.data.service).toMatchObject({ private_option_price: 0, private_option_credit_price: 0 });
    const onlyTags = await t.api.post(
      "staff/services/",
      { ...yoga, description: "<script>x()</script><p></p>" },
      admin.access,
    );
    expect(onlyTags.status).toBe(400);
    expect(onlyTags.data.description[0]).toMatch(/^La description ne garde aucun texte/);
    const pack = await t.api.post(
      "staff/packs/",
      { name: "", credit_number: 0, real_price: -5, validity_days: 0 },
      admin.access,
    );
    expect(pack.data).toEqual({
      name: ["Indiquez un nom."],
      credit_number: ["Un pack donne au moins 1 crédit."],
      real_price: ["Le montant ne peut pas être négatif."],
      validity_days: ["La validité doit être d'au moins 1 jour (3 650 au plus)."],
    });
    expect((await t.api.put("staff/services/999/", yoga, admin.access)).status).toBe(404);
    expect((await t.api.post("staff/packs/999/active/", { active: false }, admin.access)).status).toBe(404);
    expect((await auditLines(t)).map((l) => l.action)).toEqual(["service.created"]);
  });

  it("edits a service without touching bookings made, and a withdrawn one takes no booking but keeps its history", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    // Massage suédois (id 1): 25 000 XOF or 25 credits, booked and paid with credits before the change.
    const { slots } = await slotOn(t, 1);
    const [tenOClock, elevenOClock] = slots.filter((s) => s.start_time >= "10:00:00");
    const made = await book(t, client.access, 1, tenOClock?.id ?? 0, 25_000, 25);
    expect(made.status).toBe(201);
    const methods = await t.api.get("configs/bookingmethod/");
    const credits = methods.data.find((m: { code: string }) => m.code === "PAY02");
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: made.data.booking_id, booking_method: credits.id },
      client.access,
    );

    const etag = (await catalogue(t)).headers.get("ETag") ?? "";
    const current = (await t.api.get("staff/services/", admin.access)).data[0];
    const edited = await t.api.put(
      "staff/services/1/",
      {
        ...current,
        name: "Massage suédois (1 h)",
        price: 30_000,
        credit_price: 30,
        private_option_price: current.private_option_price,
      },
      admin.access,
    );
    expect(edited.status).toBe(200);
    expect(edited.data.service).toMatchObject({ name: "Massage suédois (1 h)", price: 30_000 });
    const shown = await catalogue(t, etag);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("ETag")).not.toBe(etag);
    expect(shown.data.results[0]).toMatchObject({ name: "Massage suédois (1 h)", price: 30_000 });
    // The old price is refused for a new booking; the booking made keeps its own.
    expect((await book(t, client.access, 1, elevenOClock?.id ?? 0, 25_000, 25)).status).toBe(400);
    const history = async () =>
      (await t.api.get("booking/booking/validated?page=1&page_size=100", client.access)).data.results;
    expect((await history())[0]).toMatchObject({
      booking_id: made.data.booking_id,
      price: 25_000,
      credit_price: 25,
    });

    const off = await t.api.post("staff/services/1/active/", { active: false }, admin.access);
    expect(off.data).toMatchObject({ service: { is_active: false } });
    expect(off.data.detail).toBe("Service désactivé : il n'est plus proposé, ses réservations restent.");
    expect(await listed(t)).not.toContain(1);
    expect((await t.api.get("booking/services/1/")).status).toBe(404);
    expect((await slotOn(t, 1)).status).toBe(404);
    const range = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: 1,
      dates: ["2026-03-03", "2026-03-04"],
    });
    expect(range.status).toBe(400);
    const refused = await book(t, client.access, 1, elevenOClock?.id ?? 0, 30_000, 30);
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ service: ["Service introuvable."] });
    // The booking made stays, readable by the client and the desk.
    expect((await history())[0]).toMatchObject({ booking_id: made.data.booking_id, payment_status: "paid" });
    const agenda = await t.api.get("staff/agenda/?date=2026-03-03", admin.access);
    expect(JSON.stringify(agenda.data)).toContain(`"id":${made.data.booking_id}`);
    // Still in the admin's list, and offered again on demand.
    const all = (await t.api.get("staff/services/", admin.access)).data as {
      id: number;
      is_active: boolean;
    }[];
    expect(all.find((s) => s.id === 1)?.is_active).toBe(false);
    // Closed for a day while it was off: offered again, it offers nothing that day.
    expect((await slotOn(t, 2, "2026-03-04")).slots.length).toBeGreaterThan(0);
    const closure = { from_date: "2026-03-04", to_date: "2026-03-04", label: "Tabaski" };
    expect((await t.api.post("staff/schedule/closures/", closure, admin.access)).status).toBe(200);
    const on = await t.api.post("staff/services/1/active/", { active: true }, admin.access);
    expect((await slotOn(t, 1, "2026-03-04")).slots).toEqual([]);
    expect(on.data.detail).toBe("Service réactivé : il est de nouveau proposé.");
    expect(await listed(t)).toContain(1);
    // The same state again writes nothing more.
    await t.api.post("staff/services/1/active/", { active: true }, admin.access);

    // A new length: the free slots are drawn again; the booked session keeps its hour, is taken off
    // sale (a 45-minute grid would overlap it) and listed for the staff to move or cancel.
    // 09:00 held too: the new grid starts there as well, yet the hour-long session must not stay on sale.
    const nine = (await slotOn(t, 1)).slots.find((s) => s.start_time === "09:00:00");
    const early = await book(t, client.access, 1, nine?.id ?? 0, 30_000, 30);
    expect(early.status).toBe(201);
    const longer = { ...edited.data.service, duration: 45 };
    expect((await t.api.put("staff/services/1/", longer, admin.access)).status).toBe(200);
    const redrawn = (await slotOn(t, 1)).slots;
    expect(redrawn.map((s) => s.start_time).slice(0, 3)).toEqual(["09:45:00", "10:30:00", "11:15:00"]);
    const toDeal = async () =>
      (await t.api.get("staff/schedule/", admin.access)).data.to_deal_with as {
        booking_id: number;
        start_time: string;
        end_time: string;
        reason: string;
      }[];
    expect((await toDeal()).map((b) => [b.booking_id, b.start_time, b.end_time, b.reason])).toEqual([
      [early.data.booking_id, "09:00", "10:00", "service_changed"],
      [made.data.booking_id, "10:00", "11:00", "service_changed"],
    ]);
    // The 09:00 hold cancelled, the next hourly round offers 09:00 again, at the new length.
    await t.api.post(`booking/booking/${early.data.booking_id}/cancel/`, undefined, client.access);
    await realignSlots(t.deps);
    expect((await slotOn(t, 1)).slots.find((s) => s.start_time === "09:00:00")).toMatchObject({
      end_time: "09:45:00",
    });
    expect((await toDeal()).map((b) => b.booking_id)).toEqual([made.data.booking_id]);
    // A new capacity: the free slots take it.
    const wider = { ...longer, slot_capacity: 4 };
    expect((await t.api.put("staff/services/1/", wider, admin.access)).status).toBe(200);
    const resized = (await slotOn(t, 1)).slots;
    expect(resized.find((s) => s.start_time === "09:45:00")?.remaining_capacity).toBe(4);
    // Back to an hour: the booked session fits the grid again and is offered with its places left.
    expect((await t.api.put("staff/services/1/", { ...wider, duration: 60 }, admin.access)).status).toBe(200);
    expect(await toDeal()).toEqual([]);
    expect((await slotOn(t, 1)).slots.find((s) => s.start_time === "10:00:00")).toMatchObject({
      id: tenOClock?.id,
      remaining_capacity: 3,
    });

    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual([
      "service.updated",
      "service.deactivated",
      "schedule.closure_added",
      "service.reactivated",
      "service.updated",
      "service.updated",
      "service.updated",
    ]);
    // What each change did to the slots, in its audit line.
    expect(JSON.parse(lines[4]?.data ?? "{}").slots).toMatchObject({ withdrawn: 2 });
    expect(JSON.parse(lines[4]?.data ?? "{}").slots.removed).toBeGreaterThan(100);
    expect(JSON.parse(lines[5]?.data ?? "{}").slots.updated).toBeGreaterThan(100);
    expect(JSON.parse(lines[6]?.data ?? "{}").slots).toMatchObject({ restored: 1 });
    // Each change as it was and now is, in the Journal's own words.
    expect(lines[0]?.summary?.replace(/\u00a0/g, " ")).toBe(
      "Service « Massage suédois (1 h) » modifié : nom « Massage suédois » → « Massage suédois (1 h) » ; " +
        "prix 25 000 XOF → 30 000 XOF ; prix en crédits 25 crédits → 30 crédits.",
    );
    expect(JSON.parse(lines[0]?.data ?? "{}")).toMatchObject({
      before: { price: 25_000, credit_price: 25 },
      after: { price: 30_000, credit_price: 30 },
    });
  });

  it("takes a service's picture, re-encoded and served from the database under a new address each time", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const big = await image(2400, 1800, "jpeg");
    const first = await upload(t, 3, big, admin.access, "photo.jpg");
    expect(first.status).toBe(200);
    const url = first.data.service.imageUrl as string;
    expect(url).toMatch(/^\/media\/services\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 900]);
    expect((await t.api.get(CATALOGUE)).data.results.find((s: { id: number }) => s.id === 3).imageUrl).toBe(
      url,
    );

    const second = await upload(t, 3, await image(40, 30, "png"), admin.access);
    const next = second.data.service.imageUrl as string;
    expect(next).not.toBe(url);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await t.app.request(next)).status).toBe(200);

    const fake = await upload(t, 3, "<script>alert(1)</script>", admin.access);
    expect(fake.status).toBe(400);
    expect(fake.data).toEqual({ image: ["Le fichier doit être une image (JPEG, PNG, WebP ou GIF)."] });
    const none = await t.api.raw("POST", "/api/staff/services/3/image/", {
      body: new FormData(),
      token: admin.access,
    });
    expect(none.data).toEqual({ image: ["Choisissez une image à envoyer."] });
    expect((await upload(t, 999, await image(40, 30, "png"), admin.access)).status).toBe(404);
    // Still the second picture; two lines, one per picture kept.
    expect((await t.api.get("booking/services/3/")).data.imageUrl).toBe(next);
    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual(["service.image_set", "service.image_set"]);
  });

  it("creates, edits and withdraws packs; a checkout opened before an edit pays the terms it was opened with", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    const created = await t.api.post(
      "staff/packs/",
      { name: "Pack Tabaski", credit_number: 40, real_price: 36_000, validity_days: 60 },
      admin.access,
    );
    expect(created.status).toBe(201);
    const id = created.data.pack.id as number;
    const publicPacks = async () =>
      ((await t.api.get("configs/credit/")).data as { credit_id: number }[]).map((p) => p.credit_id);
    expect(await publicPacks()).toContain(id);

    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: id }, client.access);
    expect(checkout.status).toBe(200);
    const edited = await t.api.put(
      `staff/packs/${id}/`,
      { name: "Pack Tabaski XL", credit_number: 80, real_price: 70_000, validity_days: 90 },
      admin.access,
    );
    expect(edited.data.pack).toMatchObject({
      name: "Pack Tabaski XL",
      credit_number: 80,
      real_price: 70_000,
    });
    expect((await t.api.get(`configs/credit/${id}/`)).data).toMatchObject({ credit_number: 80 });
    await t.app.request(`${checkout.data.checkout_url}/pay`, { method: "POST" });
    const profile = await t.api.get("accounts/profile/", client.access);
    expect(profile.data.body.total_credits).toBe(150 + 40);
    const bought = (await t.api.get("payments/user-credit-records/?origin=purchase", client.access)).data[0];
    expect(bought).toMatchObject({
      service_name: "Pack Tabaski",
      original_credit_number: 40,
      credit_real_price: 36_000,
    });

    const off = await t.api.post(`staff/packs/${id}/active/`, { active: false }, admin.access);
    expect(off.data.pack.is_active).toBe(false);
    expect(await publicPacks()).not.toContain(id);
    expect((await t.api.post("payments/pack/checkout/", { pack_id: id }, client.access)).status).toBe(404);
    await t.api.post(`staff/packs/${id}/active/`, { active: true }, admin.access);
    expect(await publicPacks()).toContain(id);

    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual([
      "pack.created",
      "pack.updated",
      "pack.deactivated",
      "pack.reactivated",
    ]);
    expect(lines[1]?.summary?.replace(/\u00a0/g, " ")).toBe(
      "Pack « Pack Tabaski XL » modifié : nom « Pack Tabaski » → « Pack Tabaski XL » ; crédits 40 → 80 ; " +
        "prix 36 000 XOF → 70 000 XOF ; validité 60 jours → 90 jours.",
    );
  });
});
