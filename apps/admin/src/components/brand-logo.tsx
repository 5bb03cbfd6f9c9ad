import { type CSSProperties, useId } from 'react';

export interface BrandMarkProps {
  size?: number;
  style?: CSSProperties;
}

/** The academy's mark: a scanner gantry around a cross-section, drawn inline so it needs no request. */
export function BrandMark({ size = 32, style }: BrandMarkProps) {
  // Unique per instance: a gradient id shared with a hidden copy of the mark would not paint.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" style={style} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a8cff" />
          <stop offset="1" stopColor="#0a4fa3" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="16" cy="16" r="4.2" fill="#7fd3ff" />
      <path
        d="M16 3.5v5M16 23.5v5M3.5 16h5M23.5 16h5"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
