import type { ImagingSeries } from '@ia/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerImagingQuestion, useImagingCase } from '../api/imaging-case';
import { cachedImage } from '../lib/image-cache';
import styles from './imaging-poster.module.css';

/** The viewer, its gestures and its strings: a chunk of their own, fetched only for a content with images. */
const loadCaseView = () => import('./imaging-case-view');
const ImagingCaseView = lazy(loadCaseView);

/** Slices fetched before the viewer's chunk arrives: the first ones of the first window. */
const PRELOADED_SLICES = 4;

/**
 * Starts what the viewer needs as soon as the content id is known, beside the content's own
 * request: the series, then at once the viewer's chunk and the first slices.
 */
export function useImagingPrefetch(contentId: number | null) {
  const imaging = useImagingCase(contentId ?? 0, contentId !== null);
  // `?.` on series too: an answer of another shape (a test's catch-all stub) shows no images.
  const first = imaging.data?.series?.[0];
  useEffect(() => {
    if (!first) return;
    void loadCaseView();
    for (const slice of first.slices.slice(0, PRELOADED_SLICES)) {
      const url = slice.images[0]?.phone;
      if (url) cachedImage(url).catch(() => undefined);
    }
  }, [first]);
}

export interface ImagingSectionProps {
  contentId: number;
}

/** A content's image series and questions, when it has any; nothing otherwise. */
export function ImagingSection({ contentId }: ImagingSectionProps) {
  const imaging = useImagingCase(contentId);
  const answer = useAnswerImagingQuestion(contentId);
  const first = imaging.data?.series?.[0];
  if (!imaging.data || !first) return null;
  return (
    <Suspense fallback={<FirstSlicePoster series={first} />}>
      <ImagingCaseView imaging={imaging.data} loadImage={cachedImage} answer={answer.mutateAsync} />
    </Suspense>
  );
}

/**
 * The first slice while the viewer's chunk arrives, where the viewer will show it: the image is
 * the one the viewer then draws (already fetched), so the case shows its images at once.
 */
function FirstSlicePoster({ series }: { series: ImagingSeries }) {
  const { i18n } = useTranslation();
  const url = series.slices[0]?.images[0]?.phone;
  const title = i18n.language === 'en-US' ? series.title_en : series.title;
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle} aria-hidden="true">
        &nbsp;
      </div>
      <div className={styles.viewer}>
        <div className={styles.viewerBar}>
          <span className={styles.seriesTitle}>{title}</span>
          <span className={styles.counter}>1 / {series.slices.length}</span>
        </div>
        <div className={styles.stage}>
          {url ? (
            <img
              className={styles.poster}
              src={url}
              alt={title}
              onLoad={() => {
                if (!performance.getEntriesByName('imaging:first-slice').length) {
                  performance.mark('imaging:first-slice');
                }
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
