import type { Takings } from "../../../src/contract/staff/money";
import { takingsLabels } from "../../../src/contract/staff/money";
import type { Db } from "../../db/tables";
import { isoDay } from "../schedule";
import { dayAfter } from "./agenda";
import { takingsGroups } from "./takings-groups";

export type Period = "day" | "week" | "month";
export type TakingsMethod = "credits" | "cash" | "card" | "orange_money" | "wave";

/**
 * One thing that happened to the centre's money or sessions in a period: the CSV lists these and
 * sums them; the screen counts the same rows in the database and sums those counts by the same
 * code (`summariseGroups`), so the screen and the file never disagree.
 */
export type TakingsEvent = {
  at: Date;
  kind:
    | "venue_payment"
    | "online_payment"
    | "desk_pack"
    | "credits_used"
    | "credit_refund"
    | "money_refund"
    | "adjustment"
    | "no_show"
    | "presence"
    | "cancellation";
  method: TakingsMethod | null;
  /** XOF. */
  amount: number;
  /** Signed: spent on bookings or taken by hand is negative for the client, counted positive here. */
  credits: number;
  persons: number;
  client: string;
  what: string;
  reference: string | null;
  staff: string | null;
  pack: boolean;
  /** A manual money refund still to give back. */
  pending: boolean;
};

/** The first and last day of the period holding `date`; a week runs Monday to Sunday. */
export function periodBounds(period: Period, date: string) {
  if (period === "day") return { from: date, to: date };
  if (period === "week") {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = dayAfter(date, -weekday);
    return { from, to: dayAfter(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: dayAfter(isoDay(next), -1) };
}

/**
 * Events alike in all the screen tells apart (kind, method, pack, pending, and the sign of an
 * adjustment), `count` of them, their amounts, credits and persons summed: the totals of a period
 * are counted in the database as these, the CSV's from its events, by the same sums.
 */
export type TakingsGroup = Pick<
  TakingsEvent,
  "kind" | "method" | "pack" | "pending" | "amount" | "credits" | "persons"
> & { count: number };

const isMoney = (e: TakingsGroup) =>
  e.kind === "venue_payment" || e.kind === "online_payment" || e.kind === "desk_pack";

/** The summary of a period's groups of events. */
export function summariseGroups(period: Period, from: string, to: string, groups: TakingsGroup[]): Takings {
  const sum = (list: TakingsGroup[], key: "count" | "amount" | "credits" | "persons") =>
    list.reduce((total, g) => total + g[key], 0);
  const methods: TakingsMethod[] = ["credits", "cash", "card", "orange_money", "wave"];
  const received = methods.map((method) => {
    const of = groups.filter((g) => g.method === method && (isMoney(g) || g.kind === "credits_used"));
    return {
      method,
      label: takingsLabels[method],
      count: sum(of, "count"),
      amount: sum(of, "amount"),
      online_amount: sum(
        of.filter((g) => g.kind === "online_payment"),
        "amount",
      ),
      credits: sum(
        of.filter((g) => g.kind === "credits_used"),
        "credits",
      ),
    };
  });
  const packs = groups.filter((g) => g.pack && isMoney(g));
  const of = (kind: TakingsGroup["kind"]) => groups.filter((g) => g.kind === kind);
  const adjustments = of("adjustment");
  return {
    period,
    from,
    to,
    received,
    total_amount: sum(groups.filter(isMoney), "amount"),
    packs_sold: {
      count: sum(packs, "count"),
      credits: sum(packs, "credits"),
      amount: sum(packs, "amount"),
      desk_count: sum(
        packs.filter((g) => g.kind === "desk_pack"),
        "count",
      ),
      online_count: sum(
        packs.filter((g) => g.kind === "online_payment"),
        "count",
      ),
    },
    refunds: {
      credit_count: sum(of("credit_refund"), "count"),
      credits: sum(of("credit_refund"), "credits"),
      money_count: sum(of("money_refund"), "count"),
      money_amount: sum(of("money_refund"), "amount"),
      manual_pending: sum(
        of("money_refund").filter((g) => g.pending),
        "count",
      ),
    },
    adjustments: {
      count: sum(adjustments, "count"),
      credits_added: sum(
        adjustments.filter((g) => g.credits > 0),
        "credits",
      ),
      credits_removed: -sum(
        adjustments.filter((g) => g.credits < 0),
        "credits",
      ),
    },
    presences: { count: sum(of("presence"), "count"), persons: sum(of("presence"), "persons") },
    no_shows: { count: sum(of("no_show"), "count"), persons: sum(of("no_show"), "persons") },
    cancellations: sum(of("cancellation"), "count"),
  };
}

/** The screen's takings: counted in the database, not read event by event (a month holds thousands). */
export async function takingsOf(db: Db, period: Period, date: string): Promise<Takings> {
  const { from, to } = periodBounds(period, date);
  return summariseGroups(period, from, to, await takingsGroups(db, from, to));
}
