import type { BlockState, WeekBlock } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { slotTime } from "../../../lib/slot-dates";

const t = frStaffWeek;

/** Each state its colour, as calendars of the trade do: to come, under way, over, came, did not. */
export const stateLook: Record<BlockState, { card: string; dot: string }> = {
  upcoming: { card: "bg-sky-50 border-sky-500 text-sky-950 hover:bg-sky-100", dot: "bg-sky-500" },
  ongoing: {
    card: "bg-violet-50 border-violet-500 text-violet-950 hover:bg-violet-100",
    dot: "bg-violet-500",
  },
  done: { card: "bg-stone-100 border-stone-400 text-stone-700 hover:bg-stone-200", dot: "bg-stone-400" },
  present: {
    card: "bg-emerald-50 border-emerald-600 text-emerald-950 hover:bg-emerald-100",
    dot: "bg-emerald-600",
  },
  absent: { card: "bg-red-50 border-red-500 text-red-950 hover:bg-red-100", dot: "bg-red-500" },
  held: {
    card: "bg-white border-amber-400 border-dashed text-amber-950 hover:bg-amber-50",
    dot: "bg-amber-400",
  },
};

export const blockTitle = (b: WeekBlock) => b.client?.name ?? b.service_name;

/** Paid or to pay at a glance (a class: how many of its bookings are paid). */
export function PaymentMark({ block }: { block: WeekBlock }) {
  if (block.kind === "class")
    return (
      <span className="shrink-0 rounded-full bg-white/80 px-1.5 py-px text-[11px] font-semibold whitespace-nowrap text-ink/70 ring-1 ring-black/10">
        {t.paidOf(block.paid, block.clients)}
      </span>
    );
  const paid = block.payment_status === "paid";
  return (
    <span
      data-testid="week-payment"
      className={`shrink-0 rounded-full px-1.5 py-px text-[11px] font-semibold whitespace-nowrap ring-1 ${paid ? "bg-emerald-100 text-emerald-900 ring-emerald-200" : "bg-amber-100 text-amber-900 ring-amber-300"}`}
    >
      {paid ? t.paid : t.toPay}
    </span>
  );
}

/** How much a block's height shows: its client; then its time and service; then its marks. */
export type BlockSize = "tiny" | "short" | "full";

/** A block of the grid: as tall as its session, the client first, then when and what, then its marks. */
export function WeekBlockCard({
  block,
  size,
  onOpen,
}: {
  block: WeekBlock;
  size: BlockSize;
  onOpen: () => void;
}) {
  const look = stateLook[block.state];
  const when = `${slotTime(block.start_time)} – ${slotTime(block.end_time)}`;
  const what =
    block.kind === "class" ? t.classCount(block.clients, block.persons, block.capacity) : block.service_name;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="week-block"
      data-booking={block.booking_id}
      data-state={block.state}
      aria-label={t.open(blockTitle(block), slotTime(block.start_time))}
      title={`${blockTitle(block)} · ${when} · ${what}`}
      className={`flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 px-2 py-1 text-left text-xs shadow-sm ring-1 ring-black/5 transition-colors ${look.card}`}
    >
      <span className="truncate text-[13px] leading-4 font-bold">{blockTitle(block)}</span>
      {size !== "tiny" && (
        <span className="truncate leading-4 opacity-80">
          <span className="font-medium tabular-nums">{slotTime(block.start_time)}</span> · {what}
        </span>
      )}
      {size === "full" && (
        <span className="mt-auto flex min-w-0 items-center gap-1 pt-0.5">
          <PaymentMark block={block} />
          <span className="truncate text-[11px] font-semibold opacity-80">
            {t.states[block.state]}
            {block.persons > 1 && block.kind === "booking" ? ` · ×${block.persons}` : ""}
          </span>
        </span>
      )}
    </button>
  );
}
