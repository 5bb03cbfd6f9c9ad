import { BRAND_LOGO_SRC } from '../brand-logo-source';

export interface BrandLogoProps {
  className?: string;
}

/** The academy's mark: a scan ring in a rounded tile. Decorative: the name beside it says it. */
export function BrandLogo({ className }: BrandLogoProps) {
  return <img className={className} src={BRAND_LOGO_SRC} alt="" aria-hidden="true" />;
}
