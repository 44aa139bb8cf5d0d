import type { Client } from "./people";
import type { Rng } from "./random";
import { DAY, type SlotInfo } from "./slots";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A booking is made at least this long before its session (the centre's setting). */
const MIN_LEAD = 3 * HOUR;

/** What becomes of a booking. */
export type State =
  | "present"
  | "absent"
  | "unmarked"
  | "cancelled_client"
  | "cancelled_staff"
  | "failed"
  | "lapsed"
  | "upcoming"
  | "held";
/** How it is paid: credits, a wallet, or at the venue (`venue_unpaid`: never paid there). */
export type Pay = "credits" | "wave" | "orange_money" | "venue" | "venue_unpaid";

export type Draft = {
  slot: SlotInfo;
  client: Client;
  persons: number;
  privateOption: boolean;
  createdAt: number;
  state: State;
  pay: Pay;
};

const pastStates = {
  present: 62,
  absent: 5,
  unmarked: 8,
  cancelled_client: 11,
  cancelled_staff: 2,
  failed: 4,
  lapsed: 3,
} as const;
const futureStates = { upcoming: 80, cancelled_client: 12, cancelled_staff: 2, failed: 3, held: 3 } as const;
const pays = { credits: 42, wave: 16, orange_money: 10, venue: 28, venue_unpaid: 4 } as const;

/**
 * The first bookings of the past and of the future take each state and each way of paying in turn,
 * so that even a tiny centre (a test's) holds every case; the rest are drawn.
 */
const forcedPast: [State, Pay][] = [
  ["present", "credits"],
  ["present", "wave"],
  ["present", "orange_money"],
  ["present", "venue"],
  ["present", "venue"],
  ["present", "venue"],
  ["present", "venue"],
  ["absent", "venue_unpaid"],
  ["absent", "credits"],
  ["unmarked", "wave"],
  ["cancelled_client", "credits"],
  ["cancelled_client", "wave"],
  ["cancelled_client", "venue_unpaid"],
  ["cancelled_staff", "credits"],
  ["cancelled_staff", "orange_money"],
  ["failed", "orange_money"],
  ["lapsed", "wave"],
];
const forcedFuture: [State, Pay][] = [
  ["held", "orange_money"],
  ["held", "wave"],
  ["upcoming", "credits"],
  ["upcoming", "wave"],
  ["upcoming", "orange_money"],
  ["upcoming", "venue_unpaid"],
  ["cancelled_client", "credits"],
  ["cancelled_staff", "credits"],
  ["failed", "wave"],
];

/** How much a slot `ahead` ms in the future is already booked, compared with a past one. */
const futureWeight = (ahead: number) => Math.max(0.05, 1 - ahead / (30 * DAY));

/**
 * Who books which slot, when, and what becomes of it: about `target` bookings spread over the slots
 * in proportion to their places, never more persons than a slot takes among the bookings that
 * hold places (cancelled, failed and lapsed ones hold none).
 */
export function planDrafts(
  rng: Rng,
  slots: SlotInfo[],
  clients: Client[],
  target: number,
  now: number,
): Draft[] {
  const weight = (s: SlotInfo) => s.capacity * (s.startsAt < now ? 1 : futureWeight(s.startsAt - now));
  const total = slots.reduce((sum, s) => sum + weight(s), 0);
  const perPlace = total > 0 ? target / total : 0;
  const joined = clients.map((c) => c.createdAt);
  const drafts: Draft[] = [];
  let past = 0;
  let future = 0;
  for (const slot of slots) {
    const expected = weight(slot) * perPlace;
    const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
    let free = slot.capacity;
    for (let k = 0; k < count; k++) {
      const isPast = slot.endsAt <= now;
      const forced = isPast ? forcedPast[past] : forcedFuture[future];
      let [state, pay]: [State, Pay] = forced ?? [
        isPast ? rng.weighted(pastStates) : rng.weighted(futureStates),
        rng.weighted(pays),
      ];
      // A held booking is minutes old: its session must be three hours away at least.
      if (state === "held" && slot.startsAt - now < MIN_LEAD + 15 * MINUTE) state = "upcoming";
      let createdAt =
        state === "held"
          ? now - rng.int(1, 10) * MINUTE
          : slot.startsAt - MIN_LEAD - Math.floor(rng.next() ** 2 * 21 * DAY);
      // Made before now, its payment hold over unless it is held on purpose.
      if (!isPast && state !== "held")
        createdAt = Math.min(createdAt, now - 20 * MINUTE - rng.int(0, 3 * 24 * 60) * MINUTE);
      // The first client came once, bought a pack and never booked: their credits expire unused.
      const eligible = upperBound(joined, createdAt);
      if (eligible <= 1) continue;
      const client = clients[rng.int(1, eligible - 1)];
      if (!client) continue;
      // Edge instants: a booking made at midnight exactly, another the millisecond before.
      const index = drafts.length;
      if (index % 500 === 7 || index % 500 === 8) {
        const midnight = Math.floor(createdAt / DAY) * DAY - (index % 500 === 8 ? 1 : 0);
        if (midnight >= client.createdAt && state !== "held") createdAt = midnight;
      }
      const holds = !["cancelled_client", "cancelled_staff", "failed", "lapsed"].includes(state);
      const maxPersons = Math.max(1, slot.service.nbPersonMaxPerBooking);
      let persons = rng.chance(0.8) ? 1 : rng.int(1, maxPersons);
      if (holds) {
        if (free <= 0) state = "cancelled_client";
        else persons = Math.min(persons, free);
      }
      if (state === "held" && pay !== "wave" && pay !== "orange_money") pay = "orange_money";
      if ((state === "failed" || state === "lapsed") && pay !== "wave" && pay !== "orange_money")
        pay = "wave";
      if (state === "upcoming" && pay === "venue") pay = "venue_unpaid";
      const stillHolds = !["cancelled_client", "cancelled_staff", "failed", "lapsed"].includes(state);
      // A private session takes the slot for itself: only when nobody else is on it.
      const privateOption =
        stillHolds &&
        slot.service.canHavePrivateOption &&
        slot.allowsPrivate &&
        free === slot.capacity &&
        rng.chance(0.1);
      if (stillHolds) free = privateOption ? 0 : free - persons;
      drafts.push({ slot, client, persons, privateOption, createdAt, state, pay });
      // A forced case that could not be (a full slot, a session too near) waits for the next booking.
      if (forced && forced[0] === state) {
        if (isPast) past += 1;
        else future += 1;
      }
    }
  }
  return drafts;
}

/** How many of the sorted `values` are ≤ `limit`. */
function upperBound(values: number[], limit: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] ?? 0) <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
