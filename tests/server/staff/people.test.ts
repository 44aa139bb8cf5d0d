import sharp from "sharp";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { publicPractitionerListSchema } from "../../../src/contract/practitioners";
import { staffServiceListSchema } from "../../../src/contract/staff/catalogue";
import { practitionerListSchema, roomListSchema } from "../../../src/contract/staff/people";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

/** The centre opens Monday to Saturday 09:00–19:00 (540–1140), closed on Sunday. */
const closed: [number, number][] = [];
const mornings = [closed, [[540, 780]], [[540, 780]], [[540, 780]], [[540, 780]], [[540, 780]], closed];

const aissatou = {
  first_name: "Aïssatou",
  last_name: "Diallo",
  bio: "Masseuse depuis dix ans.",
  week_hours: mornings,
  services: [1, 2],
};
const cabin = { name: "Cabine 1", capacity: 1, services: [1, 2] };

async function setUp() {
  const t = await makeTestApp();
  const admin = await staffMember(t, "admin");
  const reception = await staffMember(t, "reception");
  return { t, admin, reception };
}

const practitioners = async (t: TestApp, token: string) =>
  v.parse(practitionerListSchema, (await t.api.get("staff/practitioners/", token)).data);

describe("practitioners and rooms kept by admins", () => {
  it("creates, lists and changes a practitioner, each write audited", async () => {
    const { t, admin, reception } = await setUp();
    const created = await t.api.post("staff/practitioners/", aissatou, admin.access);
    expect(created.status).toBe(201);
    expect(created.data.detail).toBe("Aïssatou Diallo a été ajouté·e à l'équipe des praticiens.");
    const id = created.data.practitioner.id as number;
    // Read by any staff member.
    const [listed] = await practitioners(t, reception.access);
    expect(listed).toMatchObject({
      id,
      first_name: "Aïssatou",
      last_name: "Diallo",
      week_hours: mornings,
      services: [1, 2],
      is_active: true,
      user_id: null,
      user_name: null,
      absences: [],
    });
    const changed = await t.api.put(
      `staff/practitioners/${id}/`,
      { ...aissatou, week_hours: null, services: [3], is_active: false, user_id: reception.id },
      admin.access,
    );
    expect(changed.status).toBe(200);
    expect(changed.data.practitioner).toMatchObject({
      week_hours: null,
      services: [3],
      is_active: false,
      user_id: reception.id,
      user_name: "Moussa Fall",
    });
    const lines = (await auditLines(t)).filter((l) => l.action.startsWith("practitioner."));
    expect(lines.map((l) => l.action)).toEqual(["practitioner.created", "practitioner.updated"]);
    expect(lines[0]?.staffId).toBe(admin.id);
    expect(lines[1]?.summary).toContain("services");
    expect(JSON.parse(lines[1]?.data ?? "{}").after).toMatchObject({ is_active: false, services: "3" });
  });

  it("refuses an own week outside the centre's, naming the day", async () => {
    const { t, admin } = await setUp();
    const sunday = [[[600, 720]], [], [], [], [], [], []];
    const res = await t.api.post("staff/practitioners/", { ...aissatou, week_hours: sunday }, admin.access);
    expect(res.status).toBe(400);
    expect(res.data.week_hours).toEqual(["Le dimanche, ces horaires dépassent ceux du centre."]);
    const late = [[], [], [], [], [], [[900, 1200]], []];
    const friday = await t.api.post("staff/practitioners/", { ...aissatou, week_hours: late }, admin.access);
    expect(friday.data.week_hours).toEqual(["Le vendredi, ces horaires dépassent ceux du centre."]);
    expect(await practitioners(t, admin.access)).toEqual([]);
    expect((await auditLines(t)).filter((l) => l.action.startsWith("practitioner."))).toEqual([]);
  });

  it("refuses services that do not exist, and an account that is not staff or already linked", async () => {
    const { t, admin, reception } = await setUp();
    const unknown = await t.api.post(
      "staff/practitioners/",
      { ...aissatou, services: [1, 9999] },
      admin.access,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.data.services).toEqual(["Un des services choisis n'existe pas."]);
    const client = await demoClient(t);
    const notStaff = await t.api.post(
      "staff/practitioners/",
      { ...aissatou, user_id: client.id },
      admin.access,
    );
    expect(notStaff.data.user_id).toEqual(["Ce compte n'est pas un compte de l'équipe."]);
    const first = await t.api.post(
      "staff/practitioners/",
      { ...aissatou, user_id: reception.id },
      admin.access,
    );
    expect(first.status).toBe(201);
    const second = await t.api.post(
      "staff/practitioners/",
      { ...aissatou, first_name: "Fatou", user_id: reception.id },
      admin.access,
    );
    expect(second.status).toBe(400);
    expect(second.data.user_id).toEqual(["Ce compte est déjà celui de Aïssatou Diallo."]);
    const room = await t.api.post("staff/rooms/", { ...cabin, services: [4242] }, admin.access);
    expect(room.data.services).toEqual(["Un des services choisis n'existe pas."]);
  });

  it("adds and removes absences; refuses an end before the start and one already over", async () => {
    const { t, admin } = await setUp();
    const id = (await t.api.post("staff/practitioners/", aissatou, admin.access)).data.practitioner.id;
    const path = `staff/practitioners/${id}/absences/`;
    const backwards = await t.api.post(
      path,
      { starts_at: "2026-03-10T00:00:00.000Z", ends_at: "2026-03-09T00:00:00.000Z", label: "Congés" },
      admin.access,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.data.ends_at).toEqual(["La fin de l'absence doit venir après son début."]);
    const past = await t.api.post(
      path,
      { starts_at: "2026-02-01T00:00:00.000Z", ends_at: "2026-02-02T00:00:00.000Z", label: "Congés" },
      admin.access,
    );
    expect(past.data.ends_at).toEqual(["Cette absence est déjà passée."]);
    const later = {
      starts_at: "2026-03-12T00:00:00.000Z",
      ends_at: "2026-03-14T00:00:00.000Z",
      label: "Congés",
    };
    const sooner = {
      starts_at: "2026-03-05T13:00:00.000Z",
      ends_at: "2026-03-05T17:00:00.000Z",
      label: "Maladie",
    };
    expect((await t.api.post(path, later, admin.access)).status).toBe(201);
    const added = await t.api.post(path, sooner, admin.access);
    expect(added.status).toBe(201);
    const absences = added.data.practitioner.absences as { id: number; label: string }[];
    // Soonest first.
    expect(absences.map((a) => a.label)).toEqual(["Maladie", "Congés"]);
    const removed = await t.api.raw("DELETE", `/api/${path}${absences[0]?.id}/`, { token: admin.access });
    expect(removed.status).toBe(200);
    expect(removed.data.practitioner.absences.map((a: { label: string }) => a.label)).toEqual(["Congés"]);
    const again = await t.api.raw("DELETE", `/api/${path}${absences[0]?.id}/`, { token: admin.access });
    expect(again.status).toBe(404);
    expect((await auditLines(t)).map((l) => l.action).filter((a) => a.includes("absence"))).toEqual([
      "practitioner.absence_added",
      "practitioner.absence_added",
      "practitioner.absence_removed",
    ]);
  });

  it("creates and changes a room, audited", async () => {
    const { t, admin, reception } = await setUp();
    const created = await t.api.post("staff/rooms/", cabin, admin.access);
    expect(created.status).toBe(201);
    const id = created.data.room.id as number;
    const changed = await t.api.put(
      `staff/rooms/${id}/`,
      { name: "Salle de yoga", capacity: 2, services: [4, 5], is_active: false },
      admin.access,
    );
    expect(changed.status).toBe(200);
    const rooms = v.parse(roomListSchema, (await t.api.get("staff/rooms/", reception.access)).data);
    expect(rooms).toEqual([{ id, name: "Salle de yoga", capacity: 2, services: [4, 5], is_active: false }]);
    const zero = await t.api.post("staff/rooms/", { ...cabin, capacity: 0 }, admin.access);
    expect(zero.data.capacity).toEqual(["Une salle accueille de 1 à 50 séances à la fois."]);
    const lines = (await auditLines(t)).filter((l) => l.action.startsWith("room."));
    expect(lines.map((l) => l.action)).toEqual(["room.created", "room.updated"]);
    expect(lines[1]?.summary).toBe("Salle « Salle de yoga » modifiée : name, capacity, is_active, services.");
  });

  it("lets reception read but only admins write (403), and nobody without a token", async () => {
    const { t, admin, reception } = await setUp();
    const id = (await t.api.post("staff/practitioners/", aissatou, admin.access)).data.practitioner.id;
    const writes: [string, string, unknown][] = [
      ["POST", "staff/practitioners/", aissatou],
      ["PUT", `staff/practitioners/${id}/`, aissatou],
      [
        "POST",
        `staff/practitioners/${id}/absences/`,
        { starts_at: "2026-03-10T00:00:00Z", ends_at: "2026-03-11T00:00:00Z" },
      ],
      ["DELETE", `staff/practitioners/${id}/absences/1/`, undefined],
      ["POST", "staff/rooms/", cabin],
      ["PUT", "staff/rooms/1/", cabin],
    ];
    const client = await demoClient(t);
    for (const [method, path, json] of writes) {
      const ask = (token?: string) => t.api.raw(method, `/api/${path}`, { json, token });
      expect((await ask(reception.access)).status, `${method} ${path}`).toBe(403);
      expect((await ask(client.access)).status, `${method} ${path}`).toBe(403);
      expect((await ask()).status, `${method} ${path}`).toBe(401);
    }
    expect((await t.api.get("staff/rooms/", reception.access)).status).toBe(200);
    expect((await t.api.get("staff/practitioners/", client.access)).status).toBe(403);
  });

  it("shows clients who delivers a service: active ones, no private field", async () => {
    const { t, admin, reception } = await setUp();
    await t.api.post("staff/practitioners/", { ...aissatou, user_id: reception.id }, admin.access);
    await t.api.post(
      "staff/practitioners/",
      { first_name: "Ibrahima", last_name: "Sow", services: [1], is_active: false },
      admin.access,
    );
    const res = await t.api.get("booking/services/1/practitioners/");
    expect(res.status).toBe(200);
    const list = v.parse(publicPractitionerListSchema, res.data);
    expect(list).toEqual([
      { id: expect.any(Number), first_name: "Aïssatou", photo: "", bio: "Masseuse depuis dix ans." },
    ]);
    expect(Object.keys(res.data[0]).sort()).toEqual(["bio", "first_name", "id", "photo"]);
    expect(JSON.stringify(res.data)).not.toContain("Diallo");
    expect((await t.api.get("booking/services/9999/practitioners/")).status).toBe(404);
  });

  it("keeps a service's staffing in its admin form: kept when not sent, changed and audited when sent", async () => {
    const { t, admin } = await setUp();
    const services = v.parse(staffServiceListSchema, (await t.api.get("staff/services/", admin.access)).data);
    const massage = services.find((s) => s.id === 1);
    if (!massage) throw new Error("no service 1");
    const { id: _id, imageUrl: _image, is_active: _active, staffing, ...input } = massage;
    expect(staffing).toBe("booking");
    const duo = await t.api.put("staff/services/1/", { ...input, staffing: "person" }, admin.access);
    expect(duo.status).toBe(200);
    expect(duo.data.service.staffing).toBe("person");
    const kept = await t.api.put("staff/services/1/", { ...input, price: input.price + 1000 }, admin.access);
    expect(kept.data.service.staffing).toBe("person");
    const wrong = await t.api.put("staff/services/1/", { ...input, staffing: "team" }, admin.access);
    expect(wrong.data.staffing).toEqual(["Choisissez qui assure la séance."]);
    const line = (await auditLines(t)).find((l) => l.action === "service.updated");
    expect(line?.summary).toContain("praticiens un par réservation → un par personne");
  });

  it("takes a photo as a service's picture is taken: re-encoded, served from its own address, audited", async () => {
    const { t, admin, reception } = await setUp();
    const id = (await t.api.post("staff/practitioners/", aissatou, admin.access)).data.practitioner.id;
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#b85c38" } })
      .png()
      .toBuffer();
    const send = (token: string) => {
      const form = new FormData();
      form.set("image", new File([new Uint8Array(png)], "portrait.png", { type: "image/png" }));
      return t.api.raw("POST", `/api/staff/practitioners/${id}/photo/`, { body: form, token });
    };
    expect((await send(reception.access)).status).toBe(403);
    const sent = await send(admin.access);
    expect(sent.status).toBe(200);
    const photo = sent.data.practitioner.photo as string;
    expect(photo).toMatch(/^\/media\/practitioners\/[0-9a-f-]{36}\.webp$/);
    const served = await t.api.raw("GET", photo);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const lines = (await auditLines(t)).filter((l) => l.action === "practitioner.photo_set");
    expect(lines).toHaveLength(1);
    expect((await t.api.get("booking/services/1/practitioners/")).data[0].photo).toBe(photo);
  });
});
