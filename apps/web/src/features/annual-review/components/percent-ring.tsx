export interface PercentRingProps {
  /** 0–100. */
  percent: number;
  label: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `percent`, with the figure in the middle, as plain SVG. */
export function PercentRing({ percent, label }: PercentRingProps) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <svg viewBox="0 0 128 128" width={128} height={128} role="img" aria-label={`${label} ${clamped}%`}>
      <circle cx={64} cy={64} r={RADIUS} fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth={12} />
      <circle
        cx={64}
        cy={64}
        r={RADIUS}
        fill="none"
        stroke="#ffd666"
        strokeWidth={12}
        strokeLinecap="round"
        strokeDasharray={`${(clamped / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 64 64)"
      />
      <text x={64} y={72} textAnchor="middle" fontSize={26} fontWeight={700} fill="#fff">
        {`${clamped}%`}
      </text>
    </svg>
  );
}
