import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { generateBigCentre } from "../../../server/db/seed/big/generate";
import { foldText } from "../../../server/db/text-fold";
import { isoDay } from "../../../server/domain/schedule";
import { countClients } from "../../../server/domain/staff/client-search";
import { pageOfClients } from "../../../server/domain/staff/clients";
import { refreshUserSearch, userSearchColumns, withUserSearch } from "../../../server/domain/user-search";
import { makeTestApp, type TestApp } from "../harness";
import { referenceCount, referencePage } from "../support/client-search-reference";
import { TEST_START } from "../support/test-start";

/** Accounts the generator does not make: accents, an apostrophe, `%` and `_`, phones typed every way. */
const handMade = [
  {
    firstName: "Ndèye",
    lastName: "Sène",
    email: "ndeye.sene@example.com",
    telephoneNumber: "+221 77 123 45 67",
  },
  { firstName: "Aïda", lastName: "Diop", email: "aida_diop@example.com", telephoneNumber: "77-123-45-68" },
  {
    firstName: "Ousmane",
    lastName: "ŊOM",
    email: "OUSMANE.NGOM@Example.COM",
    telephoneNumber: "(+221) 78 555 12 34",
  },
  {
    firstName: "Marie-Hélène",
    lastName: "D'Almeida",
    email: "mh.dalmeida@example.org",
    telephoneNumber: "+221775551234",
  },
  {
    firstName: "Fatou",
    lastName: "Sall 50%",
    email: "fatou.sall@example.net",
    telephoneNumber: "76 555 12 34",
  },
  // A character beyond 16 bits: « 😀 » (and a space) is 3 to JavaScript, 2 to the index.
  { firstName: "Awa", lastName: "Fall😀", email: "awa.fall@example.com", telephoneNumber: null },
  { firstName: "Ndèye Fatou", lastName: "Diop", email: "nf.diop@example.com", telephoneNumber: null },
  { firstName: "ÉLODIE", lastName: "Sène", email: "elodie@example.com", telephoneNumber: "70.555.12.34" },
  {
    firstName: "Awa",
    lastName: "Diop",
    email: "awa.diop2@example.com",
    telephoneNumber: "+221 77 123 45 67",
  },
];

/** Every search worth trying on these accounts: each fragment of a name, an e-mail, a phone typed otherwise. */
function searchesFor(
  users: { firstName: string; lastName: string; email: string; telephoneNumber: string | null }[],
) {
  const searches = new Set([
    "",
    " ",
    "%",
    "_",
    "'",
    "\\",
    "50%",
    "a_d",
    "77",
    "221",
    "ŋ",
    "nom",
    "@",
    ".",
    "-",
    // A quote (the index's query quotes each text), a character beyond 16 bits, e-mail parts.
    '"',
    'a"b',
    "😀 ",
    "example",
    "@example.",
    ".com",
  ]);
  // The stored copy's separator, typed: it must not join two texts.
  searches.add("sene\u001fsene").add("\u001f");
  for (const u of users) {
    for (const name of [
      u.firstName,
      u.lastName,
      `${u.firstName} ${u.lastName}`,
      `${u.lastName} ${u.firstName}`,
    ]) {
      searches
        .add(name)
        .add(name.toUpperCase())
        .add(foldText(name))
        .add(name.slice(1, 4))
        .add(name.slice(-3));
    }
    searches.add(`${u.lastName.slice(-2)} ${u.firstName.slice(0, 2)}`);
    searches
      .add(u.email.slice(0, 5))
      .add(u.email.toUpperCase().slice(3, 10))
      .add(u.email.split("@")[1] ?? "");
    if (u.telephoneNumber) {
      const digits = u.telephoneNumber.replace(/\D/g, "");
      searches.add(digits.slice(-7, -4)).add(`${digits.slice(-9, -7)} ${digits.slice(-7, -4)}`);
      searches.add(`${digits.slice(-9, -7)}-${digits.slice(-7, -4)}-${digits.slice(-4, -2)}`);
      searches
        .add(`+${digits.slice(0, 6)}`)
        .add(digits.slice(-2))
        .add(u.telephoneNumber);
    }
  }
  return [...searches];
}

/** The e-mails a search finds, as the route reads them (told the count). */
async function emailsFound(t: TestApp, q: string) {
  const { db, database } = t.deps;
  const count = await countClients(db, database.dialect, q);
  const page = await pageOfClients(db, database.dialect, q, 500, 0, t.deps.clock.now(), count);
  expect(page, q).toHaveLength(count);
  return page.map((u) => u.email).sort();
}

