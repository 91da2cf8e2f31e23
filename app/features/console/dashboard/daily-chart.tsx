import { useId } from "react";

export type ChartDay = { day: string; value: number };

const WIDTH = 300;
const HEIGHT = 72;
const GAP = 2;

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * A small bar chart, one bar a day, drawn as inline SVG: no chart library ships to the browser (the
 * component is about 1 KB of the dashboard's chunk). The picture is decorative for screen readers;
 * the figures are in the table beside it.
 */
export function DailyBarChart({ title, days, format }: { title: string; days: ChartDay[]; format: (value: number) => string }) {
  const titleId = useId();
  const highest = Math.max(0, ...days.map((d) => d.value));
  const barWidth = days.length ? (WIDTH - GAP * (days.length - 1)) / days.length : WIDTH;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="min-w-0">
      <figcaption id={titleId} className="flex items-baseline justify-between gap-2 text-sm font-medium text-gray-700">
        <span>{title}</span>
        <span className="text-xs text-gray-600">highest {format(highest)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="mt-2 block h-20 w-full rounded-lg bg-gray-50"
      >
        {days.map((d, index) => {
          const height = highest > 0 ? Math.max(d.value > 0 ? 2 : 0, (d.value / highest) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={d.day}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={1}
              className={index === days.length - 1 ? "fill-brand-700" : "fill-brand-400"}
            >
              <title>{`${dayLabel(d.day)}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-600">
          <span>{dayLabel(first.day)}</span>
          <span>{dayLabel(last.day)}</span>
        </div>
      ) : null}
    </figure>
  );
}

export { dayLabel };
