import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webpSourceSet } from '../lib/image-variants';

export interface ContentImageProps {
  src: string | null | undefined;
  alt: string;
  /**
   * How wide the image is shown (`<img sizes>`, e.g. '40px' or designImageSizes(256)). With it, one
   * of our uploads comes as WebP at the width the screen needs instead of the stored original.
   */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
  fit?: CSSProperties['objectFit'];
  /**
   * The page's largest picture, on screen at once (the home's first banner): loaded at once with
   * high priority and painted with the frame that lays it out, not lazily a frame or more later.
   */
  priority?: boolean;
}

/** Shown only when a picture fails: it loads then, not with every list (issue 12, first load). */
const PictureWrongOutline = lazy(() => import('antd-mobile-icons/es/PictureWrongOutline'));

/** The <picture> adds no box: the image keeps the layout its class gives it. */
const PICTURE_STYLE: CSSProperties = { display: 'contents' };

/** An image that shows the failed-photo icon when it cannot load or has no address (spec §8). */
export function ContentImage({
  src,
  alt,
  sizes,
  className,
  style,
  fit = 'cover',
  priority = false,
}: ContentImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A WebP variant that failed (say, a server without it) leaves the original to try.
  const [originalOnlySrc, setOriginalOnlySrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const classes = ['content-image', failed ? 'content-image--failed' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  if (failed) {
    return (
      <span className={classes} style={style} role="img" aria-label={`${alt} (${t('images.failed')})`}>
        <Suspense fallback={null}>
          <PictureWrongOutline className="content-image__icon" aria-hidden="true" />
        </Suspense>
      </span>
    );
  }
  const webp = sizes && originalOnlySrc !== src ? webpSourceSet(src) : null;
  const image = (
    <img
      className={classes}
      style={{ objectFit: fit, ...style }}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => (webp ? setOriginalOnlySrc(src) : setFailedSrc(src))}
    />
  );
  if (!webp) return image;
  // A browser without WebP skips the source and loads the original; the URL says which variant
  // is sent, so any cache between keeps them apart.
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  );
}
