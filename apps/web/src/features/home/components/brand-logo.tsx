export interface BrandLogoProps {
  className?: string;
}

/** The academy's mark: a scan ring in a rounded tile. */
export function BrandLogo({ className }: BrandLogoProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#fff" fillOpacity="0.18" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#fff" strokeWidth="4.5" />
      <circle cx="32" cy="32" r="9" fill="none" stroke="#fff" strokeOpacity="0.7" strokeWidth="3" />
      <circle cx="32" cy="32" r="3.5" fill="#fff" />
      <path d="M32 8v6M32 50v6M8 32h6M50 32h6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
