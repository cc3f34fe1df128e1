// The video consultation (§4 "Video reservation", §8 video booking WP073–WP080, §9): reserve,
// verification mail with PIN, book with the PIN, wrong PINs, expiry, resend, status, info, cancel.
import {
  firstSlotOfAppointment,
  type AppointmentResponse,
  type ReservationInfoResponse,
} from '@terminservice/domain/api';
import { MAX_BOOKING_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireReservations, MAX_PIN_DELIVERIES } from '../src/services/reservation/index.ts';
import {
  API,
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
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;
let mailCounter = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db, { bsnr: '721234500' });
});
afterAll(() => ctx.close());

const V = 'videosprechstunde';

function call(
  method: 'GET' | 'POST',
  path: string,
  code: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return ctx.app.inject({
    method,
    url: `${API}/${path}`,
    headers: {
      ...(code === null ? {} : auth(code)),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(method === 'POST' ? { payload: JSON.stringify(payload ?? {}) } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function videoSlot(): Promise<string> {
  return insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
}

/** The PIN of the newest verification mail to `email`. */
async function latestPin(email: string): Promise<string> {
  const mails = await outboxFor(ctx.db, email);
  const match = /Verifizierungs-PIN: (\d{6})/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error('no verification mail');
  return match[1]!;
}

function wrong(pin: string): string {
  return String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
}

/** A fresh code with a reservation of a fresh video slot. */
async function reserved(): Promise<{ code: string; slot: string; email: string; pin: string }> {
  const code = await insertCode(ctx.db);
  const slot = await videoSlot();
  const email = `video-${++mailCounter}@example.org`;
  const res = await call(
    'POST',
    `${V}/reservieren`,
    code,
    bookingBody(slot, { contact: { notificationReceiver: email } }),
  );
  expect(res.statusCode).toBe(204);
  return { code, slot, email, pin: await latestPin(email) };
}

async function reservation(code: string) {
  const [row] = await ctx.db.query<{
    status: string;
    fehlversuche: number;
    versendet: number;
    pin_hash: string;
    minuten: number;
  }>(
    `SELECT status, fehlversuche, versendet, pin_hash,
            round(extract(epoch FROM laeuft_ab_am - erstellt_am) / 60)::int AS minuten
       FROM reservierungen WHERE code = $1 ORDER BY id DESC LIMIT 1`,
    [code],
  );
  return row!;
}

function status(code: string) {
  return call('GET', `${V}/reservierungsstatus/abrufen`, code);
}

describe('reserving', () => {
  it('holds the slot for 30 minutes and mails a 6-digit PIN with a link, stored only hashed', async () => {
    const { code, slot, email, pin } = await reserved();
    expect(await slotState(ctx.db, slot)).toEqual({ status: 'RESERVIERT', version: 1 });
    const row = await reservation(code);
    expect(row).toMatchObject({ status: 'RESERVIERT', fehlversuche: 0, versendet: 1, minuten: 30 });
    expect(pin).toMatch(/^\d{6}$/);
    expect(row.pin_hash).not.toContain(pin);
    expect(row.pin_hash.length).toBeGreaterThan(20);
    const mail = (await outboxFor(ctx.db, email)).at(-1)!;
    expect(mail.text).toContain(`/terminservice/reservierung-pin/${code}?pin=${pin}`);
    expect(mail.text).toContain('innerhalb von 30 Minuten');
    expect((await status(code)).json()).toEqual({ reservierungsstatus: 'RESERVIERT' });
  });

  it('the e-mail is required for a video consultation, whatever the type (§5)', async () => {
    const res = await call(
      'POST',
      `${V}/reservieren`,
      await insertCode(ctx.db),
      bookingBody(await videoSlot(), {
        contact: { notificationChannel: '', notificationReceiver: '' },
      }),
      await staffHeaders('TSS'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: 'WP003',
      text: 'Sie müssen eine E-Mail-Adresse eingeben',
      field: 'body.contact.notificationReceiver',
    });
  });

  it('WP073 when the code already holds a reservation', async () => {
    const { code } = await reserved();
    const res = await call('POST', `${V}/reservieren`, code, bookingBody(await videoSlot()));
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('WP073');
  });

  it('WP074 when someone else reserved the slot', async () => {
    const { slot } = await reserved();
    const res = await call('POST', `${V}/reservieren`, await insertCode(ctx.db), bookingBody(slot));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      code: 'WP074',
      text: 'Dieser Termin wurde bereits von einer anderen Person reserviert. Bitte wählen Sie einen neuen Termin aus.',
    });
  });

  it('BU005 for an in-person slot, BU002 for an unknown one, BU001 for a code booked in person', async () => {
    const inPerson = await insertSlot(ctx.db, practice);
    const code = await insertCode(ctx.db);
    const a = await call('POST', `${V}/reservieren`, code, bookingBody(inPerson));
    expect(a.statusCode).toBe(422);
    expect(errorCode(a.body)).toBe('BU005');
    const b = await call('POST', `${V}/reservieren`, code, bookingBody('987654321'));
    expect(errorCode(b.body)).toBe('BU002');
    expect((await call('POST', 'buchung', code, bookingBody(inPerson))).statusCode).toBe(204);
    const c = await call('POST', `${V}/reservieren`, code, bookingBody(await videoSlot()));
    expect(c.statusCode).toBe(409);
    expect(errorCode(c.body)).toBe('BU001');
  });

  it('WP008 for a used-up code, WP030 for an unknown postcode, WP042 for an unknown code', async () => {
    const used = await call(
      'POST',
      `${V}/reservieren`,
      await insertCode(ctx.db, { stornierungen: 2 }),
      bookingBody(await videoSlot()),
    );
    expect(errorCode(used.body)).toBe('WP008');
    const plz = await call(
      'POST',
      `${V}/reservieren`,
      await insertCode(ctx.db),
      bookingBody(await videoSlot(), { contact: { plz: '99998' } }),
    );
    expect(plz.statusCode).toBe(422);
    expect(errorCode(plz.body)).toBe('WP030');
    const unknown = await call(
      'POST',
      `${V}/reservieren`,
      'ZZZZ-ZZZZ-ZZZX',
      bookingBody(await videoSlot()),
    );
    expect(unknown.statusCode).toBe(401);
  });

  it('an idempotent replay reserves once and mails once', async () => {
    const code = await insertCode(ctx.db);
    const body = bookingBody(await videoSlot(), {
      contact: { notificationReceiver: 'idem-video@example.org' },
    });
    const key = { 'idempotency-key': 'reservierung-1' };
    expect((await call('POST', `${V}/reservieren`, code, body, key)).statusCode).toBe(204);
    expect((await call('POST', `${V}/reservieren`, code, body, key)).statusCode).toBe(204);
    expect(await outboxFor(ctx.db, 'idem-video@example.org')).toHaveLength(1);
  });
});

describe('booking with the PIN', () => {
  it('the right PIN books: slot GEBUCHT, booking of type VIDEOSPRECHSTUNDE, confirmation with ICS', async () => {
    const { code, slot, email, pin } = await reserved();
    const res = await call('POST', `${V}/buchen`, code, { pin });
    expect(res.statusCode).toBe(204);
    expect((await slotState(ctx.db, slot)).status).toBe('GEBUCHT');
    expect((await reservation(code)).status).toBe('GEBUCHT');
    const mail = (await outboxFor(ctx.db, email)).at(-1)!;
    expect(mail.text).toContain('Ihre Videosprechstunde wurde erfolgreich gebucht.');
    const ics = Buffer.from(mail.anhaenge[0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Videosprechstunde: Augenarztpraxis Dr. Sommer');

    const lookup = (await call('GET', 'buchung', code)).json<AppointmentResponse>();
    expect(firstSlotOfAppointment(lookup)?.slot).toMatchObject({
      id: slot,
      termintyp: 'VIDEOSPRECHSTUNDE',
    });
    expect((await status(code)).json()).toEqual({ reservierungsstatus: 'FREI' });

    // Afterwards: WP076 for another PIN or another reservation.
    const again = await call('POST', `${V}/buchen`, code, { pin });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again.body)).toBe('WP076');
    const reserve = await call('POST', `${V}/reservieren`, code, bookingBody(await videoSlot()));
    expect(errorCode(reserve.body)).toBe('WP076');
  });

  it('a wrong PIN is WP080 and counts; the fifth cancels and frees the slot (WP079)', async () => {
    const { code, slot, pin } = await reserved();
    for (let attempt = 1; attempt < MAX_BOOKING_PIN_ATTEMPTS; attempt++) {
      const res = await call('POST', `${V}/buchen`, code, { pin: wrong(pin) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toEqual({ code: 'WP080', text: 'PIN ungültig.' });
      expect((await reservation(code)).fehlversuche).toBe(attempt);
    }
    const fifth = await call('POST', `${V}/buchen`, code, { pin: wrong(pin) });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errors[0]).toEqual({
      code: 'WP079',
      text: 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.',
    });
    expect((await reservation(code)).status).toBe('STORNIERT');
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
    expect((await status(code)).json()).toEqual({ reservierungsstatus: 'FREI' });
    // Even the right PIN is blocked now.
    expect(errorCode((await call('POST', `${V}/buchen`, code, { pin })).body)).toBe('WP079');
  });

  it('after 30 minutes: WP075 and the slot is free again', async () => {
    const { code, slot, pin } = await reserved();
    await ctx.db.query(
      `UPDATE reservierungen SET laeuft_ab_am = now() - interval '1 second' WHERE code = $1`,
      [code],
    );
    const res = await call('POST', `${V}/buchen`, code, { pin });
    expect(res.statusCode).toBe(410);
    expect(errorCode(res.body)).toBe('WP075');
    expect((await reservation(code)).status).toBe('ABGELAUFEN');
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
    // Someone else can reserve it now.
    const other = await call(
      'POST',
      `${V}/reservieren`,
      await insertCode(ctx.db),
      bookingBody(slot),
    );
    expect(other.statusCode).toBe(204);
  });

  it('an expired reservation reads as FREI and is released by housekeeping', async () => {
    const { code, slot } = await reserved();
    await ctx.db.query(
      `UPDATE reservierungen SET laeuft_ab_am = now() - interval '1 minute' WHERE code = $1`,
      [code],
    );
    // Lazily: the status call already treats it as expired.
    expect((await status(code)).json()).toEqual({ reservierungsstatus: 'FREI' });
    const again = await reserved();
    await ctx.db.query(
      `UPDATE reservierungen SET laeuft_ab_am = now() - interval '1 minute' WHERE code = $1`,
      [again.code],
    );
    expect(await expireReservations(ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
    expect((await slotState(ctx.db, again.slot)).status).toBe('FREI');
    expect((await reservation(again.code)).status).toBe('ABGELAUFEN');
  });

  it('WP075 without a reservation; 400 WP003 for a malformed PIN', async () => {
    const none = await call('POST', `${V}/buchen`, await insertCode(ctx.db), { pin: '123456' });
    expect(none.statusCode).toBe(410);
    expect(errorCode(none.body)).toBe('WP075');
    const { code } = await reserved();
    for (const pin of ['12345', '12345a', '', 123456]) {
      const res = await call('POST', `${V}/buchen`, code, { pin });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('WP003');
    }
    expect((await reservation(code)).fehlversuche).toBe(0);
  });

  it("code A cannot book, read or cancel B's reservation", async () => {
    const b = await reserved();
    const a = await insertCode(ctx.db);
    expect(errorCode((await call('POST', `${V}/buchen`, a, { pin: b.pin })).body)).toBe('WP075');
    expect((await status(a)).json()).toEqual({ reservierungsstatus: 'FREI' });
    expect(errorCode((await call('GET', `${V}/email/anzeigen`, a)).body)).toBe('WP075');
    expect(errorCode((await call('POST', `${V}/reservierung/stornieren`, a)).body)).toBe('WP075');
    expect((await reservation(b.code)).status).toBe('RESERVIERT');
    expect((await slotState(ctx.db, b.slot)).status).toBe('RESERVIERT');
  });

  it('PIN checks are limited per client address as well (429)', async () => {
    const { code, pin } = await reserved();
    const address = '203.0.113.77';
    let last = await call('POST', `${V}/buchen`, code, { pin: wrong(pin) }, {}, address);
    for (let i = 1; i <= 30; i++) {
      last = await call('POST', `${V}/buchen`, code, { pin: wrong(pin) }, {}, address);
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('resending the PIN', () => {
  async function allowResend(code: string) {
    await ctx.db.query(
      `UPDATE reservierungen SET zuletzt_versendet_am = now() - interval '61 seconds'
        WHERE code = $1 AND status = 'RESERVIERT'`,
      [code],
    );
  }

  it('waits 60 s between mails (429 with Retry-After)', async () => {
    const { code, email } = await reserved();
    const res = await call('POST', `${V}/pin/erneut/zusenden`, code, { receiver: email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('sends a new PIN: the old one no longer works, attempts start again', async () => {
    const { code, email, pin: old } = await reserved();
    await call('POST', `${V}/buchen`, code, { pin: wrong(old) });
    expect((await reservation(code)).fehlversuche).toBe(1);
    await allowResend(code);
    const res = await call('POST', `${V}/pin/erneut/zusenden`, code, { receiver: email });
    expect(res.statusCode).toBe(204);
    const row = await reservation(code);
    expect(row).toMatchObject({ fehlversuche: 0, versendet: 2 });
    const pin = await latestPin(email);
    if (pin !== old) {
      expect(errorCode((await call('POST', `${V}/buchen`, code, { pin: old })).body)).toBe('WP080');
    }
    expect((await call('POST', `${V}/buchen`, code, { pin })).statusCode).toBe(204);
  });

  it("works without a receiver (to the reservation's address); refuses another address", async () => {
    const { code, email } = await reserved();
    await allowResend(code);
    const other = await call('POST', `${V}/pin/erneut/zusenden`, code, {
      receiver: 'fremd@example.org',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0]).toMatchObject({ code: 'WP003', field: 'body.receiver' });
    expect(await outboxFor(ctx.db, 'fremd@example.org')).toHaveLength(0);
    const res = await call('POST', `${V}/pin/erneut/zusenden`, code, {});
    expect(res.statusCode).toBe(204);
    expect(await outboxFor(ctx.db, email)).toHaveLength(2);
  });

  it(`WP078 after ${MAX_PIN_DELIVERIES} mails`, async () => {
    const { code, email } = await reserved();
    for (let sent = 1; sent < MAX_PIN_DELIVERIES; sent++) {
      await allowResend(code);
      expect(
        (await call('POST', `${V}/pin/erneut/zusenden`, code, { receiver: email })).statusCode,
      ).toBe(204);
    }
    await allowResend(code);
    const res = await call('POST', `${V}/pin/erneut/zusenden`, code, { receiver: email });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('WP078');
    expect(await outboxFor(ctx.db, email)).toHaveLength(MAX_PIN_DELIVERIES);
  });

  it('WP075 without an active reservation', async () => {
    const res = await call('POST', `${V}/pin/erneut/zusenden`, await insertCode(ctx.db), {});
    expect(res.statusCode).toBe(410);
    expect(errorCode(res.body)).toBe('WP075');
  });
});

describe('status, e-mail, information, cancellation', () => {
  it('status: FREI without reservation, WP042 for an unknown code', async () => {
    expect((await status(await insertCode(ctx.db))).json()).toEqual({
      reservierungsstatus: 'FREI',
    });
    const unknown = await status('ZZZZ-ZZZZ-ZZZW');
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown.body)).toBe('WP042');
  });

  it('e-mail of the reservation', async () => {
    const { code, email } = await reserved();
    const res = await call('GET', `${V}/email/anzeigen`, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email });
  });

  it('information (§3 "Reservation info")', async () => {
    const { code } = await reserved();
    const res = await call('GET', `${V}/reservierungsinformation/abrufen`, code);
    expect(res.statusCode).toBe(200);
    const info = res.json<ReservationInfoResponse>();
    expect(info.slot.terminzeit.wochentag).toMatch(
      /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)$/,
    );
    expect(info.slot.terminzeit.datum).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(info.slot.terminzeit.uhrzeit).toMatch(/^\d{2}:\d{2}$/);
    expect(info.slot.leistungsmerkmale).toEqual([{ code: 'W030', name: 'Augenheilkunde' }]);
    expect(info.einrichtung).toMatchObject({
      bsnr: '721234500',
      name: 'Augenarztpraxis Dr. Sommer',
      strasse: 'Invalidenstraße 117',
      plz: '10115',
      ort: 'Berlin',
      telefonnummer: '030 1234567',
      webseite: 'https://praxis.example.org',
      barrierefreiheiten: ['rollstuhlgerecht'],
      barrierefreiheitFreitext: 'Aufzug vorhanden',
    });
    expect(info.einrichtung.distance).toBeGreaterThanOrEqual(0);
    expect(info.einrichtung.distance).toBeLessThan(2);
    expect(info.terminprofil).toEqual({ name: 'Dr. med. Anna Sommer' });
    const none = await call(
      'GET',
      `${V}/reservierungsinformation/abrufen`,
      await insertCode(ctx.db),
    );
    expect(errorCode(none.body)).toBe('WP075');
  });

  it('cancelling frees the slot and does not count as a booking cancellation', async () => {
    const { code, slot, email } = await reserved();
    const res = await call('POST', `${V}/reservierung/stornieren`, code, {});
    expect(res.statusCode).toBe(204);
    expect((await slotState(ctx.db, slot)).status).toBe('FREI');
    expect((await reservation(code)).status).toBe('STORNIERT');
    expect((await status(code)).json()).toEqual({ reservierungsstatus: 'FREI' });
    expect((await outboxFor(ctx.db, email)).at(-1)?.betreff).toContain('storniert');
    const [row] = await ctx.db.query<{ stornierungen: number }>(
      'SELECT stornierungen FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(row?.stornierungen).toBe(0);
    const again = await call('POST', `${V}/reservierung/stornieren`, code, {});
    expect(again.statusCode).toBe(410);
    expect(errorCode(again.body)).toBe('WP075');
    // The code can reserve again.
    expect(
      (await call('POST', `${V}/reservieren`, code, bookingBody(await videoSlot()))).statusCode,
    ).toBe(204);
  });
});
