import type { ReportStep, Reports } from "../../../contract/staff/reports";
import { revenueMethods } from "../../../contract/staff/reports";
import { frStaffReports } from "../../../i18n/fr-staff-reports";
import { formatNumber } from "../../../lib/format";
import { BarChart, type ChartSeries, chartColours } from "./bar-chart";
import { FigureTable, ReportPanel } from "./report-table";

const t = frStaffReports;
const shortMonth = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "2-digit", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });

/** A bar's label: its day, the Monday of its week, its month or its year. */
export function barLabel(by: ReportStep, start: string): string {
  const at = new Date(`${start}T00:00:00Z`);
  if (by === "year") return start.slice(0, 4);
  if (by === "month") return shortMonth.format(at);
  return shortDay.format(at);
}
/** `42 %`, or a dash when nothing was offered. */
export const share = (part: number, whole: number) =>
  whole > 0 ? `${formatNumber(Math.round((part / whole) * 1000) / 10)} %` : "—";
const hours = (minutes: number) => formatNumber(Math.round(minutes / 6) / 10);
const colours = (labels: string[]): ChartSeries[] =>
  labels.map((label, i) => ({ label, ...(chartColours[i % chartColours.length] ?? chartColours[0]) }));
type Period = { from: string; to: string; by: ReportStep };

export function OccupancySection({ r, period }: { r: Reports["occupancy"]; period: Period }) {
  const o = t.occupancy;
  const head = [o.service, o.offered, o.booked, t.rate];
  return (
    <ReportPanel name="occupancy" title={o.title} intro={o.intro} period={period}>
      <BarChart
        bars={o.weekdays.map((label, weekday) => {
          const of = r.hours.filter((h) => h.weekday === weekday);
          const offered = of.reduce((sum, h) => sum + h.offered, 0);
          const booked = of.reduce((sum, h) => sum + h.booked, 0);
          return { label, values: [offered > 0 ? (booked / offered) * 100 : 0] };
        })}
        series={colours([t.rate])}
        format={(v) => `${Math.round(v)} %`}
      />
      <FigureTable
        testId="occupancy-services"
        head={head}
        rows={r.services.map((s) => ({
          key: String(s.id),
          cells: [s.name, formatNumber(s.offered), formatNumber(s.booked), share(s.booked, s.offered)],
        }))}
        foot={[t.total, formatNumber(r.offered), formatNumber(r.booked), share(r.booked, r.offered)]}
      />
      <h3 className="font-semibold text-brand-dark">{o.hours}</h3>
      <FigureTable
        head={[o.hours, o.offered, o.booked, t.rate]}
        rows={r.hours.map((h) => ({
          key: `${h.weekday}-${h.hour}`,
          cells: [
            `${o.weekdays[h.weekday]} ${h.hour} h`,
            formatNumber(h.offered),
            formatNumber(h.booked),
            share(h.booked, h.offered),
          ],
        }))}
      />
      {r.practitioners.length > 0 && (
        <>
          <h3 className="font-semibold text-brand-dark">{o.practitioners}</h3>
          <FigureTable
            head={[o.practitioner, o.sessions, o.booked_hours, o.working_hours, t.rate]}
            rows={r.practitioners.map((p) => ({
              key: String(p.id),
              cells: [
                p.name,
                formatNumber(p.sessions),
                hours(p.booked_minutes),
                hours(p.working_minutes),
                share(p.booked_minutes, p.working_minutes),
              ],
            }))}
          />
        </>
      )}
    </ReportPanel>
  );
}

export function RevenueSection({ r, period }: { r: Reports["revenue"]; period: Period }) {
  const m = t.revenue.methods;
  return (
    <ReportPanel name="revenue" title={t.revenue.title} intro={t.revenue.intro} period={period}>
      <BarChart
        bars={r.bars.map((b) => ({
          label: barLabel(r.by, b.start),
          values: revenueMethods.map((k) => b.amounts[k]),
        }))}
        series={colours(revenueMethods.map((k) => m[k]))}
        format={formatNumber}
      />
      <FigureTable
        testId="revenue-bars"
        head={[t.barStart, ...revenueMethods.map((k) => m[k]), t.total]}
        rows={r.bars.map((b) => ({
          key: b.start,
          cells: [
            barLabel(r.by, b.start),
            ...revenueMethods.map((k) => formatNumber(b.amounts[k])),
            formatNumber(revenueMethods.reduce((sum, k) => sum + b.amounts[k], 0)),
          ],
        }))}
        foot={[
          t.total,
          ...revenueMethods.map((k) => formatNumber(r.methods.find((x) => x.method === k)?.amount ?? 0)),
          formatNumber(r.total),
        ]}
      />
      <FigureTable
        head={[t.revenue.service, t.revenue.count, t.revenue.amount]}
        rows={r.services.map((s) => ({
          key: String(s.id),
          cells: [s.name, formatNumber(s.count), formatNumber(s.amount)],
        }))}
      />
    </ReportPanel>
  );
}

