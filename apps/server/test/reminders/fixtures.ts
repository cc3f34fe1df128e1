// Shared by the reminder tests (issue #15 part 4): a booking made through the API, the reminder job
// run once, and the two links read back from the reminder mail as the patient gets it.
import { REMINDER_PATH, type ReminderAction } from '@terminservice/domain/reminders';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { runJobOnce } from '../../src/services/kernel/jobs.ts';
import { reminderJob } from '../../src/services/reminders/index.ts';
import type { TestContext } from '../helper.ts';
import {
  API,
  HOUR,
  auth,
  bookingBody,
  insertCode,
  insertSlot,
  type Practice,
} from '../fixtures/booking.ts';

export const APP_URL = 'https://termine.example.org';
export const LEAD_HOURS = 48;

export interface Booked {
  readonly code: string;
  readonly slot: string;
  readonly email: string;
  readonly buchungId: string;
}

let counter = 0;

/** A fresh address per booking, to find its mails. */
export function freshEmail(label: string): string {
  counter += 1;
  return `erinnerung-${label}-${counter}@example.org`;
}

/** An in-person booking through POST buchung, starting in `inHours` hours. */
export async function bookThroughApi(
  ctx: TestContext,
  practice: Practice,
  options: {
    readonly inHours?: number;
    readonly email?: string;
    readonly stornierungen?: number;
  } = {},
): Promise<Booked> {
  const code = await insertCode(ctx.db, { stornierungen: options.stornierungen ?? 0 });
  const slot = await insertSlot(ctx.db, practice, { inMs: (options.inHours ?? 24) * HOUR });
  const email = options.email ?? freshEmail('buchung');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify(bookingBody(slot, { contact: { notificationReceiver: email } })),
  });
  expect(res.statusCode, res.body).toBe(204);
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id::text AS id FROM buchungen WHERE slot_id = $1 AND storniert_am IS NULL',
    [slot],
  );
  return { code, slot, email, buchungId: row!.id };
}

/** One run of the reminder job; its count. */
export async function runReminders(db: Db, leadHours = LEAD_HOURS): Promise<number> {
  const counts = await runJobOnce(db, reminderJob({ leadHours, intervalMs: 60_000 }, APP_URL));
  return counts?.erinnert ?? 0;
}

export interface ReminderMail {
  readonly subject: string;
  readonly text: string;
  readonly tokens: Readonly<Record<ReminderAction, string>>;
}

const LINK = (action: ReminderAction) =>
  new RegExp(`${APP_URL}${REMINDER_PATH}/${action}/([A-Za-z0-9_-]+)`);

/** The reminder mails sent to `email`, with the tokens of their links. */
export async function reminderMails(db: Db, email: string): Promise<ReminderMail[]> {
  const rows = await db.query<{ betreff: string; text: string }>(
    `SELECT betreff, text FROM outbox WHERE empfaenger = $1 AND betreff LIKE 'Erinnerung:%'
      ORDER BY id`,
    [email],
  );
  return rows.map((row) => ({
    subject: row.betreff,
    text: row.text,
    tokens: {
      komme: LINK('komme').exec(row.text)?.[1] ?? '',
      freigeben: LINK('freigeben').exec(row.text)?.[1] ?? '',
    },
  }));
}

/** The tokens of the one reminder sent to `email`. */
export async function tokensFor(
  db: Db,
  email: string,
): Promise<Readonly<Record<ReminderAction, string>>> {
  const mails = await reminderMails(db, email);
  expect(mails).toHaveLength(1);
  return mails[0]!.tokens;
}
