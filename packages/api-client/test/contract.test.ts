// Contract tests: the client against the real server, in-process, on a real database, over real
// HTTP — no mocks (ARCHITECTURE.md "Tests"). Every call of the catalogue is made at least once and
// its answer checked against the domain's response types; errors arrive as the domain's ApiError.
import {
  CALLS,
  callPath,
  firstSlotOfAppointment,
  isCodeNoted,
  slotIdsToCancel,
  toAvailability,
  toFeatureToggleMap,
  FEATURE_TOGGLES,
  type CallKey,
} from '@terminservice/domain/api';
import { ApiError, resolveError, toParsedServerError } from '@terminservice/domain/errors';
import { GET_RETRIES } from '@terminservice/domain/limits';
import type { BookingRequest } from '@terminservice/domain/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/index.ts';
import {
  KV,
  ORTSNAME,
  PLZ,
  PRACTICE_BSNR,
  PRACTICE_ID,
  SMED_PSEUDONYM,
  insertSlot,
  seedPractice,
  setStatusMessage,
  setToggle,
} from './fixtures.ts';
import { devCode, devOutbox, devPin, devToken, startServer } from './server.ts';

const STATUS_TEXT = 'Wartungsarbeiten am Sonntag von 6 bis 8 Uhr.';

const server = await startServer();
afterAll(() => server.close());

/** Whether the server has a route for the call's method and path. */
function served(key: CallKey): boolean {
  return server.app.hasRoute({ method: CALLS[key].method, url: callPath(key) });
}

let slots: { inPerson: string; inPersonIdempotent: string; video: string; videoCancelled: string };

beforeAll(async () => {
  await seedPractice(server.db);
  const slot = (termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE', inHours: number) =>
    insertSlot(server.db, { praxisId: PRACTICE_ID, profilId: 'p1-w030', termintyp, inHours });
  slots = {
    inPerson: await slot('PRAESENZTERMIN', 48),
    inPersonIdempotent: await slot('PRAESENZTERMIN', 50),
    video: await slot('VIDEOSPRECHSTUNDE', 72),
    videoCancelled: await slot('VIDEOSPRECHSTUNDE', 74),
  };
  await setToggle(server.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
  await setStatusMessage(server.db, STATUS_TEXT);
});

function client(options: Omit<ApiClientOptions, 'baseUrl'> = {}): ApiClient {
  return createApiClient({ baseUrl: server.baseUrl, ...options });
}

/** A client whose session holds a fresh code for W030. */
async function clientWithCode(): Promise<{ api: ApiClient; code: string }> {
  const code = await devCode(server.baseUrl, 'W030');
  return { api: client({ getCode: () => code }), code };
}

async function staffClient(type: 'TSS' | 'DISPO' | 'SURGERY', code?: string): Promise<ApiClient> {
  const token = await devToken(server.baseUrl, type);
  return client({ getToken: () => token, getCode: () => code });
}

/** The ApiError a promise rejects with. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The count of a rate-limit counter, to see how often the server was asked. */
async function counter(prefix: string): Promise<number> {
  const rows = await server.db.query<{ anzahl: number }>(
    'SELECT anzahl FROM rate_limits WHERE schluessel LIKE $1',
    [`${prefix}:%`],
  );
  return rows.reduce((sum, row) => sum + row.anzahl, 0);
}

function bookingBody(slot: string, email: string): BookingRequest {
  return {
    slot,
    leistungsmerkmale: ['W030'],
    contact: {
      geschlecht: 'WEIBLICH',
      nachname: 'Musterfrau',
      vorname: 'Erika',
      geburtsdatum: '1980-05-17',
      notificationChannel: 'email',
      notificationReceiver: email,
      ort: ORTSNAME,
      phone: '+49301234567',
      plz: PLZ,
      strasse: 'Invalidenstraße',
      hausnummer: '12',
      hinweisAnBehandelndenArzt: '',
    },
  };
}

describe('start: version, feature toggles, status', () => {
  it('version answers the text and the application type resolved from its header', async () => {
    expect(await client().version()).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      applicationType: 'WEB',
      applicationTypeHeader: 'WEB',
    });
  });

  it('sends the identification token: a staff token makes the server answer its type', async () => {
    expect((await (await staffClient('TSS')).version()).applicationType).toBe('TSS');
    const dispo = await (await staffClient('DISPO')).version();
    expect(dispo).toMatchObject({ applicationType: 'DISPO', applicationTypeHeader: 'TSSDISPOSW' });
    const surgery = await (await staffClient('SURGERY')).version();
    expect(surgery).toMatchObject({ applicationType: 'SURGERY' });
  });

  it('an invalid token is refused with WP005 mentioning JWT (the session-expired notice)', async () => {
    const error = await apiError(client({ getToken: () => 'kein.gueltiges.jwt' }).version());
    expect(error.status).toBe(401);
    expect(error.serverError.errorCodes).toEqual(['WP005']);
    expect(resolveError('version', error.serverError)?.message).toMatch(/Session ist leider/);
  });

  it('feature toggles: a list of key/value items', async () => {
    const toggles = await client().featureToggles();
    expect(toggles).toContainEqual({
      key: FEATURE_TOGGLES.smsIdentitaetspruefung,
      value: expect.anything(),
    });
  });

  // §7 "list of key/value items turned into a map"; the domain types value as boolean and
  // toFeatureToggleMap counts only `true`.
  it('feature toggles: values are booleans, turned into a map', async () => {
    const map = toFeatureToggleMap(await client().featureToggles());
    expect(map[FEATURE_TOGGLES.smsIdentitaetspruefung]).toBe(true);
  });

  it('status: the active status message', async () => {
    expect(await client().status()).toEqual({ status: STATUS_TEXT });
  });
});

