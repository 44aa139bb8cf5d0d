import { sql } from "kysely";
import { brand } from "../../src/brand";
import { ruleBounds, ruleKeys } from "../../src/contract/staff/settings";
import type { AppDeps } from "../deps";
import { queueMail } from "./mail-queue";
import { setting } from "./settings";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "messengers">;

/** Midnight of the day `at` is in, at the centre (Dakar keeps UTC all year). */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The SMS the centre may still pay for today: the rule less the parts queued since midnight. */
export async function smsLeftToday(deps: Pick<AppDeps, "db" | "clock">): Promise<number> {
  const budget = await setting(
    deps.db,
    ruleKeys.phone_messages_per_day,
    ruleBounds.phone_messages_per_day.fallback,
  );
  const sent = await deps.db
    .selectFrom("mailQueue")
    .select(sql<number>`coalesce(sum(coalesce(parts, 1)), 0)`.as("n"))
    .where("channel", "=", "sms")
    .where("createdAt", ">=", dayStart(deps.clock.now()))
    .executeTakeFirst();
  return budget - Number(sent?.n ?? 0);
}

/**
 * The day's SMS budget is spent: every administrator with an e-mail hears it once that day (one
 * mail per day and admin, whichever process sees it first), with what happens meanwhile.
 */
export async function warnBudgetSpent(deps: Deps): Promise<void> {
  const day = dayStart(deps.clock.now()).toISOString().slice(0, 10);
  const admins = await deps.db
    .selectFrom("users")
    .select(["id", "email", "firstName"])
    .where("staffRole", "=", "admin")
    .where("email", "is not", null)
    .execute();
  for (const admin of admins) {
    if (!admin.email) continue;
    await queueMail(
      deps,
      {
        to: admin.email,
        subject: `Budget de SMS du jour atteint — ${brand.name}`,
        text: [
          `Bonjour ${admin.firstName},`,
          "",
          "Le nombre de SMS que le centre paie par jour est atteint.",
          "Jusqu'à minuit, les codes partent par WhatsApp quand il est proposé, sinon par e-mail aux clients qui en ont un ; les autres n'en reçoivent pas.",
          "Un pic inhabituel peut être une fraude (demandes de codes vers des numéros payants) : regardez le journal.",
          "Vous pouvez changer ce nombre dans Réglages, « SMS par jour ».",
          "",
          `L'équipe ${brand.name}`,
        ].join("\n"),
      },
      { onceKey: `sms-budget:${day}:${admin.id}` },
    );
  }
}
