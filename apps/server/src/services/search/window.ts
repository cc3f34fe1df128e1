// The search window in German calendar days (§9 date-range maximum per urgency).
import { berlinDateKey } from '../kernel/berlin-time.ts';

/**
 * §9 date-range maximum: the last minute (23:59, the §5 default 'Bis' time) of the day `days`
 * after today, German time, as 'YYYY-MM-DDTHH:mm'.
 */
export function windowEnd(days: number, now: Date): string {
  const [year, month, day] = berlinDateKey(now).split('-').map(Number);
  const end = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return `${end.toISOString().slice(0, 10)}T23:59`;
}