describe('login and codes', () => {
  it('login with a code (basic auth) answers kv, qualifikationen and termintypen', async () => {
    const { api } = await clientWithCode();
    expect(await api.login({ plz: PLZ })).toEqual({
      kv: KV,
      qualifikationen: ['W030'],
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    });
  });

  it('an unknown code is an ApiError with WP042 and a reference id, asked once', async () => {
    const before = await counter('login:ip');
    const error = await apiError(client({ getCode: () => 'ABCD-FGHJ-KLMN' }).login({ plz: PLZ }));
    expect(error.status).toBe(401);
    expect(error.serverError).toEqual({
      errorCodes: ['WP042'],
      errorText: 'Ungültiger Vermittlungscode',
      referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(error.message).toBe('Ungültiger Vermittlungscode');
    expect(resolveError('login', toParsedServerError(error))?.message).toBe(
      'Ungültiger Vermittlungscode',
    );
    // The 401 is the server's verdict: not repeated (each repeat would count as a failed login).
    expect((await counter('login:ip')) - before).toBe(1);
  });

  it('no code at all is WP042 too (empty password)', async () => {
    const error = await apiError(client().login({ plz: PLZ }));
    expect(error.serverError.errorCodes).toEqual(['WP042']);
  });

  it('an unknown postcode is WP030', async () => {
    const { api } = await clientWithCode();
    const error = await apiError(api.login({ plz: '99999' }));
    expect(error.serverError.errorCodes).toEqual(['WP030']);
  });

  it('a malformed postcode is a 400 WP003 with the field message', async () => {
    const { api } = await clientWithCode();
    const error = await apiError(api.login({ plz: '1' }));
    expect(error.status).toBe(400);
    expect(error.serverError.errorCodes[0]).toBe('WP003');
  });

  it('code by service feature: a staff token gets a code', async () => {
    const tss = await staffClient('TSS');
    expect(await tss.codeByServiceFeature({ leistungsmerkmal: 'W030' })).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{12}$/),
    });
  });

  it('code by service feature: refused for WEB (WP002)', async () => {
    const error = await apiError(client().codeByServiceFeature({ leistungsmerkmal: 'W030' }));
    expect(error.status).toBe(403);
    expect(error.serverError.errorCodes).toEqual(['WP002']);
  });

  it('code by urgency: TSS gets an AKUT code that logs in', async () => {
    const tss = await staffClient('TSS');
    const { code } = await tss.codeByUrgency({ dringlichkeit: 'AKUT' });
    const login = await client({ getCode: () => code }).login({ plz: PLZ });
    expect(login.kv).toBe(KV);
  });
});

