import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { StaffBooking } from "../../../contract/staff/agenda";
import type { WeekBlock } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { longDay } from "../../../lib/slot-dates";
import { mondayOf } from "../../../lib/staff-week-grid";
import { everyWhileVisible } from "../../../lib/visible-interval";
import { EmptyPanel } from "../../../ui/panels";
import { StaffHeader } from "../../../ui/staff-page";
import { MOBILE_QUERY, useMediaQuery } from "../../../ui/use-media-query";
import { usePageTitle } from "../../../ui/use-page-title";
import { type Lane, WeekBoard } from "./week-board";
import { WeekBookingDialog } from "./week-booking-dialog";
import type { WeekData } from "./week-data";
import { WeekDayList } from "./week-day-list";
import { WeekActionDialogs } from "./week-dialogs";
import { DayStrip, unknownFilter, type WeekFilters, WeekToolbar } from "./week-toolbar";

const t = frStaffWeek;
/** A client's booking shows in the week within this, while the tab is in view (as the agenda). */
const WEEK_POLL_MS = 30_000;

/** What the screen changes in the address: the week (a day in it), the columns, the filters. */
export type WeekSearchChange = {
  date?: string | undefined;
  par?: "salle" | undefined;
  praticien?: number | undefined;
  salle?: number | undefined;
  service?: number | undefined;
};

type Props = {
  data: WeekData;
  filters: WeekFilters;
  onSearch: (change: WeekSearchChange) => void;
  onReload: () => Promise<void>;
};

export function WeekScreen({ data, filters, onSearch, onReload }: Props) {
  const { week } = data;
  const own = week.own_practitioner !== null;
  usePageTitle(own ? t.ownTitle : t.title);
  const phone = useMediaQuery(MOBILE_QUERY);
  const wide = useMediaQuery("(min-width: 1100px)");
  const navigate = useNavigate();
  const asked = week.days.findIndex((d) => d.date === data.day);
  const [dayIndex, setDayIndex] = useState(asked === -1 ? 0 : asked);
  useEffect(() => setDayIndex(asked === -1 ? 0 : asked), [asked]);
  const [open, setOpen] = useState<WeekBlock | null>(null);
  const [assigning, setAssigning] = useState<WeekBlock | null>(null);
  const [paying, setPaying] = useState<StaffBooking | null>(null);
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const [moving, setMoving] = useState<StaffBooking | null>(null);
  useEffect(() => everyWhileVisible(() => void onReload(), WEEK_POLL_MS), [onReload]);
  const changed = () => void onReload();

  const day = week.days[dayIndex];
  // One person (a filter, or a practitioner's own): their whole week side by side when it fits.
  const single = week.columns.length === 1 && wide && !phone;
  const lanes: Lane[] = single
    ? week.days.map((d, i) => ({
        key: d.date,
        title: week.columns[0]?.name ?? "",
        dayIndex: i,
        column: week.columns[0] ?? { id: null, name: "", days: [] },
        byDay: true,
      }))
    : week.columns.map((c) => ({ key: String(c.id ?? "none"), title: c.name, dayIndex, column: c }));
  const last = week.days[6]?.date ?? week.from;
  const bookHere = (lane: Lane, minute: number) => {
    const date = week.days[lane.dayIndex]?.date ?? week.from;
    const hh = String(Math.floor(minute / 60)).padStart(2, "0");
    const mm = String(minute % 60).padStart(2, "0");
    void navigate({
      to: "/admin/reserver",
      search: {
        day: date,
        time: `${hh}:${mm}`,
        service: filters.service,
        practitioner: week.by === "practitioner" ? (lane.column.id ?? undefined) : undefined,
      },
    });
  };

  return (
    <div className="space-y-4">
      <StaffHeader title={own ? t.ownTitle : t.title} intro={t.intro(longDay(week.from), longDay(last))}>
        <div className="flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-black/10">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.previous}
            onClick={() => onSearch({ date: week.previous_from })}
          >
            ‹
          </button>
          <button
            type="button"
            className={`min-h-9 rounded-full px-3 text-sm font-semibold ${mondayOf(week.today) === week.from ? "bg-brand text-white" : "text-brand hover:bg-brand/10"}`}
            onClick={() => onSearch({ date: undefined })}
          >
            {t.thisWeek}
          </button>
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.next}
            onClick={() => onSearch({ date: week.next_from })}
          >
            ›
          </button>
        </div>
      </StaffHeader>

      {!own && (
        <WeekToolbar
          week={week}
          filters={filters}
          onBy={(by) => onSearch({ par: by === "room" ? "salle" : undefined })}
          onFilters={(f) =>
            onSearch({
              ...("practitioner" in f ? { praticien: f.practitioner } : {}),
              ...("room" in f ? { salle: f.room } : {}),
              ...("service" in f ? { service: f.service } : {}),
            })
          }
        />
      )}
      {!own && unknownFilter(week, filters) && (
        <p
          role="status"
          className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {t.filters.unknown}
        </p>
      )}
      {!single && <DayStrip week={week} dayIndex={dayIndex} onDay={setDayIndex} />}

      {week.columns.length === 0 ? (
        <EmptyPanel message={t.noColumns} />
      ) : phone ? (
        <WeekDayList week={week} dayIndex={dayIndex} onOpen={setOpen} />
      ) : (
        <WeekBoard
          week={week}
          lanes={lanes}
          now={Date.now()}
          onOpen={setOpen}
          onBookHere={own || day?.closure ? undefined : bookHere}
        />
      )}

      <WeekBookingDialog
        week={week}
        block={open}
        now={Date.now()}
        arrivalsOnly={own}
        onClose={() => setOpen(null)}
        actions={{
          onPay: (b) => {
            setOpen(null);
            setPaying(b);
          },
          onMove: (b) => {
            setOpen(null);
            setMoving(b);
          },
          onCancel: (b) => {
            setOpen(null);
            setCancelling(b);
          },
          onAssign: (b) => {
            setOpen(null);
            setAssigning(b);
          },
          onChanged: changed,
        }}
      />
      <WeekActionDialogs
        week={week}
        cutoffHours={data.cutoffHours}
        paying={paying}
        cancelling={cancelling}
        moving={moving}
        assigning={assigning}
        onClose={() => {
          setPaying(null);
          setCancelling(null);
          setMoving(null);
          setAssigning(null);
        }}
        onChanged={changed}
      />
    </div>
  );
}
