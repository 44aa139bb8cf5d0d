import type { Schedule } from "../../../contract/staff/schedule";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { ClosuresPanel } from "./closures-panel";
import { DiscountsEditor } from "./discounts-editor";
import { OverridesPanel } from "./overrides-panel";
import { ToDealWith } from "./to-deal-with";
import { WeekEditor } from "./week-editor";

const t = frStaffSchedule;

/** The centre's hours, closures, particular days and discounts, and the bookings they leave out. */
export function ScheduleScreen({ schedule, onChanged }: { schedule: Schedule; onChanged: () => void }) {
  usePageTitle(t.title);
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro} />
      <ToDealWith bookings={schedule.to_deal_with} onChanged={onChanged} />
      <div className="grid gap-5 xl:grid-cols-2">
        <ClosuresPanel closures={schedule.closures} onChanged={onChanged} />
        <OverridesPanel overrides={schedule.overrides} onChanged={onChanged} />
      </div>
      <WeekEditor week={schedule.week} onChanged={onChanged} />
      <DiscountsEditor discounts={schedule.discounts} onChanged={onChanged} />
    </div>
  );
}
