import { CHINA_UTC_OFFSET, formatDateTime } from '@ia/shared';
import { DatePicker, type DatePickerProps, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const WALL_CLOCK_FORMAT = 'YYYY-MM-DD HH:mm';
/**
 * What the pickers show (the first) and what they read when typed: a day and minute, or a day
 * alone (its 00:00), which is how operators type a date.
 */
const TYPED_FORMATS = [WALL_CLOCK_FORMAT, 'YYYY-MM-DD'];

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

/**
 * An instant as the picker shows it: its Asia/Shanghai wall-clock time, whatever zone the
 * operator's computer is in.
 */
export function toShanghaiPickerValue(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const wallClock = formatDateTime(iso);
  // dayjs reads "YYYY-MM-DD HH:mm" as local wall-clock time, which is what the picker shows.
  return wallClock ? dayjs(wallClock) : null;
}

/** The picker's wall-clock time read as Asia/Shanghai, as an ISO instant with its offset. */
export function fromShanghaiPickerValue(value: Dayjs | null | undefined): string | null {
  return value?.isValid() ? `${value.format('YYYY-MM-DDTHH:mm')}:00${CHINA_UTC_OFFSET}` : null;
}

/*
 * Both pickers commit what the operator picks or types at once (`needConfirm={false}`): antd
 * keeps a date-and-time pick pending until its small OK button is clicked, and drops it on blur,
 * so a form saved without that click sent null (issue 15).
 */

export interface ShanghaiDateTimePickerProps
  extends Omit<DatePickerProps, 'value' | 'onChange' | 'showTime' | 'format' | 'picker' | 'needConfirm'> {
  /** An ISO instant (what the API takes and answers). */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/**
 * A date and minute in 北京时间 (meetings and campaigns start at a time in China, wherever the
 * operator sits). A Form.Item control whose value is an ISO string with +08:00.
 */
export function ShanghaiDateTimePicker({ value, onChange, ...props }: ShanghaiDateTimePickerProps) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format={TYPED_FORMATS}
      needConfirm={false}
      value={toShanghaiPickerValue(value)}
      onChange={(next) => onChange?.(fromShanghaiPickerValue(Array.isArray(next) ? null : next))}
    />
  );
}

/** Two ISO instants (or nulls): the start and end of a window. */
export type ShanghaiRange = [string | null, string | null];

export interface ShanghaiDateTimeRangePickerProps
  extends Omit<RangePickerProps, 'value' | 'onChange' | 'showTime' | 'format' | 'picker' | 'needConfirm'> {
  value?: ShanghaiRange | null;
  onChange?: (value: ShanghaiRange | null) => void;
}

/**
 * A window from one date and minute to another in 北京时间 (a content's or a banner's time on
 * line). A Form.Item control whose value is a pair of ISO strings with +08:00, or null.
 */
export function ShanghaiDateTimeRangePicker({ value, onChange, ...props }: ShanghaiDateTimeRangePickerProps) {
  return (
    <DatePicker.RangePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format={TYPED_FORMATS}
      needConfirm={false}
      value={value ? [toShanghaiPickerValue(value[0]), toShanghaiPickerValue(value[1])] : null}
      onChange={(next) => {
        const range: ShanghaiRange = [fromShanghaiPickerValue(next?.[0]), fromShanghaiPickerValue(next?.[1])];
        onChange?.(range[0] || range[1] ? range : null);
      }}
    />
  );
}