describe('no-code flow: availability and identity check', () => {
  it('availability answers termineVorhanden and suchRadius', async () => {
    const answer = await client().availability({ postleitzahl: PLZ, leistungsmerkmale: ['W030'] });
    expect(answer).toEqual({ termineVorhanden: true, suchRadius: expect.any(Number) });
    expect(toAvailability(answer).hasAppointments).toBe(true);
  });

  it('availability for an unknown postcode is WP030', async () => {
    const error = await apiError(
      client().availability({ postleitzahl: '99999', leistungsmerkmale: ['W030'] }),
    );
    expect(error.serverError.errorCodes).toEqual(['WP030']);
    expect(resolveError('availability', error.serverError)?.message).toBe('Postleitzahl unbekannt');
  });

  it('e-mail PIN → verify → a code for the specialty that logs in', async () => {
    const receiver = 'identitaet.mail@example.org';
    const { token } = await client().requestIdentityPinByEmail({
      plz: PLZ,
      receiver,
      leistungsmerkmal: 'W030',
    });
    expect(token).toEqual(expect.any(String));
    const pin = await devPin(server.baseUrl, receiver);
    const verified = await client().verifyIdentity({ token, pin });
    expect(verified).toEqual({
      vermittlungscode: expect.stringMatching(/^[A-Z0-9]{12}$/),
      plz: PLZ,
      leistungsmerkmal: 'W030',
    });
    const login = await client({ getCode: () => verified.vermittlungscode }).login({ plz: PLZ });
    expect(login.qualifikationen).toEqual(['W030']);
  });

  it('SMS PIN: a token; a wrong PIN is WP059', async () => {
    const { token } = await client().requestIdentityPinBySms({
      plz: PLZ,
      phone: '+491711234567',
      leistungsmerkmal: 'W030',
    });
    expect(token).toEqual(expect.any(String));
    const messages = await devOutbox(server.baseUrl, '+491711234567');
    expect(messages[0]?.channel).toBe('sms');
    const pin = await devPin(server.baseUrl, '+491711234567');
    const wrong = pin === '000000' ? '111111' : '000000';
    const error = await apiError(client().verifyIdentity({ token, pin: wrong }));
    expect(error.serverError.errorCodes).toEqual(['WP059']);
    expect(resolveError('identityPin', error.serverError)?.message).toBe('PIN ungültig');
  });

  it('sends the idempotency key: the same key replays the first answer', async () => {
    const body = { plz: PLZ, receiver: 'idempotent@example.org', leistungsmerkmal: 'W030' };
    const idempotencyKey = crypto.randomUUID();
    const first = await client().requestIdentityPinByEmail(body, { idempotencyKey });
    const again = await client().requestIdentityPinByEmail(body, { idempotencyKey });
    expect(again).toEqual(first);
    // Without the key the second request within 60 s is the resend cooldown.
    const error = await apiError(client().requestIdentityPinByEmail(body));
    expect(error.status).toBe(429);
  });
});

describe('reference data', () => {
  it('place name of a postcode', async () => {
    expect(await client().placeName({ plz: PLZ })).toEqual({ ortsname: ORTSNAME });
  });

  it('place name of an unknown postcode is WP030', async () => {
    const error = await apiError(client().placeName({ plz: '99999' }));
    expect(error.serverError.errorCodes).toEqual(['WP030']);
  });

  it('qualifications: w groups for everyone, z and g for TSS', async () => {
    const web = await client().qualifications();
    expect(Object.keys(web.w)).toContain('Augenheilkunde');
    expect(web.z).toEqual({});
    const tss = await (await staffClient('TSS')).qualifications();
    expect(tss.z).toMatchObject({ Z010: 'Akupunktur' });
    expect(tss.g).toMatchObject({ G010: 'Akupunktur' });
  });

  it('facility search by name', async () => {
    const answer = await client().facilitySearch({ suchbegriff: 'Augenarzt' });
    expect(answer.einrichtungen).toEqual([
      expect.objectContaining({ bsnr: PRACTICE_BSNR, plz: PLZ, ort: ORTSNAME }),
    ]);
  });
});

