// The week to plan (`GET /api/staff/week/`) on a full week: 600 live bookings of the demo's
// clients, given to 4 practitioners and 4 rooms, on SQLite with one serving process. Measured
// twice: as the desks reload it (the answer kept until a write), and read anew each time (a write
// between two reads moves the desk's version). Run alone with `node bench/week-load.mjs`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { runLoad } from "./load-generator.mjs";
import { startServer } from "./server.mjs";

export const WEEK_BOOKINGS = 600;
const COLD_READS = 40;
const DAY = 86_400_000;

/** The Monday after next: a week wholly to come, its slots generated, nothing of the demo's in it. */
function nextMonday() {
  let t = Date.now() + 7 * DAY;
  while (new Date(t).getUTCDay() !== 1) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
}
const dayAfter = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** 600 confirmed bookings over the week's slots (within their places), with people and rooms. */
function fillWeek(dataDir, from) {
  const db = new Database(join(dataDir, "app.sqlite"));
  try {
    const clients = db.prepare("select id from users where staff_role is null order by id").all();
    const slots = db
      .prepare(
        "select id, service_id, capacity from slots where date between ? and ? and withdrawn = 0 order by starts_at",
      )
      .all(from, dayAfter(from, 6));
    const now = Date.now();
    const practitioners = ["Khady", "Ousmane", "Fatou", "Mamadou"].map(
      (name) =>
        db
          .prepare(
            "insert into practitioners (first_name, last_name, created_at) values (?, 'Banc', ?) returning id",
          )
          .get(name, now).id,
    );
    const rooms = ["Cabine 1", "Cabine 2", "Salle de yoga", "Hammam"].map(
      (name) => db.prepare("insert into rooms (name) values (?) returning id").get(name).id,
    );
    const book = db.prepare(
      `insert into bookings (user_id, service_id, slot_id, number_person, private_option, price, credit_price,
        payment_status, payment_method, created_at, hold_until, confirmed_at, room_id)
       values (?, ?, ?, 1, 0, 10000, 10, ?, 'PAY01', ?, ?, ?, ?) returning id`,
    );
    const give = db.prepare("insert into booking_practitioners (booking_id, practitioner_id) values (?, ?)");
    let made = 0;
    db.transaction(() => {
      for (let round = 0; made < WEEK_BOOKINGS && round < 20; round++)
        for (const slot of slots) {
          if (made >= WEEK_BOOKINGS) break;
          if (round >= slot.capacity) continue;
          const { id } = book.get(
            clients[made % clients.length].id,
            slot.service_id,
            slot.id,
            made % 3 === 0 ? "paid" : "pending",
            now,
            now,
            now,
            rooms[made % rooms.length],
          );
          give.run(id, practitioners[made % practitioners.length]);
          made++;
        }
    })();
    if (made < WEEK_BOOKINGS) throw new Error(`Semaine trop petite : ${made} réservations.`);
    return () => db.prepare("update desk_version set value = value + 1 where id = 1").run();
  } catch (error) {
    db.close();
    throw error;
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function measureWeekLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-week-"));
  const server = await startServer(dataDir, { env: { WEB_CONCURRENCY: "1" } });
  try {
    const from = nextMonday();
    const bump = fillWeek(dataDir, from);
    const login = await fetch(`${server.url}/api/accounts/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin@example.com", password: "Admin2026!" }),
    });
    const { access } = (await login.json()).body;
    const url = `${server.url}/api/staff/week/?from=${from}`;
    const headers = { Authorization: `Bearer ${access}`, "Accept-Encoding": "gzip, deflate, br" };
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`La semaine répond ${first.status}.`);
    const blocks = (await first.json()).blocks.length;

    // Read anew each time: the desk's version moved before each read.
    const cold = [];
    for (let i = 0; i < COLD_READS; i++) {
      bump();
      const at = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      cold.push(performance.now() - at);
    }
    cold.sort((a, b) => a - b);
    await runLoad({ url, headers, connections: 10, durationMs: 1_000 });
    const kept = await runLoad({ url, headers, connections: 10, durationMs: 5_000 });
    const coldP95 = Math.round(quantile(cold, 0.95) * 10) / 10;
    console.log(
      `Semaine (${WEEK_BOOKINGS} réservations) : relue ${coldP95} ms p95 ; gardée ${kept.p95} ms p95`,
    );
    return {
      figures: [
        {
          name: `Semaine de l'équipe (${WEEK_BOOKINGS} réservations), relue, latence p95`,
          value: coldP95,
          unit: "ms",
          max: 100,
        },
        { name: "Semaine de l'équipe, 10 connexions, latence p95", value: kept.p95, unit: "ms", max: 100 },
        { name: "Semaine de l'équipe, 10 connexions", value: kept.throughput, unit: "req/s" },
      ],
      week: { from, blocks, cold_reads: COLD_READS, cold_p50: Math.round(quantile(cold, 0.5) * 10) / 10 },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The README's note on it. */
export const weekLoadNote = (week) =>
  `Semaine de l'équipe (\`GET /api/staff/week/?from=${week.from}\`, admin@example.com) : ${WEEK_BOOKINGS} réservations confirmées des clients de la démo sur les créneaux d'une semaine à venir, données à 4 praticiens et 4 salles (${week.blocks} blocs, les cours comptés une fois) ; SQLite, un processus. « Relue » : ${week.cold_reads} lectures l'une après l'autre, le numéro de version de l'accueil changé avant chacune (la réponse gardée ne sert pas ; médiane ${week.cold_p50} ms) ; puis 10 connexions pendant 5 s, comme les postes de l'accueil qui la rechargent.`;

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureWeekLoad());
