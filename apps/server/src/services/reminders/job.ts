// The reminder job (issue #15 part 4; docs/reminders.md "When"): finds in-person bookings that
// start within the lead time, have an e-mail address for notifications and no reminder for their
// slot yet, and for each writes the reminder, its two single-use links and the mail — in one
// transaction per batch (services/kernel/jobs.ts), so a link never exists without its mail or the other
// way round. Counts only in job_laeufe and the log.
import { MIN_REMINDER_NOTICE_HOURS, reminderPath } from '@terminservice/domain/reminders';
import type { Queryable } from '../../db/client.ts';
import { loadBookedSlotById } from '../kernel/booked-slot.ts';
import type { Job } from '../kernel/jobs.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { reminderMail } from './mail.ts';
import type { ReminderSettings } from '../../settings/reminders.ts';
import { hashReminderToken, newReminderToken } from './tokens.ts';

/** Reminders per batch: one transaction stays short. */
export const REMINDER_BATCH_SIZE = 100;

// Bookings lock with SKIP LOCKED: one being cancelled right now is left for the next run, which
// no longer finds it. A removed practice's bookings get no reminder (the desk and the details page
// send the patient to the 116117 instead).
const DUE_SQL = `
  SELECT b.id::text AS buchung_id, b.slot_id::text AS slot_id, b.benachrichtigung
    FROM slots s
    JOIN buchungen b ON b.slot_id = s.id AND b.storniert_am IS NULL
    JOIN praxen p ON p.id = s.praxis_id
   WHERE s.status = 'GEBUCHT'
     AND s.beginn > now() + make_interval(hours => $2)
     AND s.beginn <= now() + make_interval(hours => $1)
     AND b.termintyp = 'PRAESENZTERMIN' AND b.benachrichtigung IS NOT NULL AND NOT p.entfernt
     AND NOT EXISTS (SELECT 1 FROM erinnerungen e WHERE e.buchung_id = b.id AND e.slot_id = b.slot_id)
   ORDER BY s.beginn, b.id
   LIMIT $3
   FOR UPDATE OF b SKIP LOCKED`;

interface DueBooking {
  readonly buchung_id: string;
  readonly slot_id: string;
  readonly benachrichtigung: string;
}

/** One batch: reminds the due bookings; returns how many. */
export async function remindDueBookings(
  tx: Queryable,
  settings: Pick<ReminderSettings, 'leadHours'>,
  appUrl: string,
  batchSize = REMINDER_BATCH_SIZE,
): Promise<number> {
  if (settings.leadHours === 0) return 0;
  const due = await tx.query<DueBooking>(DUE_SQL, [
    settings.leadHours,
    MIN_REMINDER_NOTICE_HOURS,
    batchSize,
  ]);
  let reminded = 0;
  for (const booking of due) {
    const row = await loadBookedSlotById(tx, booking.buchung_id);
    if (!row) continue;
    const [reminder] = await tx.query<{ id: string }>(
      `INSERT INTO erinnerungen (buchung_id, slot_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      [booking.buchung_id, booking.slot_id],
    );
    if (!reminder) continue;
    const komme = newReminderToken();
    const freigeben = newReminderToken();
    // The links expire at the appointment's start: after it there is nothing to confirm or free.
    await tx.query(
      `INSERT INTO erinnerungs_links (token_hash, erinnerung_id, aktion, laeuft_ab_am)
       VALUES ($1, $3, 'komme', $4), ($2, $3, 'freigeben', $4)`,
      [hashReminderToken(komme), hashReminderToken(freigeben), reminder.id, row.beginn],
    );
    await enqueueMessage(
      tx,
      reminderMail(row, booking.benachrichtigung, {
        komme: `${appUrl}${reminderPath('komme', komme)}`,
        freigeben: `${appUrl}${reminderPath('freigeben', freigeben)}`,
      }),
    );
    reminded++;
  }
  return reminded;
}

/** The job: a batch per run, the next at once while a batch was full (Job.again). */
export function reminderJob(
  settings: ReminderSettings,
  appUrl: string,
  batchSize = REMINDER_BATCH_SIZE,
): Job {
  return {
    name: 'erinnerung',
    intervalMs: settings.intervalMs,
    run: async (tx) => ({ erinnert: await remindDueBookings(tx, settings, appUrl, batchSize) }),
    again: (counts) => (counts.erinnert ?? 0) >= batchSize,
  };
}
