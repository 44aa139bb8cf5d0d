import { sql } from "kysely";
import type { Migration } from "./index";

/**
 * The centre's opening hours leave the code for the database, so an admin changes them: a weekly
 * template (per weekday, its ranges as JSON `[[start, end], …]` in minutes, `[]` when closed, and
 * whether private sessions are offered), date overrides (other ranges on one date, `[]` closed),
 * closures over a range of dates, and discount rules. Seeded with what the code did until now
 * (Monday to Saturday 9h–19h, no private session on Saturday, the first slot of Wednesday −20 %,
 * Monday 13h–15h −10 %), so every slot stays what it was. A slot the schedule no longer has but a
 * booking still points at is kept, `withdrawn`: nobody books it any more, the staff deal with it.
 */
export const scheduleInDatabase: Migration = {
  async up(db, dialect) {
    const withId = (t: ReturnType<typeof db.schema.createTable>) =>
      dialect === "postgres"
        ? t.addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());

    await db.schema
      .createTable("schedule_weekdays")
      .addColumn("weekday", "integer", (c) => c.primaryKey().notNull())
      .addColumn("ranges", "text", (c) => c.notNull())
      .addColumn("allows_private", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable("schedule_overrides")
      .addColumn("date", "text", (c) => c.primaryKey().notNull())
      .addColumn("ranges", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await withId(db.schema.createTable("schedule_closures"))
      .addColumn("from_date", "text", (c) => c.notNull())
      .addColumn("to_date", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .execute();
    // `first_slot`: the day's first slot of each service, whatever the hours (Wednesday's
    // discount); `time_range`: slots starting from `from_minute` to before `to_minute`.
    await withId(db.schema.createTable("discount_rules"))
      .addColumn("weekday", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("from_minute", "integer")
      .addColumn("to_minute", "integer")
      .addColumn("percent", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("slots")
      .addColumn("withdrawn", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    for (let weekday = 0; weekday < 7; weekday++)
      await sql`insert into schedule_weekdays (weekday, ranges, allows_private)
        values (${weekday}, ${weekday === 0 ? "[]" : "[[540,1140]]"}, ${weekday === 6 ? 0 : 1})`.execute(db);
    await sql`insert into discount_rules (weekday, kind, from_minute, to_minute, percent)
      values (3, 'first_slot', null, null, 20), (1, 'time_range', 780, 900, 10)`.execute(db);
  },
};
