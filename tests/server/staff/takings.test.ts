import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { periodBounds } from "../../../server/domain/staff/takings";
import { csvText } from "../../../server/domain/staff/takings-csv";
import { takingsSchema } from "../../../src/contract/staff/money";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";
import { auditLines, demoClient, later, staffMember } from "./staff-harness";

const HOUR = 3_600_000;
const TODAY = "2026-03-02";

/**
 * A CSV as LibreOffice Calc opens it with French settings: the byte-order mark says UTF-8 (and is
 * no character of the first cell), `;` separates cells, `"` quotes them (`""` a quote inside); a
 * cell that reads as a French number (`-1234`, `1234,5`, its thousands apart by spaces) is that
 * number, any other (a leading apostrophe, a date) stays text.
 */
function readAsCalc(bytes: Buffer): (string | number)[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const rows: (string | number)[][] = [];
  let row: (string | number)[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    const number = cell.replace(/[\s\u00a0\u202f]/g, "");
    row.push(!quoted && /^-?\d+(,\d+)?$/.test(number) ? Number(number.replace(",", ".")) : cell);
    cell = "";
    quoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && cell === "" && !quoted) {
      quoted = true;
      // Read up to the closing quote, `""` being one quote.
      for (i++; i < text.length; i++) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (text[i] === '"') break;
        else cell += text[i];
      }
    } else if (c === ";") endCell();
    else if (c === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  expect(cell).toBe("");
  return rows;
}

const takings = async (t: TestApp, token: string, query = "") =>
  v.parse(takingsSchema, (await t.api.get(`staff/takings/${query}`, token)).data);

/** A day at the desk with every kind of takings; answers who did it. */
async function busyDay(t: TestApp) {
  const staff = await staffMember(t, "reception");
  const client = await demoClient(t);
  const pay = async (id: number, code: string) =>
    t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, code) },
      client.access,
    );
  // Paid at the venue: cash for 2 persons (16 000), then Wave for one (8 000).
  const cash = (await bookYoga(t, client.access, TODAY, "12:00:00", 2)).id;
  await pay(cash, "PAY01");
  await t.api.post(`staff/bookings/${cash}/pay/`, { method: "cash", reference: "Reçu n°1" }, staff.access);
  const wave = (await bookYoga(t, client.access, TODAY, "15:00:00")).id;
  await pay(wave, "PAY01");
  await t.api.post(`staff/bookings/${wave}/pay/`, { method: "wave" }, staff.access);
  // Paid in credits (8), then cancelled by the desk with its credits back.
  const credits = (await bookYoga(t, client.access, TODAY, "16:00:00")).id;
  await pay(credits, "PAY02");
  await t.api.post(
    `staff/bookings/${credits}/cancel/`,
    { refund: true, reason: "Salle fermée" },
    staff.access,
  );
  // Paid online with Orange Money (the sandbox approves it).
  const online = (await bookYoga(t, client.access, TODAY, "17:00:00")).id;
  const qr = await t.api.post(
    "payments/paiement/orange-money/",
    { object_id: online, payment_purpose: "booking" },
    client.access,
  );
  expect((await t.api.raw("POST", `/sandbox/orange-money/${qr.data.qrId}/approve`)).status).toBeLessThan(400);
  // A pack sold at the desk, by card; credits adjusted both ways.
  await t.api.post(`staff/clients/${client.id}/packs/`, { pack_id: 1, method: "card" }, staff.access);
  await t.api.post(`staff/clients/${client.id}/credits/`, { delta: 4, reason: "Geste" }, staff.access);
  await t.api.post(`staff/clients/${client.id}/credits/`, { delta: -3, reason: "Erreur" }, staff.access);
  // The 12:00 session begun: the client did not come.
  await later(t, 4 * HOUR + 60_000, staff, client);
  await t.api.post(`staff/bookings/${cash}/attendance/`, { attendance: "absent" }, staff.access);
  return { staff, client };
}

