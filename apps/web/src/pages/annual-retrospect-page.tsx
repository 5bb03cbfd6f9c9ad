import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import {
  AnnualStory,
  recordAnnualReviewFinished,
  recordAnnualReviewView,
  reviewYearOf,
  annualReviewStyles as styles,
  useAnnualReview,
} from '../features/annual-review';
import { useShareCard } from '../features/sharing';

/**
 * /annual/retrospect?year=: the member's year in review as a swipeable story (the current China
 * year by default). Opening it records a view; reaching the last page records it finished (once
 * per visit; the server keeps the first time).
 */
export function AnnualRetrospectPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const [params] = useSearchParams();
  const year = reviewYearOf(params.get('year'));
  const review = useAnnualReview(year);
  const viewed = useRef<number | null>(null);
  const finished = useRef<number | null>(null);
  // The share card: the review's title and the member's headline figures (contentid = the year).
  useShareCard(
    review.data
      ? {
          title: t('annual.share.title', { year }),
          desc: t('annual.learning.minutes', {
            minutes: review.data.learning_minutes + review.data.meeting_minutes,
          }),
          contentId: year,
        }
      : null,
  );

  useEffect(() => {
    if (viewed.current === year) return;
    viewed.current = year;
    void recordAnnualReviewView(year).catch(() => undefined);
  }, [year]);

  const handlePage = (index: number, count: number) => {
    if (index !== count - 1 || finished.current === year) return;
    finished.current = year;
    void recordAnnualReviewFinished(year).catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {review.data ? (
        <AnnualStory review={review.data} onPage={handlePage} />
      ) : review.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('annual.loadError')}</p>
          <Button size="small" onClick={() => void review.refetch()}>
            {t('annual.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.state}>
          <DotLoading />
        </div>
      )}
    </div>
  );
}
