import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, inject, onTestFinished } from "vitest";
import { createApp } from "../../server/app";
import { type Database, openDatabase } from "../../server/db/open";
import { seedContent, seedDemoMember } from "../../server/db/seed/seed";
import type { AppDeps, Mail } from "../../server/deps";
import { ensureSlots } from "../../server/domain/schedule";
import { issueTokens } from "../../server/domain/tokens";
import { withUserSearch } from "../../server/domain/user-search";
import { backgroundSettled } from "../../server/lib/background";
import type { MessageSender, TextMessage } from "../../server/messaging/message";
import { brand } from "../../src/brand";
import { freshDatabase } from "./support/postgres-template";
import { TEST_START } from "./support/test-start";

/** Apps made outside a test (beforeAll) are closed with their file's tests. */
const closeAtEnd: Database[] = [];
afterAll(async () => {
  await Promise.all(closeAtEnd.splice(0).map((d) => d.close()));
});

/** Each app's connections are closed when its test ends: a PostgreSQL server has only so many. */
function closeWhenDone(database: Database) {
  try {
    onTestFinished(() => database.close());
  } catch {
    closeAtEnd.push(database);
  }
}

const testsOnPostgres = () => process.env.TEST_DATABASE === "postgres";

/** A database of the run's kind, migrated and empty (no catalogue, no member): answers its address. */
export async function emptyDatabase(): Promise<string> {
  if (!testsOnPostgres()) return join(mkdtempSync(join(tmpdir(), "db-")), "app.sqlite");
  return freshDatabase(inject("postgresUrl"), { empty: true });
}

