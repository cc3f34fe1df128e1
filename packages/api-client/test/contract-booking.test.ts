// Contract tests (see contract.test.ts) of the booking calls: the in-person booking and its
// management, the video consultation, the contact form, load shedding, and every call of the
// catalogue served by the server.
import {
  CALLS,
  firstSlotOfAppointment,
  isCodeNoted,
  slotIdsToCancel,
  type CallKey,
} from '@terminservice/domain/api';
import { resolveError } from '@terminservice/domain/errors';
import { GET_RETRIES } from '@terminservice/domain/limits';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/index.ts';
import { apiError, bookingBody, startContractServer } from './contract-setup.ts';
import { PLZ, PRACTICE_BSNR, PRACTICE_ID } from './fixtures.ts';
import { devPin, startServer } from './server.ts';
const { server, slots, client, clientWithCode, served } = await startContractServer();

describe('in-person booking and its management', () => {
  it('books, looks up, gives the calendar file, notes the code, changes the e-mail, cancels', async () => {
    const { api } = await clientWithCode();
    // Issue #15: the code's status before it books.
    expect(await api.codeStatus()).toMatchObject({ stornierungen: 0, maxStornierungen: 2 });
    await expect(
      api.bookInPerson(bookingBody(slots().inPerson, 'erika@example.org')),
    ).resolves.toBeUndefined();

    const appointment = await api.bookingLookup();
    const entry = firstSlotOfAppointment(appointment);
    expect(entry).toMatchObject({ officeId: PRACTICE_ID, office: { plz: PLZ } });
    expect(entry?.slot).toEqual({
      id: slots().inPerson,
      begin: expect.any(String),
      end: expect.any(String),
      expired: false,
      showTerminAbsagenOption: true,
      leistungsmerkmale: [{ code: 'W030', name: expect.any(String) }],
      terminprofileId: 'p1-w030',
      ical: expect.any(String),
      termintyp: 'PRAESENZTERMIN',
    });
    expect(atob(entry?.slot.ical ?? '')).toMatch(/^BEGIN:VCALENDAR/);
    expect(entry?.praxishinweis).toContain('\n');

    const ics = await api.calendarFile({ slotId: slots().inPerson });
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);

    expect(isCodeNoted(await api.isCodeNoted())).toBe(false);
    await expect(api.markCodeNoted()).resolves.toBeUndefined();
    expect(isCodeNoted(await api.isCodeNoted())).toBe(true);

    // Issue #26: the new address waits for the PIN mailed to it; a wrong PIN is WP080.
    await expect(
      api.changeContact({ notificationReceiver: 'erika.neu@example.org' }),
    ).resolves.toEqual({ bestaetigungAusstehend: true });
    const addressPin = await devPin(server.baseUrl, 'erika.neu@example.org');
    const wrong = await apiError(
      api.confirmContact({ pin: addressPin === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.serverError.errorCodes).toEqual(['WP080']);
    expect(resolveError('emailChange', wrong.serverError)?.message).toMatch(/^PIN ungültig\./);
    await expect(api.confirmContact({ pin: addressPin })).resolves.toBeUndefined();
    await expect(
      api.changeContact({ notificationReceiver: 'erika.neu@example.org' }),
    ).resolves.toEqual({ bestaetigungAusstehend: false });

    // A booked code cannot log in again: WP009 sends the app to the details.
    const booked = await apiError(api.login({ plz: PLZ }));
    expect(booked.serverError.errorCodes).toEqual(['WP009']);

    await expect(
      api.deleteBooking({ slots: slotIdsToCancel(appointment) }),
    ).resolves.toBeUndefined();
    const none = await apiError(api.bookingLookup());
    expect(none.serverError.errorCodes).toEqual(['WP069']);
    expect(await api.codeStatus()).toMatchObject({
      stornierungen: 1,
      naechsteAbsage: 'CODE_VERBRAUCHT',
    });
  });

  it('sends the idempotency key: a repeated booking with the same key is replayed', async () => {
    const { api } = await clientWithCode();
    const body = bookingBody(slots().inPersonIdempotent, 'replay@example.org');
    const idempotencyKey = crypto.randomUUID();
    await api.bookInPerson(body, { idempotencyKey });
    await expect(api.bookInPerson(body, { idempotencyKey })).resolves.toBeUndefined();
    // A new key is a new booking attempt: the code has booked already.
    const error = await apiError(api.bookInPerson(body));
    expect(error.serverError.errorCodes).toEqual(['BU001']);
    expect(resolveError('booking', error.serverError)?.message).toEqual(expect.any(String));
  });

  it('reschedules (issue #15): the search in reschedule mode, the move, the refusal', async () => {
    const { api } = await clientWithCode();
    await api.bookInPerson(bookingBody(slots().inPerson, 'verschieben@example.org'));
    const search = await apiError(api.search({ plz: PLZ, qualifikationen: ['W030'] }));
    expect(search.serverError.errorCodes).toEqual(['WP009']);
    const found = await api.search({ plz: PLZ, qualifikationen: ['W030'], reschedule: true });
    expect(JSON.stringify(found.slots)).toContain(`"${slots().inPersonLater}"`);

    await expect(api.rescheduleBooking({ slot: slots().inPersonLater })).resolves.toBeUndefined();
    expect(firstSlotOfAppointment(await api.bookingLookup())?.slot.id).toBe(slots().inPersonLater);
    const same = await apiError(api.rescheduleBooking({ slot: slots().inPersonLater }));
    expect(same.status).toBe(409);
    expect(resolveError('reschedule', same.serverError)?.suffix).toBe(
      'Bitte wählen Sie einen anderen Termin aus.',
    );
    // Back, so that the other tests find the slots as seeded.
    await api.rescheduleBooking({ slot: slots().inPerson });
    await api.deleteBooking({ slots: [slots().inPerson] });
  });

  it('the booking of another code stays closed (WP069 / WP042)', async () => {
    const { api } = await clientWithCode();
    const error = await apiError(api.bookingLookup());
    expect(error.serverError.errorCodes).toEqual(['WP069']);
    const unknown = await apiError(client({ getCode: () => 'ABCD-FGHJ-KLMN' }).bookingLookup());
    expect(unknown.serverError.errorCodes).toEqual(['WP042']);
  });
});

describe('video consultation', () => {
  it('reserve → status, e-mail, info → wrong PIN → resend → book with the PIN', async () => {
    const { api, code } = await clientWithCode();
    const email = 'video@example.org';
    await expect(api.reserveVideo(bookingBody(slots().video, email))).resolves.toBeUndefined();

    expect(await api.reservationStatus()).toEqual({ reservierungsstatus: 'RESERVIERT' });
    expect(await api.bookingEmail()).toEqual({ email });
    const info = await api.reservationInfo();
    expect(info.einrichtung).toMatchObject({ bsnr: PRACTICE_BSNR, plz: PLZ });
    expect(info.slot.terminzeit).toEqual({
      wochentag: expect.any(String),
      datum: expect.any(String),
      uhrzeit: expect.any(String),
    });

    const pin = await devPin(server.baseUrl, email);
    const wrong = await apiError(api.bookVideo({ pin: pin === '000000' ? '111111' : '000000' }));
    expect(wrong.serverError.errorCodes).toEqual(['WP080']);
    expect(resolveError('videoBooking', wrong.serverError)?.message).toBe('PIN ungültig.');

    // Within the 60 s cooldown the resend is refused; once it has passed, a new PIN is sent.
    const early = await apiError(api.resendBookingPin());
    expect(early.status).toBe(429);
    await server.db.query(
      `UPDATE reservierungen SET zuletzt_versendet_am = now() - interval '2 minutes' WHERE code = $1`,
      [code],
    );
    await expect(api.resendBookingPin({ receiver: email })).resolves.toBeUndefined();
    const newPin = await devPin(server.baseUrl, email);

    await expect(api.bookVideo({ pin: newPin })).resolves.toBeUndefined();
    const appointment = firstSlotOfAppointment(await api.bookingLookup());
    expect(appointment?.slot).toMatchObject({ id: slots().video, termintyp: 'VIDEOSPRECHSTUNDE' });
  });

  it('reserve → cancel: the reservation is gone', async () => {
    const { api } = await clientWithCode();
    await api.reserveVideo(bookingBody(slots().videoCancelled, 'storno@example.org'));
    await expect(api.cancelReservation()).resolves.toBeUndefined();
    expect(await api.reservationStatus()).toEqual({ reservierungsstatus: 'FREI' });
    const error = await apiError(api.reservationInfo());
    expect(error.serverError.errorCodes.length).toBeGreaterThan(0);
  });

  it('reservation status of an unknown code is WP042 (read as "no reservation")', async () => {
    const error = await apiError(client({ getCode: () => 'ABCD-FGHJ-KLMN' }).reservationStatus());
    expect(error.serverError.errorCodes).toEqual(['WP042']);
    expect(resolveError('reservationStatus', error.serverError)?.next).toEqual(expect.anything());
  });
});

describe('contact form', () => {
  it('is accepted (empty answer)', async () => {
    await expect(
      client().contactForm({
        name: 'Erika Musterfrau',
        email: 'erika@example.org',
        subject: 'Frage zur Terminbuchung',
        message: 'Wie kann ich meinen Termin verschieben?',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('load shedding', () => {
  it('over capacity the server answers 503 with Retry-After; a GET waits, retries, then fails', async () => {
    const shedding = await startServer({
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 1_000, retryAfterSeconds: 1 },
    });
    try {
      const started = Date.now();
      const error = await apiError(createApiClient({ baseUrl: shedding.baseUrl }).status());
      expect(error.status).toBe(503);
      expect(error.serverError.errorCodes).toEqual(['OVERLOADED']);
      // GET_RETRIES repeats, each after the 1 s the server asked for.
      expect(Date.now() - started).toBeGreaterThanOrEqual(GET_RETRIES * 1_000 - 100);
    } finally {
      await shedding.close();
    }
    // Starting a second server (a fresh database) plus GET_RETRIES waits of 1 s: on a busy
    // 2-core machine the start alone has taken 15 s.
  }, 60_000);
});

describe('the catalogue against the server', () => {
  it.each(Object.keys(CALLS) as CallKey[])('%s is served with its method and path', (key) => {
    expect(served(key)).toBe(true);
  });
});
