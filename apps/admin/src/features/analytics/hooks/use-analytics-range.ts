import { ANALYTICS_DEFAULT_DAYS, chinaDay } from '@ia/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import type { AnalyticsRange } from '../api/monitor-analytics';

const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a China calendar day (the server counts days in UTC+8). */
export function chinaToday(): Dayjs {
  return dayjs(chinaDay(new Date()));
}

/**
 * The report's China days, kept in the address (`from`, `to`) so a view can be shared; the
 * default is the last 30 days, as the server's.
 */
export function useAnalyticsRange(): { range: AnalyticsRange; setRange: (from: Dayjs, to: Dayjs) => void } {
  const [params, setParams] = useSearchParams();
  const to = params.get('to');
  const from = params.get('from');
  const end = to && DAY_PATTERN.test(to) ? to : chinaToday().format(DAY);
  const start =
    from && DAY_PATTERN.test(from)
      ? from
      : dayjs(end)
          .subtract(ANALYTICS_DEFAULT_DAYS - 1, 'day')
          .format(DAY);
  const setRange = (nextFrom: Dayjs, nextTo: Dayjs) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', nextFrom.format(DAY));
        next.set('to', nextTo.format(DAY));
        return next;
      },
      { replace: true },
    );
  };
  return { range: { from: start, to: end }, setRange };
}
