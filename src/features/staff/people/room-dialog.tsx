import { type FormEvent, useEffect, useState } from "react";
import { createRoom, updateRoom } from "../../../api/staff-people";
import type { StaffService } from "../../../contract/staff/catalogue";
import { type Room, roomRequestSchema } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { type FieldErrors, validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { SaveCancel } from "../../../ui/save-cancel";
import { FailureLine } from "../../../ui/staff-failure-line";
import { refusalForForm, typedNumber } from "../../../ui/staff-refusal-fields";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { ServiceChecklist } from "./service-checklist";

const t = frStaffPeople.rooms;
const f = frStaffPeople.form;

type Draft = { name: string; capacity: string; is_active: boolean; services: number[] };
const emptyDraft: Draft = { name: "", capacity: "1", is_active: true, services: [] };

/** A room created or changed: its name, how many sessions at once, the services it hosts. */
export function RoomDialog({
  room,
  open,
  services,
  onClose,
  onSaved,
}: {
  room: Room | null;
  open: boolean;
  services: StaffService[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  useEffect(() => {
    if (!open) return;
    setDraft(
      room
        ? {
            name: room.name,
            capacity: String(room.capacity),
            is_active: room.is_active,
            services: room.services,
          }
        : emptyDraft,
    );
    setErrors({});
    setError(null);
  }, [open, room]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateForm(roomRequestSchema, { ...draft, capacity: typedNumber(draft.capacity) });
    if (!checked.ok) return setErrors(checked.errors);
    start();
    try {
      if (room) await updateRoom(room.id, checked.value);
      else await createRoom(checked.value);
      toastStore.getState().show("success", room ? t.saved : t.created, 4000);
      await onSaved();
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setErrors(refusal.fields);
      setError(refusal.message);
    } finally {
      finish();
    }
  };

  const title = room ? t.editTitle(room.name) : t.newTitle;
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title} wide>
      <form noValidate onSubmit={submit} className="space-y-4 p-6 pt-8" data-testid="room-dialog">
        <p aria-hidden="true" className="pr-10 text-xl font-bold text-brand-dark">
          {title}
        </p>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field
            label={t.name}
            value={draft.name}
            maxLength={100}
            error={errors.name}
            onChange={(e) => set("name", e.target.value)}
          />
          <Field
            label={t.capacity}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            value={draft.capacity}
            error={errors.capacity}
            onChange={(e) => set("capacity", e.target.value)}
          />
        </div>
        <p className="-mt-2 text-xs text-ink/60">{t.capacityHint}</p>
        <ServiceChecklist
          legend={t.hosted}
          services={services}
          chosen={draft.services}
          error={errors.services}
          onChange={(chosen) => set("services", chosen)}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={draft.is_active}
            onChange={(e) => set("is_active", e.target.checked)}
          />
          {t.active}
        </label>
        <FailureLine message={error} />
        <SaveCancel busy={busy} onCancel={onClose} labels={f} />
      </form>
    </Modal>
  );
}
