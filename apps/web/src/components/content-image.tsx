import PictureWrongOutline from 'antd-mobile-icons/es/PictureWrongOutline';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ContentImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  fit?: CSSProperties['objectFit'];
}

/** An image that shows the failed-photo icon when it cannot load or has no address (spec §8). */
export function ContentImage({ src, alt, className, style, fit = 'cover' }: ContentImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const classes = ['content-image', failed ? 'content-image--failed' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  if (failed) {
    return (
      <span className={classes} style={style} role="img" aria-label={`${alt} (${t('images.failed')})`}>
        <PictureWrongOutline className="content-image__icon" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={classes}
      style={{ objectFit: fit, ...style }}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
