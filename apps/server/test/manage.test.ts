// Managing a booking (§2 "Termin verwalten", details pages; §4 "Cancellation"; §8 management,
// details page, cancel, e-mail change): lookup, cancellation, notification e-mail, noted flag,
// calendar file. A code opens only its own booking.
import {
  firstSlotOfAppointment,
  slotIdsToCancel,
  type AppointmentResponse,
} from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DAY,
  HOUR,
  auth,
  bookingBody,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  outboxFor,
  seedReference,
  slotState,
  type Practice,
} from './fixtures/booking.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db, {
    hinweis: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
    profilHinweis: 'Sprechstunde nur nach Termin.',
  });
});
afterAll(() => ctx.close());

function call(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  path: string,
  code: string | null,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `${API}/${path}`,
    headers: {
      ...(code === null ? {} : auth(code)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A code with a booked slot, booked through the API. */
async function bookedCode(
  email = 'manage@example.org',
  inMs = 2 * DAY,
): Promise<{ code: string; slot: string }> {
  const code = await insertCode(ctx.db);
  const slot = await insertSlot(ctx.db, practice, { inMs });
  const res = await call(
    'POST',
    'buchung',
    code,
    bookingBody(slot, { contact: { notificationReceiver: email } }),
  );
  expect(res.statusCode).toBe(204);
  return { code, slot };
}

/** A booking whose appointment has already begun (booked earlier; inserted directly). */
async function pastBooking(): Promise<{ code: string; slot: string }> {
  const code = await insertCode(ctx.db);
  const slot = await insertSlot(ctx.db, practice, { inMs: -2 * HOUR, status: 'GEBUCHT' });
  await ctx.db.query(
    `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt)
     VALUES ($1, $2, 'PRAESENZTERMIN', '{W030}', '{}')`,
    [code, slot],
  );
  return { code, slot };
}

describe('GET buchung (§3 "Appointment response")', () => {
  it('answers slots by date and practice, the practice and the profile', async () => {
    const { code, slot } = await bookedCode();
    const res = await call('GET', 'buchung', code);
    expect(res.statusCode).toBe(200);
    const body = res.json<AppointmentResponse>();
    const [date] = Object.keys(body.slots);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const booked = body.slots[date!]![practice.praxisId]![0]!;
    expect(booked).toMatchObject({
      id: slot,
      expired: false,
      showTerminAbsagenOption: true,
      leistungsmerkmale: [{ code: 'W030', name: 'Augenheilkunde' }],
      terminprofileId: practice.profilId,
      termintyp: 'PRAESENZTERMIN',
    });
    expect(booked.begin).toMatch(new RegExp(`^${date}T\\d{2}:\\d{2}:\\d{2}$`));
    expect(booked.end > booked.begin).toBe(true);
    const ics = Buffer.from(booked.ical, 'base64').toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('END:VEVENT');

    expect(body.praxen[practice.praxisId]).toMatchObject({
      label: 'Augenarztpraxis Dr. Sommer',
      street: 'Invalidenstraße 117',
      plz: '10115',
      city: 'Berlin',
      phone: '030 1234567',
      web: 'https://praxis.example.org',
      bf: ['rollstuhlgerecht'],
      barrierefreiheitFreitext: 'Aufzug vorhanden',
      kv: 'Kassenärztliche Vereinigung Berlin',
      praxishinweis: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
      bsnr: expect.stringMatching(/^\d{9}$/),
    });
    expect(body.terminprofile[practice.profilId]).toMatchObject({
      name: 'Dr. med. Anna Sommer',
      terminprofilhinweis: 'Sprechstunde nur nach Termin.',
    });

    // The domain's reading of the answer (details page, cancellation).
    const first = firstSlotOfAppointment(body);
    expect(first?.slot.id).toBe(slot);
    expect(first?.praxishinweis).toBe(
      'Bitte bringen Sie Ihre Versichertenkarte mit.\nSprechstunde nur nach Termin.',
    );
    expect(slotIdsToCancel(body)).toEqual([slot]);
  });

  it('an appointment that has begun is expired and offers no cancellation', async () => {
    const { code } = await pastBooking();
    const body = (await call('GET', 'buchung', code)).json<AppointmentResponse>();
    const first = firstSlotOfAppointment(body);
    expect(first?.slot.expired).toBe(true);
    expect(first?.slot.showTerminAbsagenOption).toBe(false);
    expect(slotIdsToCancel(body)).toEqual([]);
  });

  it('WP069 without a booking, WP042 for an unknown code', async () => {
    const none = await call('GET', 'buchung', await insertCode(ctx.db));
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0]).toEqual({ code: 'WP069', text: 'Buchung nicht vorhanden' });
    const unknown = await call('GET', 'buchung', 'ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown.body)).toBe('WP042');
    expect((await call('GET', 'buchung', null)).statusCode).toBe(401);
  });

  it('WP068 when the practice was removed', async () => {
    const removed = await insertPractice(ctx.db);
    const code = await insertCode(ctx.db);
    const slot = await insertSlot(ctx.db, removed);
    expect((await call('POST', 'buchung', code, bookingBody(slot))).statusCode).toBe(204);
    await ctx.db.query('UPDATE praxen SET entfernt = true WHERE id = $1', [removed.praxisId]);
    const res = await call('GET', 'buchung', code);
    expect(res.statusCode).toBe(410);
    expect(errorCode(res.body)).toBe('WP068');
  });
});

describe('a code opens only its own booking', () => {
  it("code A cannot see, cancel, re-address or download B's booking", async () => {
    const b = await bookedCode('b@example.org');
    const a = await insertCode(ctx.db);

    expect(errorCode((await call('GET', 'buchung', a)).body)).toBe('WP069');

    const cancel = await call('DELETE', 'buchung', a, { slots: [b.slot] });
    expect(cancel.statusCode).toBe(404);
    expect(errorCode(cancel.body)).toBe('WP069');
    expect((await slotState(ctx.db, b.slot)).status).toBe('GEBUCHT');

    const patch = await call('PATCH', 'buchung', a, { notificationReceiver: 'a@example.org' });
    expect(errorCode(patch.body)).toBe('WP069');

    const ics = await call('GET', `buchung/kalender?slotId=${b.slot}`, a);
    expect(ics.statusCode).toBe(404);
    expect(errorCode(ics.body)).toBe('WP069');

    // B's booking is untouched.
    const own = (await call('GET', 'buchung', b.code)).json<AppointmentResponse>();
    expect(slotIdsToCancel(own)).toEqual([b.slot]);
  });

  it("a cancellation listing another code's slot next to its own is refused as a whole", async () => {
    const a = await bookedCode('a2@example.org');
    const b = await bookedCode('b2@example.org');
    const res = await call('DELETE', 'buchung', a.code, { slots: [a.slot, b.slot] });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('WP069');
    expect((await slotState(ctx.db, a.slot)).status).toBe('GEBUCHT');
    expect((await slotState(ctx.db, b.slot)).status).toBe('GEBUCHT');
  });
});

describe('DELETE buchung (§4 "Cancellation")', () => {
  it('cancels: slot free again, counted on the code, cancellation mail', async () => {
    const { code, slot } = await bookedCode('absage@example.org');
    const res = await call('DELETE', 'buchung', code, { slots: [slot] });
    expect(res.statusCode).toBe(204);
    expect(await slotState(ctx.db, slot)).toEqual({ status: 'FREI', version: 2 });
    const [row] = await ctx.db.query<{ stornierungen: number }>(
      'SELECT stornierungen FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(row?.stornierungen).toBe(1);
    expect(errorCode((await call('GET', 'buchung', code)).body)).toBe('WP069');
    const mails = await outboxFor(ctx.db, 'absage@example.org');
    expect(mails.at(-1)?.betreff).toMatch(/^Terminabsage/);
    // The freed slot can be booked again by anyone.
    const other = await insertCode(ctx.db);
    expect((await call('POST', 'buchung', other, bookingBody(slot))).statusCode).toBe(204);
  });

  it('after two cancellations the code is used up: WP008 for lookup, booking and login', async () => {
    const code = await insertCode(ctx.db);
    for (let round = 0; round < 2; round++) {
      const slot = await insertSlot(ctx.db, practice);
      expect((await call('POST', 'buchung', code, bookingBody(slot))).statusCode).toBe(204);
      expect((await call('DELETE', 'buchung', code, { slots: [slot] })).statusCode).toBe(204);
    }
    const lookup = await call('GET', 'buchung', code);
    expect(lookup.statusCode).toBe(403);
    expect(errorCode(lookup.body)).toBe('WP008');
    const book = await call(
      'POST',
      'buchung',
      code,
      bookingBody(await insertSlot(ctx.db, practice)),
    );
    expect(errorCode(book.body)).toBe('WP008');
    const login = await call('GET', 'login?plz=10115', code);
    expect(errorCode(login.body)).toBe('WP008');
  });

  it('WP004 when the appointment has already taken place', async () => {
    const { code, slot } = await pastBooking();
    const res = await call('DELETE', 'buchung', code, { slots: [slot] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      code: 'WP004',
      text: 'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden. Bei eventuellen Problemen, wenden Sie sich an die 116 117.',
    });
    expect((await slotState(ctx.db, slot)).status).toBe('GEBUCHT');
  });

  it.each([
    ['no slots', { slots: [] }],
    ['no body fields', {}],
    ['slots of the wrong type', { slots: 'alle' }],
  ])('400 WP003 for %s', async (_name, payload) => {
    const { code } = await bookedCode('bad-delete@example.org');
    const res = await call('DELETE', 'buchung', code, payload);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('WP003');
  });

  it('WP069 for slot ids that cannot exist', async () => {
    const { code } = await bookedCode('ids@example.org');
    const res = await call('DELETE', 'buchung', code, { slots: ['abc'] });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('WP069');
  });
});

describe('PATCH buchung (notification e-mail)', () => {
  it('changes nothing yet: a PIN to the new address, the booking keeps the old one (issue #26)', async () => {
    const { code } = await bookedCode('alt@example.org');
    const res = await call('PATCH', 'buchung', code, { notificationReceiver: 'neu@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bestaetigungAusstehend: true });
    const [row] = await ctx.db.query<{ benachrichtigung: string; kontakt: Record<string, string> }>(
      'SELECT benachrichtigung, kontakt FROM buchungen WHERE code = $1',
      [code],
    );
    expect(row?.benachrichtigung).toBe('alt@example.org');
    expect(row?.kontakt.notificationReceiver).toBe('alt@example.org');
    const toNew = await outboxFor(ctx.db, 'neu@example.org');
    expect(toNew.map((m) => m.betreff)).toEqual([
      'Ihre Verifizierungs-PIN für die neue E-Mail-Adresse',
    ]);
    expect(toNew[0]?.anhaenge).toEqual([]);
    // The confirmation and the notice to the old address follow the PIN (contact-change.test.ts).
    const pin = /PIN: (\d{6})/.exec(toNew[0]!.text)![1];
    expect((await call('POST', 'buchung/email/bestaetigen', code, { pin })).statusCode).toBe(204);
    expect((await outboxFor(ctx.db, 'neu@example.org')).at(-1)?.anhaenge).toHaveLength(1);
    const toOld = await outboxFor(ctx.db, 'alt@example.org');
    expect(toOld.at(-1)?.betreff).toContain('geändert');
    expect(toOld.at(-1)?.text).not.toContain('neu@example.org');
  });

  it('400 WP003 for an invalid address, WP069 without a booking, WP004 after it took place', async () => {
    const { code } = await bookedCode('patch@example.org');
    const bad = await call('PATCH', 'buchung', code, { notificationReceiver: 'kein-at' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      code: 'WP003',
      text: 'Ungültige E-Mail-Adresse',
      field: 'body.notificationReceiver',
    });
    const none = await call('PATCH', 'buchung', await insertCode(ctx.db), {
      notificationReceiver: 'x@example.org',
    });
    expect(none.statusCode).toBe(404);
    expect(errorCode(none.body)).toBe('WP069');
    const past = await pastBooking();
    const late = await call('PATCH', 'buchung', past.code, {
      notificationReceiver: 'x@example.org',
    });
    expect(late.statusCode).toBe(409);
    expect(errorCode(late.body)).toBe('WP004');
  });
});

describe('calendar file', () => {
  it('is the iCalendar text of the booked slot', async () => {
    const { code, slot } = await bookedCode('ics@example.org');
    const res = await call('GET', `buchung/kalender?slotId=${slot}`, code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="termin.ics"');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain(
      'LOCATION:Augenarztpraxis Dr. Sommer\\, Invalidenstraße 117\\, 10115 Berlin',
    );
    // The same file as in the lookup.
    const lookup = (await call('GET', 'buchung', code)).json<AppointmentResponse>();
    expect(Buffer.from(firstSlotOfAppointment(lookup)!.slot.ical, 'base64').toString('utf8')).toBe(
      res.body,
    );
  });

  it('400 WP003 without slotId', async () => {
    const { code } = await bookedCode('ics2@example.org');
    const res = await call('GET', 'buchung/kalender', code);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('WP003');
  });
});

describe('noted flag (§2 confirmation modal)', () => {
  it('is not noted until saved', async () => {
    const code = await insertCode(ctx.db);
    const path = 'buchungsinformationen/vermittlungscode/notiert';
    expect((await call('GET', `${path}/abrufen`, code)).json()).toEqual({
      notiert: 'NICHT_NOTIERT',
    });
    const save = await call('POST', `${path}/speichern`, code, {});
    expect(save.statusCode).toBe(204);
    expect((await call('GET', `${path}/abrufen`, code)).json()).toEqual({ notiert: 'NOTIERT' });
    // Another code is not affected.
    expect((await call('GET', `${path}/abrufen`, await insertCode(ctx.db))).json()).toEqual({
      notiert: 'NICHT_NOTIERT',
    });
  });

  it('WP042 for an unknown code', async () => {
    const path = 'buchungsinformationen/vermittlungscode/notiert';
    const get = await call('GET', `${path}/abrufen`, 'ZZZZ-ZZZZ-ZZZY');
    expect(get.statusCode).toBe(401);
    expect(errorCode(get.body)).toBe('WP042');
    const save = await call('POST', `${path}/speichern`, 'ZZZZ-ZZZZ-ZZZY', {});
    expect(errorCode(save.body)).toBe('WP042');
  });
});
