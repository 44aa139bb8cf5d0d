// The calls the `bigdata` benchmark loads, and what each is asked about: found in the database by
// SQL (the member with the most bookings, the busiest day, the audit log's length), so that the
// same calls are asked of the demo and of the big centre.
import Database from "better-sqlite3";
import pg from "pg";
import { catalogueLoad, slotSearchLoad } from "./api-load.mjs";

const headers = { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" };
const admin = { email: "admin@example.com", password: "Admin2026!" };
const demoMember = { email: "demo@example.com", password: "Demo2026!" };
// The password of every member the generator makes.
const bigPassword = "Centre2026!";

/** Runs read-only SQL on a SQLite file; answers the rows. */
export const sqliteQuery = (file) => async (text) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(text).all();
  } finally {
    db.close();
  }
};

/** Runs SQL on a PostgreSQL database; answers the rows. */
export const postgresQuery = (databaseUrl) => async (text) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

/**
 * Who and what the calls are about. The member with the most bookings (the longest history, the
 * fullest client page); a member with as many bookings as the demo member (`likeDemo`: the same
 * call as on the demo, on years of other people's data); the day with the most bookings (agenda,
 * takings), today on the demo, as a desk opens it; a page of the audit log nine tenths of the way
 * back (its `before` cursor). On the demo, both histories are the demo member's.
 */
export async function findSubjects(query, { demo, today, likeDemo = null }) {
  const [client] = await query(
    `select u.id, u.email, count(*) as n from users u join bookings b on b.user_id = u.id
     where u.staff_role is null group by u.id, u.email order by count(*) desc, u.id limit 1`,
  );
  if (!client) throw new Error("Aucun client n'a de réservation dans la base.");
  const [own] = demo
    ? await query(
        `select count(*) as n from bookings b join users u on u.id = b.user_id where u.email = '${demoMember.email}'`,
      )
    : [];
  const [alike] =
    likeDemo === null
      ? []
      : await query(
          `select u.email, count(*) as n from users u join bookings b on b.user_id = u.id
           where u.staff_role is null group by u.id, u.email
           order by abs(count(*) - ${Number(likeDemo)}), u.id limit 1`,
        );
  const [busiest] = demo
    ? [{ day: today }]
    : await query(
        `select s.date as day, count(*) as n from bookings b join slots s on s.id = b.slot_id
         group by s.date order by count(*) desc, s.date desc limit 1`,
      );
  const [{ n }] = await query("select count(*) as n from staff_audit");
  // The line above the deep page's first: a tenth of the way from the oldest.
  const [deep] = await query(
    `select id from staff_audit order by id limit 1 offset ${Math.floor(Number(n) * 0.1)}`,
  );
  return {
    member: demo ? demoMember : { email: client.email, password: bigPassword },
    alikeMember: demo || !alike ? demoMember : { email: alike.email, password: bigPassword },
    alikeBookings: demo ? Number(own?.n ?? 0) : Number(alike?.n ?? 0),
    clientId: Number(client.id),
    clientBookings: Number(client.n),
    deepBefore: deep ? Number(deep.id) + 1 : null,
    day: busiest.day,
    dayBookings: busiest.n === undefined ? null : Number(busiest.n),
    auditLines: Number(n),
  };
}

export const callLabels = {
  slots: "Recherche de créneaux",
  catalogue: "Catalogue",
  history: "Historique d'un membre",
  history_heavy: "Historique le plus long (100)",
  agenda: "Agenda du jour chargé",
  search: "Recherche « diop »",
  client: "Fiche du client",
  takings_month: "Recettes du mois",
  takings_day: "Recettes du jour",
  takings_csv: "Recettes du mois, CSV",
  report_occupancy: "Rapport du mois : occupation",
  report_revenue: "Rapport du mois : chiffre d'affaires",
  report_credits: "Rapport du mois : crédits",
  report_clients: "Rapport du mois : clients",
  report_attendance: "Rapport du mois : absences",
  report_year_occupancy: "Rapport sur un an : occupation",
  report_year_revenue: "Rapport sur un an : chiffre d'affaires",
  report_year_credits: "Rapport sur un an : crédits",
  report_year_clients: "Rapport sur un an : clients",
  report_year_attendance: "Rapport sur un an : absences",
  audit_first: "Journal, page 1",
  audit_deep: "Journal, page profonde",
};

