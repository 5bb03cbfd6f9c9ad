import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { messages } from '../../../locales';
import type { AnalyticsRange } from '../api/monitor-analytics';
import { chinaToday } from '../hooks/use-analytics-range';

const text = messages.analyticsReports;
const presets = messages.analyticsAdmin.presets;

export interface RangeFilterProps {
  range: AnalyticsRange;
  onChange: (from: Dayjs, to: Dayjs) => void;
  refreshedAt?: string | null;
  extra?: ReactNode;
}

/** The date range of a report, with presets, when the figures were summed, and the report's actions. */
export function RangeFilter({ range, onChange, refreshedAt, extra }: RangeFilterProps) {
  const today = chinaToday();
  return (
    <Flex gap={12} align="center" wrap>
      <span>{text.range}</span>
      <DatePicker.RangePicker
        aria-label={text.range}
        value={[dayjs(range.from), dayjs(range.to)]}
        allowClear={false}
        onChange={(values) => {
          const [start, end] = values ?? [null, null];
          if (start && end) onChange(start, end);
        }}
        presets={[
          { label: presets.last7, value: [today.subtract(6, 'day'), today] },
          { label: presets.last30, value: [today.subtract(29, 'day'), today] },
          { label: presets.last90, value: [today.subtract(89, 'day'), today] },
        ]}
      />
      {refreshedAt !== undefined ? (
        <Typography.Text type="secondary">
          {refreshedAt ? text.refreshedAt(dayjs(refreshedAt).format('YYYY-MM-DD HH:mm')) : text.notRefreshed}
        </Typography.Text>
      ) : null}
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {extra}
      </Flex>
    </Flex>
  );
}

/** The CSV export of a table: a link the browser downloads with the session cookie. */
export function ExportLink({ href, label = text.exportCsv }: { href: string; label?: string }) {
  return (
    <Typography.Link href={href} download>
      {label}
    </Typography.Link>
  );
}
