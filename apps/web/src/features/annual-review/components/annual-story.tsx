import type { AnnualReview } from '@ia/shared';
import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './annual-review.module.css';
import { MonthBars } from './month-bars';
import { PercentRing } from './percent-ring';

export interface AnnualStoryProps {
  review: AnnualReview;
  /** Called with each page shown (0-based) and the number of pages. */
  onPage?: (index: number, count: number) => void;
}

interface SlideProps {
  index: number;
  count: number;
  kicker?: string;
  title: string;
  children: ReactNode;
  onNext?: (() => void) | undefined;
}

function Slide({ index, count, kicker, title, children, onNext }: SlideProps) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.slide}
      aria-roledescription="slide"
      aria-label={t('annual.slideLabel', { index: index + 1, count })}
    >
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h2 className={styles.title}>{title}</h2>
      {children}
      {onNext ? (
        <button type="button" className={styles.next} onClick={onNext}>
          {t('annual.swipeHint')}
        </button>
      ) : null}
    </section>
  );
}

/** The figure of a line, emphasised. */
const Figure = ({ children }: { children: ReactNode }) => <span className={styles.figure}>{children}</span>;

/**
 * The year in review as a vertical story: cover, first day, learning (with a chart of the
 * months), meetings, honours (points, medals, percentile ring) and a share card last.
 */
export function AnnualStory({ review, onPage }: AnnualStoryProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const year = review.year;
  const meetings = review.meetings_live + review.meetings_replayed;

  const slides: { key: string; title: string; kicker?: string; body: ReactNode }[] = [
    {
      key: 'cover',
      kicker: 'IMAGING ACADEMY',
      title: t('annual.cover.title', { year }),
      body: <p className={styles.line}>{t('annual.cover.greeting', { name: review.name, year })}</p>,
    },
    {
      key: 'first-day',
      title: t('annual.firstDay.title'),
      body: (
        <>
          {review.registered_on ? (
            <p className={styles.line}>{t('annual.firstDay.registered', { date: review.registered_on })}</p>
          ) : null}
          <p className={styles.line}>
            {review.first_day
              ? t('annual.firstDay.first', { year, date: review.first_day })
              : t('annual.firstDay.none', { year })}
          </p>
          {review.active_days > 0 ? (
            <p className={styles.line}>
              <Figure>{review.active_days}</Figure> ·{' '}
              {t('annual.firstDay.activeDays', { days: review.active_days })}
            </p>
          ) : null}
        </>
      ),
    },
    {
      key: 'learning',
      title: t('annual.learning.title'),
      body: (
        <>
          <p className={styles.line}>
            <Figure>{review.learning_minutes}</Figure> ·{' '}
            {t('annual.learning.minutes', { minutes: review.learning_minutes })}
          </p>
          <p className={styles.line}>
            {t('annual.learning.contents', { contents: review.contents, cases: review.cases })}
          </p>
          {review.favourite_category ? (
            <p className={styles.line}>
              {t('annual.learning.favourite', {
                name: review.favourite_category.name,
                minutes: review.favourite_category.minutes,
              })}
            </p>
          ) : null}
          <MonthBars
            values={review.monthly_minutes}
            label={t('annual.learning.chartLabel')}
            highlight={review.busiest_month?.month ?? null}
          />
          {review.busiest_month ? (
            <p className={styles.line}>
              {t('annual.learning.busiest', {
                month: review.busiest_month.month,
                minutes: review.busiest_month.minutes,
              })}
            </p>
          ) : null}
        </>
      ),
    },
    {
      key: 'meetings',
      title: t('annual.meetings.title'),
      body:
        meetings > 0 ? (
          <>
            <p className={styles.line}>{t('annual.meetings.live', { count: review.meetings_live })}</p>
            <p className={styles.line}>
              {t('annual.meetings.replayed', { count: review.meetings_replayed })}
            </p>
            <p className={styles.line}>
              <Figure>{review.meeting_minutes}</Figure> ·{' '}
              {t('annual.meetings.minutes', { minutes: review.meeting_minutes })}
            </p>
          </>
        ) : (
          <p className={styles.line}>{t('annual.meetings.none')}</p>
        ),
    },
    {
      key: 'honours',
      title: t('annual.honours.title'),
      body: (
        <>
          <p className={styles.line}>
            <Figure>{review.points}</Figure> · {t('annual.honours.points', { points: review.points })}
          </p>
          <p className={styles.line}>
            {review.medals > 0
              ? `${t('annual.honours.medals', { count: review.medals })}：${review.medal_names.join('、')}`
              : t('annual.honours.noMedals')}
          </p>
          {review.rank_percentile !== null ? (
            <>
              <PercentRing percent={review.rank_percentile} label={t('annual.honours.percentileLabel')} />
              <p className={styles.line}>
                {t('annual.honours.percentile', { percent: review.rank_percentile })}
              </p>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'share',
      title: t('annual.share.title', { year }),
      body: (
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{review.name}</h3>
          <dl className={styles.cardGrid}>
            <div>
              <dt>{t('annual.share.minutes')}</dt>
              <dd>{review.learning_minutes + review.meeting_minutes}</dd>
            </div>
            <div>
              <dt>{t('annual.share.contents')}</dt>
              <dd>{review.contents}</dd>
            </div>
            <div>
              <dt>{t('annual.share.meetings')}</dt>
              <dd>{meetings}</dd>
            </div>
            <div>
              <dt>{t('annual.share.points')}</dt>
              <dd>{review.points}</dd>
            </div>
          </dl>
          <p className={styles.tagline}>{t('annual.share.tagline')}</p>
          <p className={styles.tagline}>{t('annual.share.hint')}</p>
        </div>
      ),
    },
  ];
  const count = slides.length;

  return (
    <Swiper
      ref={swiper}
      className={styles.story}
      // Inline, so it wins over antd-mobile's own `.adm-swiper { --height }` whichever stylesheet
      // loads last (the swiper's styles now come with this page's chunk, not the app's entry).
      style={{ '--height': 'calc(100vh - 45px)' }}
      direction="vertical"
      stuckAtBoundary
      onIndexChange={(index) => onPage?.(index, count)}
    >
      {slides.map((slide, index) => (
        <Swiper.Item key={slide.key}>
          <Slide
            index={index}
            count={count}
            title={slide.title}
            {...(slide.kicker ? { kicker: slide.kicker } : {})}
            onNext={index < count - 1 ? () => swiper.current?.swipeTo(index + 1) : undefined}
          >
            {slide.body}
          </Slide>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
