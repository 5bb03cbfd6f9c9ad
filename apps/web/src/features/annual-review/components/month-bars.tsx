export interface MonthBarsProps {
  /** Twelve values, January first. */
  values: readonly number[];
  /** The accessible name of the chart (it is one image to assistive technology). */
  label: string;
  /** Month (1–12) drawn highlighted, e.g. the busiest. */
  highlight?: number | null;
}

const WIDTH = 300;
const HEIGHT = 120;
const AXIS = 16;

/** A small bar chart of twelve months as plain SVG (no chart library). */
export function MonthBars({ values, label, highlight = null }: MonthBarsProps) {
  const max = Math.max(1, ...values);
  const slot = WIDTH / 12;
  const barWidth = slot * 0.6;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} width="100%" role="img" aria-label={label}>
      {values.map((value, index) => {
        const height = value > 0 ? Math.max(2, (value / max) * HEIGHT) : 0;
        const month = index + 1;
        return (
          <g key={month} data-month={month}>
            <rect
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              fill={month === highlight ? '#ffd666' : 'rgba(255,255,255,0.75)'}
            >
              <title>{`${month}: ${value}`}</title>
            </rect>
            <text
              x={index * slot + slot / 2}
              y={HEIGHT + AXIS - 3}
              textAnchor="middle"
              fontSize={10}
              fill="rgba(255,255,255,0.85)"
            >
              {month}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
