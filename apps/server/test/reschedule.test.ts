// Rescheduling a booking (issue #15 part 2, docs/rescheduling.md) through the real app: the new
// slot booked and the old one freed in one step, the code's cancellation count unchanged, the
// confirmation on the patient's channel, Idempotency-Key, video, the search in reschedule mode and
// what the practice sees. The refusals are in reschedule-refusals.test.ts, the races in
// reschedule-concurrency.test.ts.
import { firstSlotOfAppointment, type AppointmentResponse } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBooking, practiceByBsnr } from '../src/services/practice/index.ts';
import {
  API,
  DAY,
  auth,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  outboxFor,
  seedReference,
  slotState,
  staffHeaders,
  type Practice,
} from './fixtures/booking.ts';
import { bookedCode, codeState, reschedule } from './fixtures/reschedule.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;
let bsnr: string;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  bsnr = '729915001';
  practice = await insertPractice(ctx.db, { bsnr });
});
afterAll(() => ctx.close());

function cancel(code: string, slot: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify({ slots: [slot] }),
  });
}

describe('POST buchung/verschieben', () => {
  it('books the new slot, frees the old one, keeps the contact, and counts no cancellation', async () => {
    const { code, slot: old } = await bookedCode(ctx.app, ctx.db, practice, {
      email: 'verschieben@example.org',
    });
    const next = await insertSlot(ctx.db, practice, { inMs: 5 * DAY });
    const res = await reschedule(ctx.app, code, next);
    expect(res.statusCode, res.body).toBe(204);

    expect(await codeState(ctx.db, code)).toEqual({ active: [next], stornierungen: 0 });
    expect(await slotState(ctx.db, old)).toEqual({ status: 'FREI', version: 2 });
    expect(await slotState(ctx.db, next)).toEqual({ status: 'GEBUCHT', version: 1 });
    const rows = await ctx.db.query<{
      slot_id: string;
      storniert_von: string | null;
      kontakt: Record<string, string>;
      benachrichtigung: string | null;
      leistungsmerkmale: string[];
    }>(
      `SELECT slot_id::text AS slot_id, storniert_von, kontakt, benachrichtigung, leistungsmerkmale
         FROM buchungen WHERE code = $1 ORDER BY id`,
      [code],
    );
    expect(rows.map((r) => [r.slot_id, r.storniert_von])).toEqual([
      [old, 'VERSCHOBEN'],
      [next, null],
    ]);
    expect(rows[1]!.kontakt).toEqual(rows[0]!.kontakt);
    expect(rows[1]!.benachrichtigung).toBe('verschieben@example.org');
    expect(rows[1]!.leistungsmerkmale).toEqual(['W030']);

    // The details page reads the new appointment.
    const lookup = (
      await ctx.app.inject({ method: 'GET', url: `${API}/buchung`, headers: auth(code) })
    ).json<AppointmentResponse>();
    expect(firstSlotOfAppointment(lookup)?.slot.id).toBe(next);
  });

  it('sends the confirmation by e-mail with the new calendar file', async () => {
    const email = 'bestaetigung-verschoben@example.org';
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email });
    const next = await insertSlot(ctx.db, practice, { inMs: 6 * DAY });
    expect((await reschedule(ctx.app, code, next)).statusCode).toBe(204);
    const mails = await outboxFor(ctx.db, email);
    expect(mails).toHaveLength(2); // the booking's confirmation, then this one
    const mail = mails[1]!;
    expect(mail.kanal).toBe('email');
    expect(mail.betreff).toMatch(/^Termin verschoben: Arzttermin am \d{2}\.\d{2}\.\d{4} um/);
    expect(mail.text).toContain('Ihr Termin wurde verschoben.');
    expect(mail.text).toMatch(/Ihr bisheriger Termin am \d{2}\.\d{2}\.\d{4} um .* ist freigegeben/);
    expect(mail.text).toContain('zählt nicht als Absage');
    expect(mail.anhaenge).toHaveLength(1);
    const ics = Buffer.from(mail.anhaenge[0]!.content, 'base64').toString('utf8');
    const [newBooking] = await ctx.db.query<{ id: string }>(
      'SELECT id::text AS id FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
      [code],
    );
    expect(ics).toContain(`UID:buchung-${newBooking!.id}@terminservice-116117`);
  });

  it('without a notification address: by SMS to a mobile number, else no message', async () => {
    const tss = await staffHeaders('TSS');
    const noMail = { notificationChannel: '', notificationReceiver: '' };
    const mobile = await bookedCode(ctx.app, ctx.db, practice, {
      headers: tss,
      contact: { ...noMail, phone: '0171 5550142' },
    });
    const next = await insertSlot(ctx.db, practice, { inMs: 7 * DAY });
    expect((await reschedule(ctx.app, mobile.code, next, tss)).statusCode).toBe(204);
    const [sms] = await outboxFor(ctx.db, '+491715550142');
    expect(sms?.kanal).toBe('sms');
    expect(sms?.text).toMatch(/^Ihr Termin wurde verschoben: neu am .*zählt nicht als Absage/);
    expect(sms?.text).not.toContain(mobile.code);

    const landline = await bookedCode(ctx.app, ctx.db, practice, {
      headers: tss,
      contact: { ...noMail, phone: '030 5550143' },
    });
    const before = await ctx.db.query('SELECT id FROM outbox');
    const again = await insertSlot(ctx.db, practice, { inMs: 8 * DAY });
    expect((await reschedule(ctx.app, landline.code, again, tss)).statusCode).toBe(204);
    expect(await ctx.db.query('SELECT id FROM outbox')).toHaveLength(before.length);
  });

  it('may be done again and again; cancelling still counts twice afterwards (§9)', async () => {
    const { code, slot: first } = await bookedCode(ctx.app, ctx.db, practice);
    const second = await insertSlot(ctx.db, practice, { inMs: 9 * DAY });
    expect((await reschedule(ctx.app, code, second)).statusCode).toBe(204);
    // Back to the first slot, which the move freed.
    expect((await reschedule(ctx.app, code, first)).statusCode).toBe(204);
    expect(await codeState(ctx.db, code)).toEqual({ active: [first], stornierungen: 0 });

    expect((await cancel(code, first)).statusCode).toBe(204);
    expect((await codeState(ctx.db, code)).stornierungen).toBe(1);
  });

  it('honours Idempotency-Key: a repeat replays, another body with the key is refused', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    const next = await insertSlot(ctx.db, practice, { inMs: 10 * DAY });
    const key = { 'idempotency-key': 'verschieben-1' };
    expect((await reschedule(ctx.app, code, next, key)).statusCode).toBe(204);
    // The same request again (a retried POST): the stored answer, not BU001 for the same slot.
    expect((await reschedule(ctx.app, code, next, key)).statusCode).toBe(204);
    const other = await insertSlot(ctx.db, practice, { inMs: 11 * DAY });
    const reused = await reschedule(ctx.app, code, other, key);
    expect(reused.statusCode).toBe(422);
    expect(errorCode(reused.body)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeState(ctx.db, code)).toEqual({ active: [next], stornierungen: 0 });
  });

  it('moves a video consultation to another video slot', async () => {
    const email = 'video-verschoben@example.org';
    const code = await insertCode(ctx.db);
    const old = await insertSlot(ctx.db, practice, {
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'GEBUCHT',
    });
    await ctx.db.query(
      `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, benachrichtigung)
       VALUES ($1, $2, 'VIDEOSPRECHSTUNDE', '{W030}', $3::jsonb, $4)`,
      [code, old, JSON.stringify({ phone: '+4917012345', notificationReceiver: email }), email],
    );
    const next = await insertSlot(ctx.db, practice, {
      termintyp: 'VIDEOSPRECHSTUNDE',
      inMs: 12 * DAY,
    });
    const res = await reschedule(ctx.app, code, next);
    expect(res.statusCode, res.body).toBe(204);
    expect(await codeState(ctx.db, code)).toEqual({ active: [next], stornierungen: 0 });
    expect((await slotState(ctx.db, old)).status).toBe('FREI');
    const [mail] = await outboxFor(ctx.db, email);
    expect(mail?.betreff).toMatch(/^Termin verschoben: Videosprechstunde am/);
    expect(mail?.text).toContain(
      'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis.',
    );
  });

  it("the practice sees the old booking cancelled as 'VERSCHOBEN' and the new one booked", async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    const [old] = await ctx.db.query<{ id: string }>(
      'SELECT id::text AS id FROM buchungen WHERE code = $1',
      [code],
    );
    const next = await insertSlot(ctx.db, practice, { inMs: 13 * DAY });
    expect((await reschedule(ctx.app, code, next)).statusCode).toBe(204);
    const scope = await practiceByBsnr(ctx.db, bsnr);
    expect(await getBooking(ctx.db, scope, old!.id)).toMatchObject({
      status: 'storniert',
      storniertVon: 'VERSCHOBEN',
    });
  });
});

describe('the search in reschedule mode (verschieben=true)', () => {
  it('a code with a booking searches instead of being sent to its details (WP009)', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    const search = (extra: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `${API}/search?allOf=&someOf=W030&plz=10115&radius=10${extra}`,
        headers: auth(code),
      });
    const plain = await search('');
    expect(plain.statusCode).toBe(409);
    expect(errorCode(plain.body)).toBe('WP009');
    const moving = await search('&verschieben=true');
    expect(moving.statusCode, moving.body).toBe(200);
    expect(JSON.stringify(moving.json())).toContain('slots');
    // Any other value is not the reschedule mode (and, as every query, checked after the code).
    expect(errorCode((await search('&verschieben=ja')).body)).toBe('WP009');
    const fresh = await insertCode(ctx.db);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `${API}/search?allOf=&someOf=W030&plz=10115&verschieben=ja`,
      headers: auth(fresh),
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong.body)).toBe('WP003');
  });

  it('a used-up code is still refused (WP055)', async () => {
    const code = await insertCode(ctx.db, { stornierungen: 2 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/search?allOf=&someOf=W030&plz=10115&verschieben=true`,
      headers: auth(code),
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res.body)).toBe('WP055');
  });
});
