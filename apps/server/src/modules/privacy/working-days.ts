import { addChinaDays } from '@ia/shared';

// The privacy clock counts working days (decision 028): Monday to Friday on the China calendar.
// Public holidays and the weekend days worked in their place (调休) are not in the count.

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The working day `count` working days after `day` (the day itself not counted). */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addChinaDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/**
 * Working days from `today` to the due day: 0 on the due day itself, negative once it has passed
 * (at least -1 the day after, even a Saturday).
 */
export function workingDaysLeft(today: string, due: string): number {
  const [from, to, sign] = today <= due ? [today, due, 1] : [due, today, -1];
  let days = 0;
  for (let current = addChinaDays(from, 1); current <= to; current = addChinaDays(current, 1)) {
    if (isWorkingDay(current)) days += 1;
  }
  return sign < 0 ? -Math.max(days, 1) : days;
}