const get = (path) => (url) => ({ url: `${url}${path}`, headers });

/** `from=…&to=…`: the first and last day of the month holding `day`. */
/** The twelve months ending with the one holding `day`. */
function yearTo(day) {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)) - 1, Number(day.slice(5, 7)), 1));
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
  return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
}

function monthOf(day) {
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
  return `from=${day.slice(0, 7)}-01&to=${last.toISOString().slice(0, 10)}`;
}

/** Each call: its key, its label in the tables, whose session it needs and its request(s). */
export function callsAbout(subjects) {
  const { day, clientId, deepBefore, member, alikeMember } = subjects;
  return [
    { key: "slots", kind: "client", load: slotSearchLoad },
    { key: "catalogue", kind: "client", load: catalogueLoad },
    {
      key: "history",
      kind: "client",
      as: alikeMember,
      load: get("/api/booking/booking/validated?page=1&page_size=100"),
    },
    {
      key: "history_heavy",
      kind: "client",
      as: member,
      load: get("/api/booking/booking/validated?page=1&page_size=100"),
    },
    { key: "agenda", kind: "staff", load: get(`/api/staff/agenda/?date=${day}`) },
    { key: "search", kind: "staff", load: get("/api/staff/clients/?search=diop") },
    { key: "client", kind: "staff", load: get(`/api/staff/clients/${clientId}/`) },
    {
      key: "takings_month",
      kind: "staff",
      load: get(`/api/staff/takings/?period=month&date=${day}`),
    },
    {
      key: "takings_day",
      kind: "staff",
      load: get(`/api/staff/takings/?period=day&date=${day}`),
    },
    {
      key: "takings_csv",
      kind: "staff",
      load: get(`/api/staff/takings/export.csv?period=month&date=${day}`),
    },
    // The owner's reports of the month holding the day, cut by day (as the screen opens them).
    ...["occupancy", "revenue", "credits", "clients", "attendance"].map((name) => ({
      key: `report_${name}`,
      kind: "staff",
      load: get(`/api/staff/reports/${name}/?${monthOf(day)}&by=day`),
    })),
    // The same over the twelve months ending with it, cut by week (too many days for a chart).
    ...["occupancy", "revenue", "credits", "clients", "attendance"].map((name) => ({
      key: `report_year_${name}`,
      kind: "staff",
      load: get(`/api/staff/reports/${name}/?${yearTo(day)}&by=week`),
    })),
    { key: "audit_first", kind: "staff", load: get("/api/staff/audit/") },
    {
      key: "audit_deep",
      kind: "staff",
      load: get(deepBefore === null ? "/api/staff/audit/" : `/api/staff/audit/?before=${deepBefore}`),
    },
  ].map((call) => ({
    ...call,
    label: callLabels[call.key],
    ...(call.kind === "staff" ? { as: admin } : {}),
  }));
}

/** Logs in; answers the access token. */
async function login(url, { email, password }) {
  const answer = await fetch(`${url}/api/accounts/login/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: email, password }),
  });
  const body = await answer.json().catch(() => null);
  if (!body?.body?.access)
    throw new Error(`Connexion impossible pour ${email} (${answer.status}) : ${JSON.stringify(body)}`);
  return body.body.access;
}

// An access token lasts 5 minutes; one is kept 2 minutes, so it outlives any one measure.
const SESSION_MS = 2 * 60_000;
const sessions = new Map();
async function session(url, who) {
  const key = `${url} ${who.email}`;
  const kept = sessions.get(key);
  if (kept && Date.now() - kept.at < SESSION_MS) return kept.token;
  const fresh = { token: await login(url, who), at: Date.now() };
  sessions.set(key, fresh);
  return fresh.token;
}

/** The call's load, with a session when it needs one; checked to answer 200 before it is loaded. */
export async function readyLoad(url, call) {
  const load = call.load(url);
  if (call.as) load.headers = { ...load.headers, Authorization: `Bearer ${await session(url, call.as)}` };
  const answer = await fetch(load.url, {
    method: load.method ?? "GET",
    headers: load.headers,
    body: load.bodies?.[0],
  });
  const text = await answer.text();
  if (answer.status !== 200)
    throw new Error(`${call.label} : ${load.url} répond ${answer.status} et non 200 : ${text.slice(0, 300)}`);
  return load;
}
