// When reminders go out (issue #15 part 4; docs/reminders.md "Configuration"): the lead time before
// the appointment and how often the job looks for due bookings. Read by config.ts, the one place
// that reads the environment.
import {
  DEFAULT_REMINDER_LEAD_HOURS,
  MAX_REMINDER_LEAD_HOURS,
  MIN_REMINDER_NOTICE_HOURS,
} from '@terminservice/domain/reminders';

type Env = Readonly<Record<string, string | undefined>>;

export interface ReminderSettings {
  /** Hours before the start at which the reminder goes out (REMINDER_LEAD_HOURS); 0: none. */
  readonly leadHours: number;
  /** How often the job runs (REMINDER_INTERVAL_MS). */
  readonly intervalMs: number;
}

/** A minute: a booking made within the lead time hears from us soon after its confirmation. */
export const DEFAULT_REMINDER_INTERVAL_MS = 60_000;
const MIN_INTERVAL_MS = 1_000;
const MAX_INTERVAL_MS = 3_600_000;

export const DEFAULT_REMINDERS: ReminderSettings = {
  leadHours: DEFAULT_REMINDER_LEAD_HOURS,
  intervalMs: DEFAULT_REMINDER_INTERVAL_MS,
};

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) ? value : Number.NaN;
}

export function loadReminderSettings(env: Env): ReminderSettings {
  const leadHours = wholeNumber(env, 'REMINDER_LEAD_HOURS', DEFAULT_REMINDER_LEAD_HOURS);
  const lowest = MIN_REMINDER_NOTICE_HOURS + 1;
  if (leadHours !== 0 && !(leadHours >= lowest && leadHours <= MAX_REMINDER_LEAD_HOURS)) {
    throw new Error(
      `REMINDER_LEAD_HOURS must be 0 (no reminders) or a whole number of hours from ${lowest} to ${MAX_REMINDER_LEAD_HOURS}, got "${env.REMINDER_LEAD_HOURS}"`,
    );
  }
  const intervalMs = wholeNumber(env, 'REMINDER_INTERVAL_MS', DEFAULT_REMINDER_INTERVAL_MS);
  if (!(intervalMs >= MIN_INTERVAL_MS && intervalMs <= MAX_INTERVAL_MS)) {
    throw new Error(
      `REMINDER_INTERVAL_MS must be a whole number of milliseconds from ${MIN_INTERVAL_MS} to ${MAX_INTERVAL_MS}, got "${env.REMINDER_INTERVAL_MS}"`,
    );
  }
  return { leadHours, intervalMs };
}
