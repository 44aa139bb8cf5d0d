import type { MinuteSpan, WeekBlock, WeekBy, WeekColumn } from "../contract/staff/week";

/** Minutes since midnight of `HH:MM[:SS]`; `00:00` as an end is the day's end. */
export const minutesOf = (time: string, end = false) => {
  const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return end && m === 0 ? 24 * 60 : m;
};

/** The Monday of the week holding `day` (`AAAA-MM-JJ`): the week the desk plans. */
export function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const back = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a block belongs in a column: one of its practitioners, its room, or none of either. */
export function inColumn(block: WeekBlock, column: Pick<WeekColumn, "id">, by: WeekBy): boolean {
  if (by === "room") return block.room_id === column.id;
  return column.id === null
    ? block.practitioner_ids.length === 0
    : block.practitioner_ids.includes(column.id);
}

export type Placed = {
  block: WeekBlock;
  /** From the top of the day's rows, and tall, in % of the day shown. */
  top: number;
  height: number;
  /** Side by side when sessions overlap: its lane among `lanes`. */
  lane: number;
  lanes: number;
};

/**
 * The blocks of one column and day placed by time between `dayStart` and `dayEnd` (minutes): each
 * as high as its session, overlapping ones side by side, each group of overlaps as wide as its
 * most crowded moment needs.
 */
export function placeBlocks(blocks: WeekBlock[], dayStart: number, dayEnd: number): Placed[] {
  const span = Math.max(1, dayEnd - dayStart);
  const sorted = [...blocks].sort(
    (a, b) =>
      minutesOf(a.start_time) - minutesOf(b.start_time) ||
      minutesOf(b.end_time, true) - minutesOf(a.end_time, true),
  );
  const placed: Placed[] = [];
  let group: Placed[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const p of group) p.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const block of sorted) {
    const start = Math.max(dayStart, minutesOf(block.start_time));
    const end = Math.min(dayEnd, Math.max(start + 1, minutesOf(block.end_time, true)));
    if (start >= groupEnd) close();
    let lane = laneEnds.findIndex((e) => e <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    groupEnd = Math.max(groupEnd, end);
    const p = {
      block,
      top: ((start - dayStart) / span) * 100,
      height: ((end - start) / span) * 100,
      lane,
      lanes: 1,
    };
    group.push(p);
    placed.push(p);
  }
  close();
  return placed;
}

/**
 * What the grid greys in a column's day: the hours shown outside its working ranges, and its
 * absences, as `[top, height]` in % of the day shown.
 */
export function offSpans(
  working: MinuteSpan[],
  absences: { from: number; to: number }[],
  dayStart: number,
  dayEnd: number,
): MinuteSpan[] {
  const span = Math.max(1, dayEnd - dayStart);
  const off: MinuteSpan[] = [];
  let cursor = dayStart;
  for (const [a, b] of [...working].sort((x, y) => x[0] - y[0])) {
    if (a > cursor) off.push([cursor, Math.min(a, dayEnd)]);
    cursor = Math.max(cursor, b);
  }
  if (cursor < dayEnd) off.push([cursor, dayEnd]);
  for (const { from, to } of absences) off.push([Math.max(from, dayStart), Math.min(to, dayEnd)]);
  return off
    .filter(([a, b]) => b > a)
    .map(([a, b]): MinuteSpan => [((a - dayStart) / span) * 100, ((b - a) / span) * 100]);
}

/** Whether a minute of a column's day is free to book: working, not away. */
export const isWorking = (working: MinuteSpan[], absences: { from: number; to: number }[], minute: number) =>
  working.some(([a, b]) => a <= minute && minute < b) &&
  !absences.some((x) => x.from <= minute && minute < x.to);
