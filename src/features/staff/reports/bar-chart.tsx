/** A series of the chart: its name (in the legend) and its colour class (`fill-…`). */
export type ChartSeries = { label: string; fill: string; swatch: string };

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 4;

/**
 * Bars drawn by hand in SVG, stacked by series: lighter than a chart library, and only on this
 * screen. Decorative for assistive tools: the table under it carries the same figures.
 */
export function BarChart({
  bars,
  series,
  format,
}: {
  bars: { label: string; values: number[] }[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const totals = bars.map((b) => b.values.reduce((sum, v) => sum + Math.max(0, v), 0));
  const max = Math.max(1, ...totals);
  const step = (WIDTH - AXIS) / Math.max(1, bars.length);
  const gap = Math.min(6, step * 0.2);
  const scale = (v: number) => (v / max) * (HEIGHT - 16);
  // A label under every bar when they fit, else under some (about 6 px a character).
  const longest = Math.max(1, ...bars.map((b) => b.label.length));
  const every = Math.max(1, Math.ceil((longest * 6 + 8) / step));
  return (
    <figure className="space-y-2" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="h-auto w-full" role="presentation">
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-black/20" />
        <line x1={AXIS} x2={WIDTH} y1={16} y2={16} className="stroke-black/5" strokeDasharray="4 4" />
        <text x={AXIS} y={11} className="fill-ink/60 text-[10px]">
          {format(max)}
        </text>
        {bars.map((bar, i) => {
          let top = HEIGHT;
          const x = AXIS + i * step + gap / 2;
          return (
            <g key={bar.label}>
              {bar.values.map((value, s) => {
                const h = scale(Math.max(0, value));
                top -= h;
                return (
                  <rect
                    key={series[s]?.label ?? s}
                    x={x}
                    y={top}
                    width={Math.max(1, step - gap)}
                    height={h}
                    className={series[s]?.fill}
                    rx={1}
                  />
                );
              })}
              {i % every === 0 && (
                <text
                  x={x + (step - gap) / 2}
                  y={HEIGHT + 14}
                  textAnchor="middle"
                  className="fill-ink/60 text-[10px]"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/70">
          {series.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${s.swatch}`} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

/** The chart's colours: the brand's two, then two told apart from them at a glance. */
export const chartColours = [
  { fill: "fill-brand", swatch: "bg-brand" },
  { fill: "fill-accent", swatch: "bg-accent" },
  { fill: "fill-sky-700", swatch: "bg-sky-700" },
  { fill: "fill-stone-400", swatch: "bg-stone-400" },
] as const;
