// The reminder job (issue #15 part 4; docs/reminders.md "When"): which bookings get a reminder and
// when, what the mail holds, what is stored (hashes, never tokens), batches — on a real database
// (PGlite, or PostgreSQL with DATABASE_URL) with bookings made through the API.
import { MIN_REMINDER_NOTICE_HOURS } from '@terminservice/domain/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRound } from '../../src/services/kernel/jobs.ts';
import {
  hashReminderToken,
  loadReminderSettings,
  reminderJob,
  DEFAULT_REMINDERS,
} from '../../src/services/reminders/index.ts';
import {
  HOUR,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import {
  APP_URL,
  LEAD_HOURS,
  bookThroughApi,
  freshEmail,
  reminderMails,
  runReminders,
  tokensFor,
} from './fixtures.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

async function linkRows(buchungId: string) {
  return ctx.db.query<{ token_hash: string; aktion: string; laeuft_ab_am: Date; beginn: Date }>(
    `SELECT l.token_hash, l.aktion, l.laeuft_ab_am, s.beginn
       FROM erinnerungs_links l JOIN erinnerungen e ON e.id = l.erinnerung_id
       JOIN slots s ON s.id = e.slot_id
      WHERE e.buchung_id = $1 ORDER BY l.aktion`,
    [buchungId],
  );
}

describe('the reminder job', () => {
  it('reminds a booking within the lead time once, with both links, and stores only hashes', async () => {
    const booked = await bookThroughApi(ctx, practice, { inHours: 30 });
    expect(await runReminders(ctx.db)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await reminderMails(ctx.db, booked.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(
      /^Erinnerung: Arzttermin am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/,
    );
    expect(mail!.text).toContain('Praxis: Augenarztpraxis Dr. Sommer (Dr. med. Anna Sommer)');
    expect(mail!.text).toContain('Adresse: Invalidenstraße 117, 10115 Berlin');
    expect(mail!.text).toContain(`Ich komme: ${APP_URL}/terminservice/erinnerung/komme/`);
    expect(mail!.text).toContain(
      `Termin freigeben: ${APP_URL}/terminservice/erinnerung/freigeben/`,
    );
    expect(mail!.text).toContain('Das Freigeben ist eine Absage nach den üblichen Regeln');
    // The links need no code, and the mail names none.
    expect(mail!.text).not.toContain(booked.code);
    expect(mail!.text).not.toContain(booked.code.slice(0, 4));
    const { komme, freigeben } = mail!.tokens;
    expect(komme).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(freigeben).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(komme).not.toBe(freigeben);
    // Stored: the hashes, expiring at the appointment's start; never the tokens.
    const links = await linkRows(booked.buchungId);
    expect(links.map((l) => [l.aktion, l.token_hash])).toEqual([
      ['freigeben', hashReminderToken(freigeben)],
      ['komme', hashReminderToken(komme)],
    ]);
    for (const link of links) expect(link.laeuft_ab_am.getTime()).toBe(link.beginn.getTime());
    const stored = JSON.stringify(
      await ctx.db.query(
        'SELECT * FROM erinnerungs_links l JOIN erinnerungen e ON e.id = l.erinnerung_id',
      ),
    );
    expect(stored).not.toContain(komme);
    expect(stored).not.toContain(freigeben);

    // The next runs find nothing more for it.
    await runReminders(ctx.db);
    expect(await reminderMails(ctx.db, booked.email)).toHaveLength(1);
  });

  it('reminds a booking made within the lead time at once, while more than the minimum notice is left', async () => {
    const soon = await bookThroughApi(ctx, practice, { inHours: MIN_REMINDER_NOTICE_HOURS + 1 });
    await runReminders(ctx.db);
    expect(await reminderMails(ctx.db, soon.email)).toHaveLength(1);
  });

  it('leaves out what it must not remind', async () => {
    const later = await bookThroughApi(ctx, practice, { inHours: LEAD_HOURS + 2 });
    const tooSoon = await bookThroughApi(ctx, practice, { inHours: MIN_REMINDER_NOTICE_HOURS - 1 });
    const cancelled = await bookThroughApi(ctx, practice, { inHours: 20 });
    await ctx.db.query(
      `UPDATE buchungen SET storniert_am = now(), storniert_von = 'PATIENT' WHERE id = $1`,
      [cancelled.buchungId],
    );
    await ctx.db.query(`UPDATE slots SET status = 'FREI' WHERE id = $1`, [cancelled.slot]);
    // No channel: a booking without a notification address (staff can choose 'Keine', §5).
    const silent = await bookThroughApi(ctx, practice, { inHours: 20 });
    await ctx.db.query('UPDATE buchungen SET benachrichtigung = NULL WHERE id = $1', [
      silent.buchungId,
    ]);
    // A video consultation is not an in-person appointment.
    const video = await bookThroughApi(ctx, practice, { inHours: 20 });
    await ctx.db.query(`UPDATE buchungen SET termintyp = 'VIDEOSPRECHSTUNDE' WHERE id = $1`, [
      video.buchungId,
    ]);
    await runReminders(ctx.db);
    for (const booked of [later, tooSoon, cancelled, silent, video]) {
      expect(await reminderMails(ctx.db, booked.email)).toEqual([]);
      expect(await linkRows(booked.buchungId)).toEqual([]);
    }
    // A booking whose practice left the register gets none either.
    const removed = await insertPractice(ctx.db, { name: 'Praxis am Rand' });
    const gone = await bookThroughApi(ctx, removed, { inHours: 20 });
    await ctx.db.query('UPDATE praxen SET entfernt = true WHERE id = $1', [removed.praxisId]);
    await runReminders(ctx.db);
    expect(await reminderMails(ctx.db, gone.email)).toEqual([]);
  });

  it('takes the lead time from the settings; 0 sends none', async () => {
    const in60 = await bookThroughApi(ctx, practice, { inHours: 60 });
    expect(await runReminders(ctx.db, 0)).toBe(0);
    await runReminders(ctx.db, 48);
    expect(await reminderMails(ctx.db, in60.email)).toEqual([]);
    await runReminders(ctx.db, 72);
    expect(await reminderMails(ctx.db, in60.email)).toHaveLength(1);
  });

  it('reminds a booking moved to another slot again, and the old links die with the old slot', async () => {
    const booked = await bookThroughApi(ctx, practice, { inHours: 26 });
    await runReminders(ctx.db);
    const old = await tokensFor(ctx.db, booked.email);
    // Rescheduling moves the booking to another slot: a new appointment, a new reminder.
    const other = await insertSlot(ctx.db, practice, { inMs: 27 * HOUR, status: 'GEBUCHT' });
    await ctx.db.query(`UPDATE slots SET status = 'FREI' WHERE id = $1`, [booked.slot]);
    await ctx.db.query('UPDATE buchungen SET slot_id = $2 WHERE id = $1', [
      booked.buchungId,
      other,
    ]);
    await runReminders(ctx.db);
    const mails = await reminderMails(ctx.db, booked.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.tokens.komme).not.toBe(old.komme);
    const view = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/erinnerung/anzeigen',
      payload: { aktion: 'komme', token: old.komme },
    });
    expect(view.statusCode).toBe(409);
    expect(view.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('RM004');
  });

  it('works in batches: a full batch runs the next at once', async () => {
    // Everything due so far is reminded; then three new ones in batches of two.
    await runReminders(ctx.db);
    const emails = [freshEmail('stapel'), freshEmail('stapel'), freshEmail('stapel')];
    for (const email of emails) await bookThroughApi(ctx, practice, { inHours: 10, email });
    const rounds: number[] = [];
    await runRound(ctx.db, reminderJob({ leadHours: 48, intervalMs: 60_000 }, APP_URL, 2), (c) =>
      rounds.push(c.erinnert ?? 0),
    );
    expect(rounds).toEqual([2, 1]);
    for (const email of emails) expect(await reminderMails(ctx.db, email)).toHaveLength(1);
    const [run] = await ctx.db.query<{ ergebnis: Record<string, number> }>(
      `SELECT ergebnis FROM job_laeufe WHERE job = 'erinnerung'`,
    );
    // Counts only, nothing personal.
    expect(run!.ergebnis).toEqual({ erinnert: 1 });
  });

  it('two runs at once (two server processes) remind a booking once', async () => {
    const booked = await bookThroughApi(ctx, practice, { inHours: 12 });
    await Promise.all([runReminders(ctx.db), runReminders(ctx.db)]);
    expect(await reminderMails(ctx.db, booked.email)).toHaveLength(1);
  });
});

describe('reminder settings (REMINDER_LEAD_HOURS, REMINDER_INTERVAL_MS)', () => {
  it('default to 48 hours and a minute', () => {
    expect(loadReminderSettings({})).toEqual(DEFAULT_REMINDERS);
    expect(DEFAULT_REMINDERS).toEqual({ leadHours: 48, intervalMs: 60_000 });
  });

  it('take whole numbers in range, 0 hours switching reminders off', () => {
    expect(
      loadReminderSettings({ REMINDER_LEAD_HOURS: '24', REMINDER_INTERVAL_MS: '1000' }),
    ).toEqual({
      leadHours: 24,
      intervalMs: 1000,
    });
    expect(loadReminderSettings({ REMINDER_LEAD_HOURS: '0' }).leadHours).toBe(0);
  });

  it.each([
    ['REMINDER_LEAD_HOURS', 'zwei Tage'],
    ['REMINDER_LEAD_HOURS', '2'],
    ['REMINDER_LEAD_HOURS', '1.5'],
    ['REMINDER_LEAD_HOURS', '500'],
    ['REMINDER_INTERVAL_MS', '10'],
    ['REMINDER_INTERVAL_MS', '-1'],
  ])('refuse %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadReminderSettings({ [name]: value })).toThrow(name);
  });
});
