import { useMemo, useRef } from 'react';
import { popupStore } from '../stores/popup-store';
import { OPERATOR_LANG } from './operator-text';
import styles from './rich-body.module.css';

/** Adds loading="lazy" and decoding="async" to every <img> that does not say otherwise. */
function withLazyImages(html: string): string {
  return html.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
}

/**
 * The rich body of a content: HTML the server sanitised on write (allow-list), shown as it is,
 * with images fitted to the width, loaded lazily, and opened full screen on tap.
 */
export function RichBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const lazyHtml = useMemo(() => withLazyImages(html), [html]);

  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || !ref.current) return;
    const images = [...ref.current.querySelectorAll('img')];
    popupStore.open('imagePreview', {
      images: images.map((image) => image.currentSrc || image.src),
      index: Math.max(0, images.indexOf(target)),
    });
  };

  if (!html.trim()) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only images react to the tap; the preview is an extra, not the way to read them.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      ref={ref}
      lang={OPERATOR_LANG}
      className={styles.body}
      onClick={handleClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every body on write (allow-list).
      dangerouslySetInnerHTML={{ __html: lazyHtml }}
    />
  );
}