export function CreditsSection({ r, period }: { r: Reports["credits"]; period: Period }) {
  const c = t.credits;
  const keys = ["sold", "given", "spent", "expired"] as const;
  return (
    <ReportPanel name="credits" title={c.title} intro={c.intro} period={period}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink/60">{c.outstandingStart}</dt>
          <dd className="text-xl font-bold text-brand-dark">{formatNumber(r.outstanding_start)}</dd>
        </div>
        <div>
          <dt className="text-ink/60">{c.outstandingEnd}</dt>
          <dd className="text-xl font-bold text-brand-dark" data-testid="credits-outstanding">
            {formatNumber(r.outstanding_end)}
          </dd>
        </div>
      </dl>
      <BarChart
        bars={r.bars.map((b) => ({ label: barLabel(r.by, b.start), values: keys.map((k) => b[k]) }))}
        series={colours(keys.map((k) => c[k]))}
        format={formatNumber}
      />
      <FigureTable
        head={[t.barStart, ...keys.map((k) => c[k])]}
        rows={r.bars.map((b) => ({
          key: b.start,
          cells: [barLabel(r.by, b.start), ...keys.map((k) => formatNumber(b[k]))],
        }))}
        foot={[t.total, ...keys.map((k) => formatNumber(r[k]))]}
      />
    </ReportPanel>
  );
}

export function ClientsSection({ r, period }: { r: Reports["clients"]; period: Period }) {
  const c = t.clients;
  return (
    <ReportPanel name="clients" title={c.title} intro={c.intro} period={period}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {r.retention.map((x) => (
          <div key={x.days}>
            <dt className="text-ink/60">{c.retention(x.days)}</dt>
            <dd className="text-xl font-bold text-brand-dark">{share(x.returned, x.eligible)}</dd>
            <dd className="text-xs text-ink/60">{c.retentionDetail(x.returned, x.eligible)}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        bars={r.bars.map((b) => ({ label: barLabel(r.by, b.start), values: [b.new, b.returning] }))}
        series={colours([c.new, c.returning])}
        format={formatNumber}
      />
      <FigureTable
        head={[t.barStart, c.active, c.new, c.returning]}
        rows={r.bars.map((b) => ({
          key: b.start,
          cells: [
            barLabel(r.by, b.start),
            formatNumber(b.active),
            formatNumber(b.new),
            formatNumber(b.returning),
          ],
        }))}
        foot={[t.total, formatNumber(r.active), formatNumber(r.new), formatNumber(r.returning)]}
      />
    </ReportPanel>
  );
}

export function AttendanceSection({ r, period }: { r: Reports["attendance"]; period: Period }) {
  const a = t.attendance;
  const keys = ["bookings", "no_shows", "cancellations", "late_cancels"] as const;
  return (
    <ReportPanel name="attendance" title={a.title} intro={a.intro(r.cutoff_hours)} period={period}>
      <BarChart
        bars={r.bars.map((b) => ({ label: barLabel(r.by, b.start), values: [b.no_shows, b.late_cancels] }))}
        series={colours([a.no_shows, a.late_cancels])}
        format={formatNumber}
      />
      <FigureTable
        head={[t.barStart, ...keys.map((k) => a[k])]}
        rows={r.bars.map((b) => ({
          key: b.start,
          cells: [barLabel(r.by, b.start), ...keys.map((k) => formatNumber(b[k]))],
        }))}
        foot={[t.total, ...keys.map((k) => formatNumber(r[k]))]}
      />
      <FigureTable
        head={[a.service, ...keys.map((k) => a[k])]}
        rows={r.services.map((s) => ({
          key: String(s.id),
          cells: [s.name, ...keys.map((k) => formatNumber(s[k]))],
        }))}
      />
    </ReportPanel>
  );
}
