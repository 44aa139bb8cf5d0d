import { type FormEvent, useEffect, useId, useState } from "react";
import * as v from "valibot";
import { actionFailure } from "../../../api/staff";
import { assignBooking } from "../../../api/staff-week";
import { type AssignRequest, assignRequestSchema } from "../../../contract/staff/assignment";
import type { Week, WeekBlock } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { longDay, slotTime } from "../../../lib/slot-dates";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { inputClass } from "../../../ui/field";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaffWeek.assign;

type Props = { week: Week; block: WeekBlock | null; onClose: () => void; onChanged: () => void };

/**
 * « Changer de praticien »: who delivers the session (two for a duo) and in which room. The server
 * says why when the person is busy, away, off or not trained for it; the choice stays on screen.
 */
export function AssignDialog({ week, block, onClose, onChanged }: Props) {
  const [people, setPeople] = useState<number[]>([]);
  // undefined: the centre keeps the room if it still fits, else gives the freest that does.
  const [room, setRoom] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  const id = useId();
  const key = block?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per booking opened, not at each reload of the week behind it
  useEffect(() => {
    if (!block) return;
    // As many as the session takes: one, or one per person for a duo.
    const wanted = block.staffing === "person" ? Math.max(1, block.persons) : 1;
    const first = week.practitioners.map((p) => p.id);
    const start = block.practitioner_ids.length > 0 ? block.practitioner_ids : first;
    setPeople(Array.from({ length: wanted }, (_, i) => start[i] ?? first[i] ?? 0));
    setRoom(block.room_id ?? undefined);
    setError(null);
  }, [key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!block || busy) return;
    const body: AssignRequest = {
      practitioners: people.filter((p) => p > 0),
      ...(room !== undefined ? { room } : {}),
    };
    const checked = v.safeParse(assignRequestSchema, body);
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? null);
      return;
    }
    start();
    setError(null);
    try {
      const answer = await assignBooking(
        block.booking_id,
        body,
        attemptKey({ id: block.booking_id, ...body }),
      );
      toastStore.getState().show("success", answer.detail);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      // A lost answer may hide a change made: the week is read again.
      onChanged();
    } finally {
      finish();
    }
  };

  const select = (value: number, onChange: (v: number) => void, label: string, n: number) => (
    <div key={n}>
      <label htmlFor={`${id}-${n}`} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={`${id}-${n}`}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {week.practitioners.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <DeskDialog
      open={block !== null}
      title={t.title}
      testId="assign-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      {block && (
        <p className="text-sm text-ink/70">
          {t.intro(block.service_name, `${longDay(block.date)}, ${slotTime(block.start_time)}`)}
        </p>
      )}
      {people.map((p, i) =>
        select(
          p,
          (v) => setPeople((all) => all.map((x, j) => (j === i ? v : x))),
          i === 0 ? t.practitioner : t.second,
          i,
        ),
      )}
      <div>
        <label htmlFor={`${id}-room`} className="mb-1 block text-sm font-semibold text-ink">
          {t.room}
        </label>
        <select
          id={`${id}-room`}
          className={inputClass}
          value={room ?? 0}
          onChange={(e) => setRoom(Number(e.target.value) || undefined)}
        >
          <option value={0}>{t.keepRoom}</option>
          {week.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
    </DeskDialog>
  );
}
