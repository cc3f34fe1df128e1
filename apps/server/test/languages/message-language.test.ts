// The patient's messages in the patient's language (issue #23 part 1, ADR 37), on a real database
// (PGlite, or PostgreSQL with DATABASE_URL): WEB's Accept-Language is stored with the booking and
// the identity check, and every message about them — the confirmation with its calendar file, the
// reminder, the practice's cancellation, the PIN — is written in it. Staff calls and headers that
// name none of our languages stay German; the header never refuses a call.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelByPractice } from '../../src/services/practice/index.ts';
import {
  API,
  HOUR,
  auth,
  bookingBody,
  insertCode,
  insertPractice,
  insertSlot,
  outboxFor,
  seedReference,
  staffHeaders,
  type Practice,
} from '../fixtures/booking.ts';
import { setToggle } from '../fixtures/codes.ts';
import { post, subscribeBody } from '../alerts/fixtures.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import { freshEmail, runReminders } from '../reminders/fixtures.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
  await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
});
afterAll(() => ctx.close());

/** A booking through POST buchung with the given headers; its id, address and stored language. */
async function book(headers: Record<string, string>, inHours = 30) {
  const code = await insertCode(ctx.db);
  const slot = await insertSlot(ctx.db, practice, { inMs: inHours * HOUR });
  const email = freshEmail('sprache');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(bookingBody(slot, { contact: { notificationReceiver: email } })),
  });
  expect(res.statusCode, res.body).toBe(204);
  const [row] = await ctx.db.query<{ id: string; nachrichtensprache: string }>(
    `SELECT id::text AS id, nachrichtensprache FROM buchungen
      WHERE slot_id = $1 AND storniert_am IS NULL`,
    [slot],
  );
  return { code, email, id: row!.id, language: row!.nachrichtensprache };
}

/** The calendar file of a mail, unfolded (RFC 5545 §3.1). */
function calendarOf(mail: { anhaenge: { content: string }[] }): string {
  const content = mail.anhaenge[0]?.content ?? '';
  return Buffer.from(content, 'base64').toString('utf8').replaceAll('\r\n ', '');
}

describe('a booking made in Turkish', () => {
  it('stores tr; the confirmation and its calendar file are Turkish', async () => {
    const booked = await book({ 'accept-language': 'tr' });
    expect(booked.language).toBe('tr');
    const [mail] = await outboxFor(ctx.db, booked.email);
    expect(mail!.betreff).toMatch(
      /^Randevu onayı: Doktor randevusu, \d{1,2} \S+ \d{4}, saat \d{2}:\d{2}$/,
    );
    expect(mail!.text).toContain('Merhaba,');
    expect(mail!.text).toContain('Randevunuz kesin olarak alındı.');
    expect(mail!.text).toContain('Yönlendirme kodunuz (Vermittlungscode): ');
    expect(mail!.text).toContain('Muayenehane: Augenarztpraxis Dr. Sommer (Dr. med. Anna Sommer)');
    expect(mail!.text).not.toMatch(/Guten Tag|Termin:|Uhr\b|Ihr /);
    const ics = calendarOf(mail!);
    expect(ics).toContain('SUMMARY:Doktor randevusu: Augenarztpraxis Dr. Sommer');
    expect(ics).toContain('Randevuya gelemeyecekseniz lütfen Terminservice üzerinden zamanında');
    expect(ics).not.toContain('Arzttermin');
  });

  it('its reminder and the practice cancellation are Turkish too', async () => {
    const booked = await book({ 'accept-language': 'tr-TR,tr;q=0.9,de;q=0.8' });
    expect(booked.language).toBe('tr');
    expect(await runReminders(ctx.db)).toBeGreaterThanOrEqual(1);
    const reminder = (await outboxFor(ctx.db, booked.email)).find((m) =>
      m.betreff.startsWith('Hatırlatma: Doktor randevusu, '),
    );
    expect(reminder!.text).toContain('Randevunuzu hatırlatmak isteriz:');
    expect(reminder!.text).toContain('Geleceğim: https://');

    const scope = { praxisId: practice.praxisId, bsnr: '', name: '' };
    await cancelByPractice(ctx.db, scope, booked.id, 'Die Ärztin ist erkrankt.');
    const mails = await outboxFor(ctx.db, booked.email);
    const cancelled = mails.at(-1)!;
    expect(cancelled.betreff).toMatch(/^Muayenehane randevuyu iptal etti: Doktor randevusu, /);
    expect(cancelled.text).toContain('Augenarztpraxis Dr. Sommer muayenehanesi');
    // The practice's reason as the practice wrote it.
    expect(cancelled.text).toContain('Gerekçe: Die Ärztin ist erkrankt.');
  });
});

