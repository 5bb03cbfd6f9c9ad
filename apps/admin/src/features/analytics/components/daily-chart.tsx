import type { AdminAnalytics } from '@ia/shared';
import { messages } from '../../../locales';
import { Chart, categoryChart } from './chart';

const columns = messages.analyticsAdmin.columns;

/** Events and visitors per day: bars and a line on two axes, with a legend and a tooltip. */
export function DailyChart({ days, label }: { days: AdminAnalytics['days']; label: string }) {
  return (
    <Chart
      label={label}
      height={220}
      option={categoryChart(
        days.map((day) => day.day),
        [
          { name: columns.events, type: 'bar', data: days.map((day) => day.events) },
          { name: columns.visitors, type: 'line', data: days.map((day) => day.visitors), axis: 1 },
        ],
        [columns.events, columns.visitors],
      )}
    />
  );
}