describe('search', () => {
  it('search by postcode: sections, practices and profiles', async () => {
    const { api } = await clientWithCode();
    const result = await api.search({ plz: PLZ, qualifikationen: ['W030'], radius: 5 });
    expect(result.requestInfo).toMatchObject({ radius: 5, gesuchteLeistungsmerkmale: ['W030'] });
    expect(result.praxen[PRACTICE_ID]).toMatchObject({
      label: 'Augenarztpraxis Dr. Beispiel',
      street: expect.any(String),
      plz: PLZ,
      city: ORTSNAME,
      distance: expect.any(Number),
    });
    const dates = Object.values(result.slots.default ?? {});
    const found = dates.flatMap((byPractice) =>
      Object.values(byPractice[PRACTICE_ID] ?? {}).flat(),
    );
    expect(found.map((s) => s.id)).toContain(slots.inPerson);
    expect(found.find((s) => s.id === slots.inPerson)).toEqual({
      id: slots.inPerson,
      begin: expect.stringMatching(/^\d{2}:\d{2}$/),
      praxisId: PRACTICE_ID,
      buchungsbefugnisse: ['PATIENT', 'TSS'],
    });
    expect(found.find((s) => s.id === slots.video)?.termintyp).toBe('VIDEOSPRECHSTUNDE');
    expect(result.terminprofile['p1-w030']?.name).toBe('Sprechstunde');
  });

  it('search as TSS sends the urgency (buildSearchQuery for the client type)', async () => {
    const code = await devCode(server.baseUrl, 'W030');
    const tss = await staffClient('TSS', code);
    await tss.version();
    const result = await tss.search({ plz: PLZ, qualifikationen: ['W030'], urgency: 'AKUT' });
    expect(result.requestInfo.dringlichkeit).toBe('AKUT');
  });

  it('search without a code is WP042', async () => {
    const error = await apiError(client().search({ plz: PLZ, qualifikationen: ['W030'] }));
    expect(error.serverError.errorCodes).toEqual(['WP042']);
  });

  it('SMED search by the facility pseudonym', async () => {
    const { api } = await clientWithCode();
    const result = await api.smedSearch({ smedPseudonym: SMED_PSEUDONYM });
    expect(Object.keys(result.praxen)).toEqual([PRACTICE_ID]);
  });
});

describe('in-person booking and its management', () => {
  it('books, looks up, gives the calendar file, notes the code, changes the e-mail, cancels', async () => {
    const { api } = await clientWithCode();
    await expect(
      api.bookInPerson(bookingBody(slots.inPerson, 'erika@example.org')),
    ).resolves.toBeUndefined();

    const appointment = await api.bookingLookup();
    const entry = firstSlotOfAppointment(appointment);
    expect(entry).toMatchObject({ officeId: PRACTICE_ID, office: { plz: PLZ } });
    expect(entry?.slot).toEqual({
      id: slots.inPerson,
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

    const ics = await api.calendarFile({ slotId: slots.inPerson });
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);

    expect(isCodeNoted(await api.isCodeNoted())).toBe(false);
    await expect(api.markCodeNoted()).resolves.toBeUndefined();
    expect(isCodeNoted(await api.isCodeNoted())).toBe(true);

    await expect(
      api.changeContact({ notificationReceiver: 'erika.neu@example.org' }),
    ).resolves.toBeUndefined();

    // A booked code cannot log in again: WP009 sends the app to the details.
    const booked = await apiError(api.login({ plz: PLZ }));
    expect(booked.serverError.errorCodes).toEqual(['WP009']);

    await expect(
      api.deleteBooking({ slots: slotIdsToCancel(appointment) }),
    ).resolves.toBeUndefined();
    const none = await apiError(api.bookingLookup());
    expect(none.serverError.errorCodes).toEqual(['WP069']);
  });

  it('sends the idempotency key: a repeated booking with the same key is replayed', async () => {
    const { api } = await clientWithCode();
    const body = bookingBody(slots.inPersonIdempotent, 'replay@example.org');
    const idempotencyKey = crypto.randomUUID();
    await api.bookInPerson(body, { idempotencyKey });
    await expect(api.bookInPerson(body, { idempotencyKey })).resolves.toBeUndefined();
    // A new key is a new booking attempt: the code has booked already.
    const error = await apiError(api.bookInPerson(body));
    expect(error.serverError.errorCodes).toEqual(['BU001']);
    expect(resolveError('booking', error.serverError)?.message).toEqual(expect.any(String));
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
    await expect(api.reserveVideo(bookingBody(slots.video, email))).resolves.toBeUndefined();

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
    expect(appointment?.slot).toMatchObject({ id: slots.video, termintyp: 'VIDEOSPRECHSTUNDE' });
  });

  it('reserve → cancel: the reservation is gone', async () => {
    const { api } = await clientWithCode();
    await api.reserveVideo(bookingBody(slots.videoCancelled, 'storno@example.org'));
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
  });
});

describe('the catalogue against the server', () => {
  it.each(Object.keys(CALLS) as CallKey[])('%s is served with its method and path', (key) => {
    expect(served(key)).toBe(true);
  });
});