describe('staff and unknown languages stay German', () => {
  it('a TSS booking stores de and mails German, whatever Accept-Language says', async () => {
    const booked = await book({ ...(await staffHeaders('TSS')), 'accept-language': 'tr' });
    expect(booked.language).toBe('de');
    const [mail] = await outboxFor(ctx.db, booked.email);
    expect(mail!.betreff).toMatch(/^Terminbestätigung: Arzttermin am \d{2}\.\d{2}\.\d{4} um /);
    expect(mail!.text).toContain('Ihr Termin wurde verbindlich gebucht.');
  });

  it.each([
    ['another language', 'fr-FR, es;q=0.8'],
    ['any', '*'],
    ['a broken weight', 'tr;q=abc'],
    ['garbage', '\u00e4\u00f6\u00fc;;;===,,,'],
    ['4000 characters', 'x'.repeat(4000)],
  ])('Accept-Language with %s: German, never a refusal', async (_label, header) => {
    const booked = await book({ 'accept-language': header });
    expect(booked.language).toBe('de');
    const [mail] = await outboxFor(ctx.db, booked.email);
    expect(mail!.text.startsWith('Guten Tag,\n\nIhr Termin wurde verbindlich gebucht.')).toBe(true);
  });
});

describe('an identity check in Arabic', () => {
  it('stores ar and sends the PIN by SMS in Arabic', async () => {
    const to = '+491701234599';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/sms`,
      headers: { 'accept-language': 'ar' },
      payload: { plz: '10115', leistungsmerkmal: 'W030', phone: to },
      remoteAddress: '10.99.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [check] = await ctx.db.query<{ nachrichtensprache: string }>(
      'SELECT nachrichtensprache FROM identitaetspruefungen WHERE token = $1',
      [res.json().token],
    );
    expect(check!.nachrichtensprache).toBe('ar');
    const [sms] = await outboxFor(ctx.db, to);
    expect(sms!.kanal).toBe('sms');
    expect(sms!.text).toMatch(/^رمز PIN الخاص بكم هو \d{6}\. /);
    expect(sms!.text).toContain('10 دقيقة');
    expect(sms!.text).not.toContain('Ihre PIN');
  });
});

describe('a video reservation in Ukrainian and a slot alert in Polish', () => {
  it('the reservation stores uk; its PIN mail and the booking it becomes are Ukrainian', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
    const email = freshEmail('video');
    const call = (path: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/videosprechstunde/${path}`,
        headers: { ...auth(code), 'content-type': 'application/json', 'accept-language': 'uk' },
        payload: JSON.stringify(payload),
      });
    const reserved = await call(
      'reservieren',
      bookingBody(slot, { contact: { notificationReceiver: email } }),
    );
    expect(reserved.statusCode, reserved.body).toBe(204);
    const [verification] = await outboxFor(ctx.db, email);
    expect(verification!.betreff).toBe('Ваш PIN-код для підтвердження відеоконсультації');
    const pin = /: (\d{6})$/m.exec(verification!.text)![1]!;

    // The booking takes the reservation's language, whatever the PIN request says.
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `${API}/videosprechstunde/buchen`,
      headers: { ...auth(code), 'content-type': 'application/json' },
      payload: JSON.stringify({ pin }),
    });
    expect(booked.statusCode, booked.body).toBe(204);
    const [row] = await ctx.db.query<{ nachrichtensprache: string }>(
      'SELECT nachrichtensprache FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
      [code],
    );
    expect(row!.nachrichtensprache).toBe('uk');
    const confirmation = (await outboxFor(ctx.db, email)).at(-1)!;
    expect(confirmation.betreff).toMatch(/^Підтвердження запису: Відеоконсультація, /);
    expect(confirmation.text).toContain('Вас успішно записано на відеоконсультацію.');
    expect(calendarOf(confirmation)).toContain('SUMMARY:Відеоконсультація: ');
  });

  it('the alert stores pl and sends its PIN in Polish', async () => {
    const code = await insertCode(ctx.db);
    const to = freshEmail('alarm');
    const res = await post(ctx.app, 'subscribeAlert', subscribeBody({ empfaenger: to }), {
      ...auth(code),
      'accept-language': 'pl-PL',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [alert] = await ctx.db.query<{ nachrichtensprache: string; sprache: string | null }>(
      'SELECT nachrichtensprache, sprache FROM terminalarme WHERE code = $1',
      [code],
    );
    // Not the doctor's language the alert filters by (terminalarme.sprache).
    expect(alert).toEqual({ nachrichtensprache: 'pl', sprache: null });
    const [mail] = await outboxFor(ctx.db, to);
    expect(mail!.betreff).toBe('Kod PIN do powiadomienia o wolnym terminie');
    expect(mail!.text).toMatch(/^Dzień dobry,\n\nPana\/Pani kod PIN: \d{6}\n/);
  });
});