describe("takings", () => {
  it("sums a day by method, with packs, refunds, adjustments and no-shows", async () => {
    const t = await makeTestApp();
    const { staff } = await busyDay(t);
    const day = await takings(t, staff.access);
    expect(day).toMatchObject({ period: "day", from: TODAY, to: TODAY });
    expect(day.received.map((l) => [l.method, l.count, l.amount, l.online_amount, l.credits])).toEqual([
      ["credits", 1, 0, 0, 8],
      ["cash", 1, 16000, 0, 0],
      ["card", 1, 50000, 0, 0],
      ["orange_money", 1, 8000, 8000, 0],
      ["wave", 1, 8000, 0, 0],
    ]);
    expect(day.received[1]?.label).toBe("Espèces");
    expect(day.total_amount).toBe(82000);
    expect(day.packs_sold).toEqual({ count: 1, credits: 50, amount: 50000, desk_count: 1, online_count: 0 });
    expect(day.refunds).toMatchObject({ credit_count: 1, credits: 8, money_count: 0 });
    expect(day.adjustments).toEqual({ count: 2, credits_added: 4, credits_removed: 3 });
    expect(day.no_shows).toEqual({ count: 1, persons: 2 });
    expect(day.cancellations).toBe(1);

    // The week and the month hold the day; the next day holds none of it.
    const week = await takings(t, staff.access, "?period=week&date=2026-03-05");
    expect(week).toMatchObject({ from: "2026-03-02", to: "2026-03-08", total_amount: 82000 });
    expect((await takings(t, staff.access, "?period=month")).total_amount).toBe(82000);
    expect((await takings(t, staff.access, "?date=2026-03-03")).total_amount).toBe(0);
  });

  it("exports a CSV a French spreadsheet opens: BOM, `;`, quoted cells, accents; its totals apart", async () => {
    const t = await makeTestApp();
    const { staff, client } = await busyDay(t);
    // A name with the separator and one that would start a formula.
    await t.deps.db
      .updateTable("users")
      .set({ firstName: '=HYPERLINK("x")', lastName: "Diop; fils" })
      .where("id", "=", client.id)
      .execute();
    const res = await t.app.request("/api/staff/takings/export.csv", {
      headers: { Authorization: `Bearer ${staff.access}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="recettes-2026-03-02-jour.csv"',
    );
    // Read as bytes: a text decoder would drop the byte-order mark a spreadsheet looks for.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const rows = text.split("\r\n");
    expect(rows[0]).toBe(
      "Date;Heure;Opération;Moyen;Montant (XOF);Crédits;Personnes;Client;Objet;Référence;Par",
    );
    expect(rows).toContain(
      `02/03/2026;08:00;Paiement sur place;Espèces;16000;;;"'=HYPERLINK(""x"") Diop; fils";Réservation n° 1 — Yoga hatha;Reçu n°1;Moussa Fall`,
    );
    expect(rows.some((r) => r.startsWith("02/03/2026;12:00;Absence;;;;2;"))).toBe(true);
    // One table, its last row an operation: a spreadsheet's filter and column sums read operations only.
    expect(rows.at(-1)).toBe("");
    expect(rows.at(-2)).toMatch(/^\d\d\/03\/2026;/);
    expect(text).not.toContain("Total");
    expect((await auditLines(t)).at(-1)).toMatchObject({ action: "takings.exported", staffId: staff.id });

    const totals = await t.app.request("/api/staff/takings/totals.csv", {
      headers: { Authorization: `Bearer ${staff.access}` },
    });
    expect(totals.headers.get("Content-Disposition")).toBe(
      'attachment; filename="recettes-2026-03-02-jour-totaux.csv"',
    );
    const totalBytes = Buffer.from(await totals.arrayBuffer());
    expect([...totalBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const totalRows = totalBytes.subarray(3).toString("utf8").split("\r\n");
    expect(totalRows[0]).toBe("Du 02/03/2026 au 02/03/2026;Nombre;Montant (XOF);Crédits;Personnes");
    expect(totalRows).toContain("Total Espèces;1;16000;0;0");
    expect(totalRows).toContain("Total encaissé;4;82000;0;0");
    // The totals name nobody: not an export of clients' names for the audit log.
    expect((await auditLines(t)).filter((l) => l.action === "takings.exported")).toHaveLength(1);
  });

  it("sum, in a French spreadsheet, to « Total encaissé », and say who cancelled or refunded", async () => {
    const t = await makeTestApp();
    const { staff, client } = await busyDay(t);
    // The member cancels a booking themselves; Wave's money for a booking that was let go goes back.
    const own = (await bookYoga(t, client.access, "2026-03-04", "12:00:00")).id;
    await t.api.put(
      `booking/booking/update_payment/${own}/`,
      { booking_method: await methodId(t, "PAY02") },
      client.access,
    );
    expect((await t.api.post(`booking/booking/${own}/cancel/`, {}, client.access)).status).toBeLessThan(400);
    const now = t.deps.clock.now();
    await t.deps.db
      .insertInto("payments")
      .values({
        id: "WAVE-RENDU",
        userId: client.id,
        purpose: "booking",
        objectId: own,
        method: "PAY03",
        amount: 95_000,
        status: "refunded",
        createdAt: now,
        expiresAt: now,
        settledAt: now,
        refundState: "due",
        refundAmount: 95_000,
      })
      .execute();
    const screen = await takings(t, staff.access);
    expect(screen.refunds.money_amount).toBe(95_000);

    const file = async (path: string) =>
      readAsCalc(
        Buffer.from(
          await (
            await t.app.request(`/api/staff/takings/${path}`, {
              headers: { Authorization: `Bearer ${staff.access}` },
            })
          ).arrayBuffer(),
        ),
      );
    const [head, ...details] = await file("export.csv");
    const column = (name: string) => (head ?? []).indexOf(name);
    const amount = column("Montant (XOF)");
    expect(amount).toBe(4);
    const sum = details.reduce((n, r) => n + (typeof r[amount] === "number" ? r[amount] : 0), 0);
    const totals = await file("totals.csv");
    const total = totals.find((r) => r[0] === "Total encaissé")?.[2];
    expect(total).toBe(screen.total_amount);
    expect(sum).toBe(total);

    // Each operation says who: the desk, the client, or the provider that gave the money back.
    const by = (kind: string) =>
      details.filter((r) => r[column("Opération")] === kind).map((r) => r[column("Par")]);
    expect(by("Annulation")).toEqual(["Moussa Fall", "Client"]);
    expect(by("Remboursement en crédits")).toEqual(["Moussa Fall", "Client"]);
    expect(by("Remboursement d'argent")).toEqual(["Automatique"]);
    const refund = details.filter((r) => r[column("Référence")] === "WAVE-RENDU");
    expect(refund.map((r) => [r[column("Opération")], r[amount]])).toEqual([
      ["Paiement en ligne remboursé", 95_000],
      ["Remboursement d'argent", -95_000],
    ]);
  });

  it("bounds weeks Monday to Sunday and months to their last day", () => {
    expect(periodBounds("week", "2026-03-08")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(periodBounds("week", "2026-03-02")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(periodBounds("month", "2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodBounds("month", "2028-02-29")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(periodBounds("month", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(csvText("Awa")).toBe("Awa");
    expect(csvText('Le "spa"')).toBe('"Le ""spa"""');
    expect(csvText("-5")).toBe("'-5");
    // Some spreadsheets drop leading spaces, then run what follows.
    expect(csvText(" =HYPERLINK(1)")).toBe("' =HYPERLINK(1)");
    expect(csvText("a\nb")).toBe('"a\nb"');
  });
});
