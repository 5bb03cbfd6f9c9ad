import { CHINA_UTC_OFFSET, formatDateTime } from '@ia/shared';
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const WALL_CLOCK_FORMAT = 'YYYY-MM-DD HH:mm';

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

export interface ShanghaiDateTimePickerProps
  extends Omit<DatePickerProps, 'value' | 'onChange' | 'showTime' | 'format' | 'picker'> {
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
      format={WALL_CLOCK_FORMAT}
      value={toShanghaiPickerValue(value)}
      onChange={(next) => onChange?.(fromShanghaiPickerValue(Array.isArray(next) ? null : next))}
    />
  );
}
