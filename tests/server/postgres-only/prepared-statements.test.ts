import pg from "pg";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";
import { demoClient, staffMember } from "../staff/staff-harness";

describe("statements prepared once per connection", { timeout: 60_000 }, () => {
  it("still answer after another instance's migration changed a table under their plans", async () => {
    const t = await makeTestApp({ dbFile: true });
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const page = () => t.api.get(`staff/clients/${client.id}/`, desk.access);
    // Run often enough that every pooled connection holds the page's statements prepared.
    const first = await page();
    expect(first.status).toBe(200);
    for (let i = 0; i < 15; i++) expect((await page()).status).toBe(200);
    // A newer release adds a column to the accounts (read with `select *`), as a rolling upgrade
    // does while this instance serves.
    const other = new pg.Client({ connectionString: t.file });
    await other.connect();
    await other.query("alter table users add column added_by_a_newer_release integer");
    await other.end();
    for (let i = 0; i < 15; i++) {
      const again = await page();
      expect(again.status, JSON.stringify(again.data)).toBe(200);
      expect(again.data).toEqual(first.data);
    }
  });
});
