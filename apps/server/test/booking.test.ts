// POST buchung: booking in person (§4 "Booking", §8 booking rows) on a real database.
import { generateCode } from '@terminservice/domain/vermittlungscode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DAY,
  PATIENT_EMAIL,
  auth,
  bookingBody,
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
import { FREE_WRONG_CODES, WRONG_CODE_CEILING } from '../src/security/code-guessing.ts';
import { confirmationMail } from '../src/services/booking/mails.ts';
import { loadBookedSlotById } from '../src/services/kernel/booked-slot.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

function book(code: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function activeBookings(code: string) {
  return ctx.db.query<{
    slot_id: string;
    kontakt: Record<string, string>;
    benachrichtigung: string | null;
  }>(
    `SELECT slot_id::text AS slot_id, kontakt, benachrichtigung FROM buchungen
      WHERE code = $1 AND storniert_am IS NULL`,
    [code],
  );
}

describe('booking in person', () => {
  it('books a free slot: 204, slot GEBUCHT, booking stored, confirmation with calendar file', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const res = await book(code, bookingBody(slot));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await slotState(ctx.db, slot)).toEqual({ status: 'GEBUCHT', version: 1 });

    const [booking] = await activeBookings(code);
    expect(booking?.slot_id).toBe(slot);
    expect(booking?.benachrichtigung).toBe(PATIENT_EMAIL);
    // Only what the practice needs; the channel itself is not stored.
    expect(booking?.kontakt).toMatchObject({
      vorname: 'Erika',
      nachname: 'Musterfrau',
      plz: '10115',
    });
    expect(booking?.kontakt).not.toHaveProperty('notificationChannel');

    const mails = await outboxFor(ctx.db, PATIENT_EMAIL);
    const mail = mails.at(-1)!;
    expect(mail.kanal).toBe('email');
    expect(mail.text).toContain('Ihr Termin wurde verbindlich gebucht.');
    expect(mail.text).toContain(code.slice(0, 4));
    expect(mail.anhaenge).toHaveLength(1);
    expect(mail.anhaenge[0]!.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(mail.anhaenge[0]!.content, 'base64').toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Arzttermin: Augenarztpraxis Dr. Sommer');
    // The mail is written in the booking's own statement: its calendar entry names that booking,
    // the same UID the details page's calendar file has.
    const [stored] = await ctx.db.query<{ id: string }>(
      'SELECT id::text AS id FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
      [code],
    );
    expect(ics).toContain(`UID:buchung-${stored!.id}@terminservice-116117`);
  });

  it('the confirmation written with the booking is the one its stored booking gives', async () => {
    // The facts read before booking hold only what the rules and the mail need (issue #25 part
    // 3): the mail written from them must be, to the byte, the mail of the stored booking's full
    // row, as a contact change or a video PIN writes it.
    const to = 'gleich@example.org';
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const res = await book(code, bookingBody(slot, { contact: { notificationReceiver: to } }));
    expect(res.statusCode).toBe(204);
    const [stored] = await ctx.db.query<{ id: string }>(
      'SELECT id::text AS id FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
      [code],
    );
    const row = await loadBookedSlotById(ctx.db, stored!.id);
    const expected = confirmationMail(row!, code, to, ctx.config.publicUrl);
    const [mail] = await outboxFor(ctx.db, to);
    expect(mail).toMatchObject({
      betreff: expected.subject,
      text: expected.text,
      anhaenge: expected.attachments,
    });
  });

  it('staff may book without a notification channel: no mail is sent', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const body = bookingBody(slot, {
      contact: { notificationChannel: '', notificationReceiver: '' },
    });
    const res = await book(code, body, await staffHeaders('TSS'));
    expect(res.statusCode).toBe(204);
    const [booking] = await activeBookings(code);
    expect(booking?.benachrichtigung).toBeNull();
  });

  it('the e-mail is required for WEB (§5): 400 WP003 with the field', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const res = await book(code, bookingBody(slot, { contact: { notificationReceiver: '' } }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toContainEqual({
      code: 'WP003',
      text: 'Sie müssen eine E-Mail-Adresse eingeben',
      field: 'body.contact.notificationReceiver',
    });
    expect(await slotState(ctx.db, slot)).toEqual({ status: 'FREI', version: 0 });
  });

  it.each([
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'buchung'],
    ['a contact of the wrong type', { slot: '1', contact: 42 }],
    ['a slot of the wrong type', { ...bookingBody('1'), slot: 7 }],
  ])('bad input (%s) is 400 WP003, never a 500', async (_name, payload) => {
    const code = await insertCode(ctx.db);
    const res = await book(code, payload);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('WP003');
  });

  it('malformed JSON is 400 in the spec shape', async () => {
    const code = await insertCode(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(code), 'content-type': 'application/json' },
      payload: '{"slot": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('WP003');
  });

  it('WP042 without a code, with a malformed one and with an unknown one', async () => {
    const slot = await insertSlot(ctx.db, practice);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      payload: bookingBody(slot),
    });
    expect(none.statusCode).toBe(401);
    expect(errorCode(none.body)).toBe('WP042');
    expect((await book('not-a-code', bookingBody(slot))).statusCode).toBe(401);
    const unknown = await book('ABCDFGHJKLMN', bookingBody(slot));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errors[0]).toEqual({
      code: 'WP042',
      text: 'Ungültiger Vermittlungscode',
    });
  });

  it('unknown codes count as guesses: at the ceiling the client is refused even with the right code', async () => {
    const bookFrom = (code: string, payload: unknown, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/buchung`,
        remoteAddress: address,
        headers: { ...auth(code), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const slot = await insertSlot(ctx.db, practice);
    const code = await insertCode(ctx.db);
    for (let i = 0; i < WRONG_CODE_CEILING.max; i++) {
      // The valid body and the invalid one both count (the invalid one looks the code up first):
      // WP042, or 429 within the waits after the first few.
      const payload = i % 2 === 0 ? bookingBody(slot) : {};
      const res = await bookFrom(generateCode(), payload, '10.77.0.1');
      const expected = i < FREE_WRONG_CODES ? ['WP042'] : ['WP042', 'RATE_LIMIT'];
      expect(expected).toContain(errorCode(res.body));
    }
    const blocked = await bookFrom(code, bookingBody(slot), '10.77.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await slotState(ctx.db, slot)).toEqual({ status: 'FREI', version: 0 });
    // Another client books with the same code.
    expect((await bookFrom(code, bookingBody(slot), '10.77.0.2')).statusCode).toBe(204);
  });

  it('BU001 when the code already has a booking', async () => {
    const code = await insertCode(ctx.db);
    const [first, second] = [
      await insertSlot(ctx.db, practice),
      await insertSlot(ctx.db, practice),
    ];
    expect((await book(code, bookingBody(first))).statusCode).toBe(204);
    const res = await book(code, bookingBody(second));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      code: 'BU001',
      text: 'Mit diesem Vermittlungscode wurde bereits ein Termin gebucht.',
    });
    expect(await slotState(ctx.db, second)).toEqual({ status: 'FREI', version: 0 });
  });

  it('BU001 while the code holds a video reservation', async () => {
    const code = await insertCode(ctx.db);
    const video = await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
    const reserve = await ctx.app.inject({
      method: 'POST',
      url: `${API}/videosprechstunde/reservieren`,
      headers: auth(code),
      payload: bookingBody(video),
    });
    expect(reserve.statusCode).toBe(204);
    const res = await book(code, bookingBody(await insertSlot(ctx.db, practice)));
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('BU001');
    expect(res.json().errors[0].text).toContain('Videosprechstunde reserviert');
  });

  it('BU004 when someone else booked the slot', async () => {
    const slot = await insertSlot(ctx.db, practice);
    expect((await book(await insertCode(ctx.db), bookingBody(slot))).statusCode).toBe(204);
    const res = await book(await insertCode(ctx.db), bookingBody(slot));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      code: 'BU004',
      text: 'Der Termin steht nicht mehr zur Verfügung.',
    });
  });

  it('BU004 for a slot in the past', async () => {
    const slot = await insertSlot(ctx.db, practice, { inMs: -DAY });
    const res = await book(await insertCode(ctx.db), bookingBody(slot));
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('BU004');
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
  });

  it('a TSS-only slot: BU004 for WEB and SURGERY, bookable by TSS and DISPO', async () => {
    const only = { buchungsbefugnisse: ['TSS'] };
    const web = await book(
      await insertCode(ctx.db),
      bookingBody(await insertSlot(ctx.db, practice, only)),
    );
    expect(web.statusCode).toBe(409);
    expect(errorCode(web.body)).toBe('BU004');
    const surgery = await book(
      await insertCode(ctx.db),
      bookingBody(await insertSlot(ctx.db, practice, only)),
      await staffHeaders('SURGERY'),
    );
    expect(errorCode(surgery.body)).toBe('BU004');
    for (const type of ['TSS', 'DISPO'] as const) {
      const res = await book(
        await insertCode(ctx.db),
        bookingBody(await insertSlot(ctx.db, practice, only)),
        await staffHeaders(type),
      );
      expect(res.statusCode).toBe(204);
    }
  });

  it('BU002 for an unknown slot id, a non-numeric one, a deleted slot and a removed practice', async () => {
    const code = await insertCode(ctx.db);
    for (const slot of ['999999999', 'abc', '-1', '0']) {
      const res = await book(code, bookingBody(slot));
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toEqual({
        code: 'BU002',
        text: 'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
      });
    }
    const deleted = await insertSlot(ctx.db, practice, { status: 'GELOESCHT' });
    expect(errorCode((await book(code, bookingBody(deleted))).body)).toBe('BU002');

    const removed = await insertPractice(ctx.db);
    const slot = await insertSlot(ctx.db, removed);
    await ctx.db.query('UPDATE praxen SET entfernt = true WHERE id = $1', [removed.praxisId]);
    const res = await book(code, bookingBody(slot));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('BU002');
  });

  it('BU012 for a blocked slot and one held by a video reservation', async () => {
    const code = await insertCode(ctx.db);
    for (const status of ['BLOCKIERT', 'RESERVIERT']) {
      const slot = await insertSlot(ctx.db, practice, { status });
      const res = await book(code, bookingBody(slot));
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toEqual({
        code: 'BU012',
        text: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
      });
    }
  });

  it("BU005 when the slot is not for the code's Leistungsmerkmal", async () => {
    const hausarzt = await insertPractice(ctx.db, { leistungsmerkmale: ['A001'] });
    const slot = await insertSlot(ctx.db, hausarzt);
    const res = await book(
      await insertCode(ctx.db, { leistungsmerkmal: 'W030' }),
      bookingBody(slot),
    );
    expect(res.statusCode).toBe(422);
    expect(errorCode(res.body)).toBe('BU005');
    expect(res.json().errors[0].text).toContain('Fachrichtung');
  });

  it('an open code (issued by urgency) books what was asked for, and only that', async () => {
    const hausarzt = await insertPractice(ctx.db, { leistungsmerkmale: ['A001'] });
    const open = await insertCode(ctx.db, { leistungsmerkmal: '' });
    const wrong = await book(
      open,
      bookingBody(await insertSlot(ctx.db, hausarzt), { leistungsmerkmale: ['W030'] }),
    );
    expect(errorCode(wrong.body)).toBe('BU005');
    const slot = await insertSlot(ctx.db, hausarzt);
    const res = await book(open, bookingBody(slot, { leistungsmerkmale: ['A001'] }));
    expect(res.statusCode).toBe(204);
  });

  it('BU005 for a video slot booked in person', async () => {
    const slot = await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
    const res = await book(await insertCode(ctx.db), bookingBody(slot));
    expect(res.statusCode).toBe(422);
    expect(errorCode(res.body)).toBe('BU005');
    expect(res.json().errors[0].text).toContain('Videosprechstunde');
  });

  it('WP008 for a code cancelled twice', async () => {
    const code = await insertCode(ctx.db, { stornierungen: 2 });
    const res = await book(code, bookingBody(await insertSlot(ctx.db, practice)));
    expect(res.statusCode).toBe(403);
    expect(errorCode(res.body)).toBe('WP008');
  });

  it('WP030 for a contact postcode that does not exist', async () => {
    const slot = await insertSlot(ctx.db, practice);
    const res = await book(
      await insertCode(ctx.db),
      bookingBody(slot, { contact: { plz: '99999' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({
      code: 'WP030',
      text: 'Die Postleitzahl ist ungültig',
      field: 'body.contact.plz',
    });
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
  });
});

describe('idempotency key', () => {
  it('a replay answers as before and books once; a refusal leaves the key free', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const key = { 'idempotency-key': 'buchung-1' };
    const body = bookingBody(slot, { contact: { notificationReceiver: 'replay@example.org' } });
    const first = await book(code, body, key);
    const again = await book(code, body, key);
    expect(first.statusCode).toBe(204);
    expect(again.statusCode).toBe(204);
    expect(await activeBookings(code)).toHaveLength(1);
    expect(await outboxFor(ctx.db, 'replay@example.org')).toHaveLength(1);

    // A refused request is not stored: the same key can be used once the cause is gone.
    const other = await insertCode(ctx.db);
    const blocked = await insertSlot(ctx.db, practice, { status: 'BLOCKIERT' });
    const refusedKey = { 'idempotency-key': 'buchung-2' };
    expect((await book(other, bookingBody(blocked), refusedKey)).statusCode).toBe(409);
    await ctx.db.query(`UPDATE slots SET status = 'FREI' WHERE id = $1`, [blocked]);
    expect((await book(other, bookingBody(blocked), refusedKey)).statusCode).toBe(204);
  });

  it('the same key with another body is refused with 422', async () => {
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, practice);
    const key = { 'idempotency-key': 'buchung-3' };
    expect((await book(code, bookingBody(slot), key)).statusCode).toBe(204);
    const res = await book(code, bookingBody(await insertSlot(ctx.db, practice)), key);
    expect(res.statusCode).toBe(422);
    expect(errorCode(res.body)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("keys are per code: another code's key does not replay", async () => {
    const key = { 'idempotency-key': 'gemeinsamer-schluessel' };
    const slotA = await insertSlot(ctx.db, practice);
    const slotB = await insertSlot(ctx.db, practice);
    expect((await book(await insertCode(ctx.db), bookingBody(slotA), key)).statusCode).toBe(204);
    const codeB = await insertCode(ctx.db);
    expect((await book(codeB, bookingBody(slotB), key)).statusCode).toBe(204);
    expect(await activeBookings(codeB)).toHaveLength(1);
  });

  it('a malformed key is 400 WP003', async () => {
    const res = await book(
      await insertCode(ctx.db),
      bookingBody(await insertSlot(ctx.db, practice)),
      { 'idempotency-key': 'x'.repeat(200) },
    );
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('WP003');
  });
});