describe("the desk's client search on the stored copy", { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    await generateBigCentre(
      { db: t.deps.db, dialect: t.deps.database.dialect, database: t.deps.database },
      {
        scale: 0.002,
        seed: 7,
        today: isoDay(new Date(TEST_START)),
        jwtSecret: Buffer.alloc(32, 7),
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      },
    );
    const now = t.deps.clock.now();
    for (const u of handMade)
      await t.deps.db
        .insertInto("users")
        .values(withUserSearch({ ...u, passwordHash: "not-a-hash", createdAt: now }))
        .execute();
    // Written by the release before the copy (a rolling upgrade): no copy at all.
    await sql`insert into users (email, password_hash, first_name, last_name, telephone_number, created_at)
      values ('older@example.com', 'not-a-hash', 'Khadidiatou', 'Séne', '+221 76 000 11 22', ${now.getTime()})`.execute(
      t.deps.db,
    );
  }, 120_000);

  it("holds for every account what the rule writes, the generator's accounts too", async () => {
    const users = await t.deps.db
      .selectFrom("users")
      .selectAll()
      .where("email", "!=", "older@example.com")
      .execute();
    expect(users.length).toBeGreaterThan(40);
    for (const u of users)
      expect({ searchText: u.searchText, searchPhone: u.searchPhone }, String(u.email)).toEqual(
        userSearchColumns(u),
      );
  });

  it("finds exactly the accounts the search before it found, in the same order, page by page", async () => {
    const { db } = t.deps;
    const { dialect } = t.deps.database;
    const users = await db.selectFrom("users").selectAll().execute();
    const searches = searchesFor(users.map((u) => ({ ...u, email: u.email ?? "" })));
    expect(searches.length).toBeGreaterThan(300);
    const now = t.deps.clock.now();
    let found = 0;
    for (const q of searches) {
      const count = await referenceCount(db, q);
      expect(await countClients(db, dialect, q), q).toBe(count);
      const all = await referencePage(db, q, 500, 0);
      const middle = await referencePage(db, q, 7, 7);
      // Told the count, as the route reads a page (a few found: by the index on SQLite).
      const page = async (limit: number, offset: number, told?: number) =>
        (await pageOfClients(db, dialect, q, limit, offset, now, told)).map((u) => u.id);
      expect(await page(500, 0, count), q).toEqual(all);
      expect(await page(7, 7, count), q).toEqual(middle);
      // Not told, as when many are found: on the index of names.
      expect(await page(500, 0), q).toEqual(all);
      if (count > 0 && count < users.length) found++;
    }
    // Most searches find some accounts and not all: the comparison is not between empty lists.
    expect(found).toBeGreaterThan(searches.length / 2);
  });

  it("finds what the hand-made cases are there for", async () => {
    const emails = (q: string) => emailsFound(t, q);
    expect(await emails("sene ndeye")).toEqual(["ndeye.sene@example.com"]);
    expect(await emails("AIDA")).toContain("aida_diop@example.com");
    expect(await emails("ŋom")).toEqual(["OUSMANE.NGOM@Example.COM"]);
    expect(await emails("d'alm")).toEqual(["mh.dalmeida@example.org"]);
    expect(await emails("50%")).toEqual(["fatou.sall@example.net"]);
    expect(await emails("a_d")).toEqual(["aida_diop@example.com"]);
    // The demo member's phone is « +221 77 123 45 67 » too.
    expect(await emails("77 123")).toEqual([
      "aida_diop@example.com",
      "awa.diop2@example.com",
      "demo@example.com",
      "ndeye.sene@example.com",
    ]);
    expect(await emails("555-12-34")).toEqual(
      ["OUSMANE.NGOM@Example.COM", "fatou.sall@example.net", "mh.dalmeida@example.org"].sort(),
    );
    // The row without a copy is found all the same.
    expect(await emails("khadidiatou sene")).toEqual(["older@example.com"]);
    expect(await emails("000 11")).toEqual(["older@example.com"]);
  });

  // Last: it changes the accounts the others search.
  it("forgets a renamed or erased account's former name, and finds what an older release wrote", async () => {
    const { db } = t.deps;
    const rename = async (email: string, names: { firstName: string; lastName: string }) => {
      const u = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      await db
        .updateTable("users")
        .set({ ...names, ...userSearchColumns({ ...u, ...names }) })
        .where("id", "=", u.id)
        .execute();
    };
    await rename("OUSMANE.NGOM@Example.COM", { firstName: "Ousmane", lastName: "Faye" });
    expect(await emailsFound(t, "ousmane nom")).toEqual([]);
    expect(await emailsFound(t, "ousmane faye")).toEqual(["OUSMANE.NGOM@Example.COM"]);

    await db.deleteFrom("users").where("email", "=", "mh.dalmeida@example.org").execute();
    expect(await emailsFound(t, "d'alm")).toEqual([]);
    expect(await emailsFound(t, "775551234")).toEqual([]);

    // The release before the copy renames an account, then writes one: no copy, or a stale one,
    // until the server brings them in line.
    await db
      .updateTable("users")
      .set({ firstName: "Coumba", lastName: "Ndour" })
      .where("email", "=", "elodie@example.com")
      .execute();
    await sql`insert into users (email, password_hash, first_name, last_name, created_at)
      values ('older2@example.com', 'not-a-hash', 'Yacine', 'Thiaw', ${t.deps.clock.now().getTime()})`.execute(
      db,
    );
    expect(await emailsFound(t, "yacine thi")).toEqual(["older2@example.com"]);
    expect(await refreshUserSearch(db)).toBe(3);
    expect(await emailsFound(t, "coumba ndour")).toEqual(["elodie@example.com"]);
    expect(await emailsFound(t, "elodie sene")).toEqual([]);
    expect(await emailsFound(t, "yacine thi")).toEqual(["older2@example.com"]);
    expect(await emailsFound(t, "khadidiatou sene")).toEqual(["older@example.com"]);
  });
});
