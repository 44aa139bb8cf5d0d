import { useState } from "react";
import type { StaffService } from "../../../contract/staff/catalogue";
import type { Room } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { RoomDialog } from "./room-dialog";

const t = frStaffPeople.rooms;

/** The centre's rooms, each with how many sessions it holds and the services it hosts. */
export function RoomsScreen({
  rooms,
  services,
  onChanged,
}: {
  rooms: Room[];
  services: StaffService[];
  onChanged: () => Promise<void>;
}) {
  usePageTitle(t.title);
  // null: closed; "new": a new room; else the room being changed.
  const [editing, setEditing] = useState<Room | "new" | null>(null);
  const add = (
    <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
      {t.add}
    </button>
  );
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        {add}
      </StaffHeader>
      {rooms.length === 0 ? (
        <EmptyPanel message={t.empty}>
          <div className="mt-4">{add}</div>
        </EmptyPanel>
      ) : (
        <>
          <p className="text-sm text-ink/60">{t.count(rooms.length)}</p>
          <StaffPanel className="overflow-hidden">
            <ul className="divide-y divide-black/5">
              {rooms.map((room) => {
                const hosted = services.filter((s) => room.services.includes(s.id));
                return (
                  <li
                    key={room.id}
                    data-testid="room-row"
                    className={`grid gap-3 px-4 py-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-5 sm:px-5 ${room.is_active ? "" : "bg-stone-50"}`}
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">{room.name}</span>
                        <Badge tone={room.is_active ? "green" : "amber"}>
                          {room.is_active ? t.activeBadge : t.inactiveBadge}
                        </Badge>
                      </p>
                      <p className="text-sm font-medium text-brand-dark">{t.sessions(room.capacity)}</p>
                    </div>
                    {hosted.length ? (
                      <ul className="flex flex-wrap gap-1.5" aria-label={t.services(hosted.length)}>
                        {hosted.map((s) => (
                          <li
                            key={s.id}
                            className="rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-ink/80"
                          >
                            {s.name}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-amber-800">{t.noServices}</p>
                    )}
                    <button
                      type="button"
                      aria-label={t.open(room.name)}
                      className="btn-ghost min-h-10 px-4 text-sm sm:justify-self-end"
                      onClick={() => setEditing(room)}
                    >
                      {t.edit}
                    </button>
                  </li>
                );
              })}
            </ul>
          </StaffPanel>
        </>
      )}
      <RoomDialog
        room={editing === "new" ? null : editing}
        open={editing !== null}
        services={services}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await onChanged();
        }}
      />
    </div>
  );
}