/** A fresh database, a clock the test moves by hand, and a mailer that keeps what it sends. */
export async function makeTestApp(
  options: {
    demoMember?: boolean;
    demoMode?: boolean;
    dbFile?: boolean;
    /** A SQLite file whichever database the run is on (the source of a copy to PostgreSQL). */
    sqliteFile?: boolean;
  } = {},
) {
  const demoMode = options.demoMode ?? true;
  const onPostgres = testsOnPostgres() && !options.sqliteFile;
  // PostgreSQL: a fresh database copied from the migrated and seeded template. SQLite: a file when
  // worker threads must share the database, in memory otherwise.
  const file = onPostgres
    ? await freshDatabase(inject("postgresUrl"))
    : options.dbFile || options.sqliteFile
      ? join(mkdtempSync(join(tmpdir(), "db-")), "app.sqlite")
      : ":memory:";
  const database = await openDatabase(file, { migrate: !onPostgres, poolSize: 4 });
  closeWhenDone(database);
  let now = TEST_START;
  const mails: Mail[] = [];
  /** What the SMS and WhatsApp "providers" were handed (demo mode offers both). */
  const texts: TextMessage[] = [];
  const keep: MessageSender = {
    async send(message) {
      texts.push(message);
      return { providerMessageId: `test-${texts.length}`, parts: 1 };
    },
  };
  const deps: AppDeps = {
    db: database.db,
    database,
    clock: { now: () => new Date(now) },
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
    ...(demoMode && { messengers: { sms: keep, whatsapp: keep } }),
    log: () => {},
    config: {
      jwtSecret: randomBytes(32),
      demoMode,
      // A cheap cost keeps the suite fast; the cost is stored with each hash, production uses 2^17.
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      mediaDir: mkdtempSync(join(tmpdir(), "media-")),
      distDir: null,
      providers: demoMode ? { PAY03: "sandbox", PAY04: "sandbox" } : {},
      contactTo: brand.email,
    },
  };
  if (!onPostgres) {
    await seedContent(deps);
    await ensureSlots(deps);
  }
  if (options.demoMember ?? demoMode) await seedDemoMember(deps);
  const app = createApp(deps);

  async function call(
    method: string,
    path: string,
    init: {
      json?: unknown;
      token?: string;
      body?: BodyInit;
      headers?: Record<string, string>;
      /** The client address the socket would show. */
      address?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.json !== undefined) headers["Content-Type"] = "application/json";
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const env = init.address ? { incoming: { socket: { remoteAddress: init.address } } } : undefined;
    const response = await app.request(
      path,
      { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body },
      env,
    );
    const text = await response.text();
    // Mail leaves after the answer, in the background: a test reads it once it has left.
    await backgroundSettled(deps);
    let data: any = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status: response.status, data, headers: response.headers };
  }

  const api = {
    get: (path: string, token?: string) => call("GET", `/api/${path}`, { token }),
    post: (path: string, json?: unknown, token?: string) => call("POST", `/api/${path}`, { json, token }),
    patch: (path: string, json: unknown, token?: string) => call("PATCH", `/api/${path}`, { json, token }),
    put: (path: string, json: unknown, token?: string) => call("PUT", `/api/${path}`, { json, token }),
    raw: call,
  };

  /** The code of the last mail sent to `email`, or of the last SMS or WhatsApp message to a phone. */
  function lastCode(email: string): string {
    if (email.startsWith("+")) {
      const text = [...texts].reverse().find((m) => m.to === email && m.kind === "code");
      if (!text?.params[0]) throw new Error(`no code sent to ${email}`);
      return text.params[0];
    }
    const mail = [...mails].reverse().find((m) => m.to === email);
    const code = mail?.text.match(/: (\d{4})\n/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  async function loginDemo() {
    const res = await api.post("accounts/login/", { username: "demo@example.com", password: "Demo2026!" });
    return res.data.body as { access: string; refresh: string };
  }

  return {
    deps,
    /** The database file (`:memory:` unless asked for a file). */
    file,
    app,
    api,
    mails,
    texts,
    lastCode,
    loginDemo,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A slot of a service by day and start time, as the API lists it. */
export async function findSlot(t: TestApp, serviceId: number, date: string, start = "10:00:00") {
  const res = await t.api.get(`booking/slots/?service_id=${serviceId}&date=${date}&page_size=100`);
  const slot = res.data.results?.find((s: { start_time: string }) => s.start_time === start);
  if (!slot) throw new Error(`no slot ${serviceId} ${date} ${start}`);
  return slot as {
    id: number;
    pct_discount: number;
    remaining_capacity: number;
    can_have_private_option: boolean;
  };
}

/** Registers and verifies another member, answering their access token. */
export async function otherMember(t: TestApp, email = "autre@example.com") {
  await t.api.post("accounts/register/", {
    first_name: "Khady",
    last_name: "Sarr",
    email,
    password: "Mbour2026x",
    password2: "Mbour2026x",
  });
  await t.api.post("accounts/checkOTP/", { email, otp: t.lastCode(email), purpose: "register" });
  const login = await t.api.post("accounts/login/", { username: email, password: "Mbour2026x" });
  return login.data.body.access as string;
}

/** Verified members written straight into the database, each with a live access token. */
export async function quickMembers(t: TestApp, count: number, prefix = "membre") {
  const members: { id: number; access: string }[] = [];
  for (let i = 0; i < count; i++) {
    const row = await t.deps.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: `${prefix}${i}@example.com`,
          passwordHash: "not-a-hash",
          firstName: "Membre",
          lastName: String(i),
          isVerified: true,
          createdAt: t.deps.clock.now(),
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    members.push({ id: row.id, access: (await issueTokens(t.deps, row.id)).access });
  }
  return members;
}

/** The id of a payment method by its code (PAY01 venue, PAY02 credits, PAY03 wallet, PAY04 Orange Money). */
export async function methodId(t: TestApp, code: string): Promise<number> {
  const methods = (await t.api.get("configs/bookingmethod/")).data as { code: string; id: number }[];
  const found = methods.find((m) => m.code === code);
  if (!found) throw new Error(`no method ${code}`);
  return found.id;
}

/** A booking request for Yoga hatha (id 4, 8 000 XOF / 8 crédits a person) at the slot's own price. */
export function yogaBooking(slot: { id: number; pct_discount: number }, persons = 1) {
  const factor = 1 - slot.pct_discount / 100;
  return {
    service: 4,
    slot: slot.id,
    price: Math.round(8000 * persons * factor),
    credit_price: Math.round(8 * persons * factor),
    private_option: false,
    number_person: persons,
  };
}

/** Books Yoga hatha on `date` at `start`; answers the booking's id and credit price. */
export async function bookYoga(t: TestApp, token: string, date: string, start: string, persons = 1) {
  const body = yogaBooking(await findSlot(t, 4, date, start), persons);
  const res = await t.api.post("booking/booking/create/", body, token);
  if (res.status !== 201) throw new Error(`booking refused: ${JSON.stringify(res.data)}`);
  return { id: res.data.booking_id as number, credits: body.credit_price };
}
