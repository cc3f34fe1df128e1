// What the client puts on the wire, against a small real HTTP server that records every request
// (tiny-servers.ts): method, path, headers, basic auth, query, body and idempotency keys per call.
import {
  APPLICATION_HEADER,
  CALLS,
  DEFAULT_REQUEST_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  callPath,
  callPathWith,
  type CallDefinition,
  type CallKey,
} from '@terminservice/domain/api';
import { HEADER_VALUE_OF } from '@terminservice/domain/application-type';
import type { ProfileInput } from '@terminservice/domain/supply';
import type { BookingRequest } from '@terminservice/domain/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/index.ts';
import { closeTinyServers, recordingServer } from './tiny-servers.ts';

afterEach(closeTinyServers);

const CODE = 'ABCD-FGHJ-KLMN';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function decodeBasic(header: string | undefined): string {
  expect(header).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
  return Buffer.from((header ?? '').slice('Basic '.length), 'base64').toString('utf8');
}

const BOOKING: BookingRequest = {
  slot: '1',
  leistungsmerkmale: ['W030'],
  contact: {
    geschlecht: 'DIVERS',
    nachname: 'Muster',
    vorname: 'Alex',
    geburtsdatum: '1990-01-01',
    notificationChannel: '',
    notificationReceiver: '',
    ort: 'Berlin',
    phone: '+49301234567',
    plz: '10115',
    strasse: 'Invalidenstraße',
    hausnummer: '1',
    hinweisAnBehandelndenArzt: '',
  },
};

/** The path parameter of the appointment desk's calls (':id'). */
const ID = 'a/42';

const PROFILE: ProfileInput = {
  name: 'Sprechstunde',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT'],
  dringlichkeiten: [],
  freigabeTage: null,
  arzt: null,
  sprachen: [],
};

const LINK = 'x2Vb8Qd0JmT4nR7kLp1sWz6yHc3Fa9Ge';

/** One invocation per call of the catalogue; the type makes sure none is missing. */
const INVOCATIONS: Record<CallKey, (api: ApiClient) => Promise<unknown>> = {
  featureToggles: (api) => api.featureToggles(),
  version: (api) => api.version(),
  status: (api) => api.status(),
  login: (api) => api.login({ plz: '10115' }),
  codeByServiceFeature: (api) => api.codeByServiceFeature({ leistungsmerkmal: 'W030' }),
  codeByUrgency: (api) => api.codeByUrgency({ dringlichkeit: 'AKUT' }),
  availability: (api) => api.availability({ postleitzahl: '10115', leistungsmerkmale: ['W030'] }),
  requestIdentityPinByEmail: (api) =>
    api.requestIdentityPinByEmail({ plz: '10115', receiver: 'a@b.de', leistungsmerkmal: 'W030' }),
  requestIdentityPinBySms: (api) =>
    api.requestIdentityPinBySms({ plz: '10115', phone: '+49171', leistungsmerkmal: 'W030' }),
  verifyIdentity: (api) => api.verifyIdentity({ token: 't', pin: '123456' }),
  placeName: (api) => api.placeName({ plz: '10115' }),
  qualifications: (api) => api.qualifications(),
  facilitySearch: (api) => api.facilitySearch({ suchbegriff: 'Augen', plz: '101' }),
  search: (api) => api.search({ plz: '10115', qualifikationen: ['W030'] }),
  smedSearch: (api) => api.smedSearch({ smedPseudonym: 'psd' }),
  bookInPerson: (api) => api.bookInPerson(BOOKING),
  bookingLookup: (api) => api.bookingLookup(),
  deleteBooking: (api) => api.deleteBooking({ slots: ['1'] }),
  changeContact: (api) => api.changeContact({ notificationReceiver: 'a@b.de' }),
  confirmContact: (api) => api.confirmContact({ pin: '123456' }),
  rescheduleBooking: (api) => api.rescheduleBooking({ slot: '2' }),
  calendarFile: (api) => api.calendarFile({ slotId: '1' }),
  codeStatus: (api) => api.codeStatus(),
  isCodeNoted: (api) => api.isCodeNoted(),
  markCodeNoted: (api) => api.markCodeNoted(),
  reserveVideo: (api) => api.reserveVideo(BOOKING),
  bookVideo: (api) => api.bookVideo({ pin: '123456' }),
  bookingEmail: (api) => api.bookingEmail(),
  resendBookingPin: (api) => api.resendBookingPin(),
  reservationStatus: (api) => api.reservationStatus(),
  reservationInfo: (api) => api.reservationInfo(),
  cancelReservation: (api) => api.cancelReservation(),
  contactForm: (api) =>
    api.contactForm({ name: 'A', email: 'a@b.de', subject: 'S', message: 'Nachricht' }),
  practice: (api) => api.practice(),
  practiceProfiles: (api) => api.practiceProfiles(),
  createProfile: (api) => api.createProfile(PROFILE),
  updateProfile: (api) => api.updateProfile(ID, PROFILE),
  deactivateProfile: (api) => api.deactivateProfile(ID),
  practiceSlots: (api) => api.practiceSlots({ von: '2026-12-01', bis: '2026-12-07' }),
  publishSlot: (api) => api.publishSlot({ profilId: 'p', beginn: '2026-12-01T08:00' }),
  publishSeries: (api) =>
    api.publishSeries({
      profilId: 'p',
      wochentage: [1],
      von: '08:00',
      bis: '09:00',
      startDatum: '2026-12-01',
      endDatum: '2026-12-07',
      abstandMinuten: 0,
    }),
  withdrawSlots: (api) => api.withdrawSlots({ ids: ['1'] }),
  blockSlot: (api) => api.blockSlot(ID),
  unblockSlot: (api) => api.unblockSlot(ID),
  cancelPracticeBooking: (api) => api.cancelPracticeBooking(ID, { grund: 'Krank' }),
  reminderView: (api) => api.reminderView({ aktion: 'komme', token: 't' }),
  reminderConfirm: (api) => api.reminderConfirm({ token: 't' }),
  reminderRelease: (api) => api.reminderRelease({ token: 't' }),
  subscribeAlert: (api) =>
    api.subscribeAlert({
      plz: '10115',
      qualifikationen: [],
      radius: 5,
      tageszeiten: '00000000000000',
      termintyp: 'ALL',
      kanal: 'email',
      empfaenger: 'a@b.de',
    }),
  confirmAlert: (api) => api.confirmAlert({ token: 't', pin: '123456' }),
  resendAlertPin: (api) => api.resendAlertPin({ token: 't' }),
  alertLink: (api) => api.alertLink({ link: LINK }),
  openAlert: (api) => api.openAlert({ link: LINK }),
  unsubscribeAlert: (api) => api.unsubscribeAlert({ link: LINK }),
  statistics: (api) => api.statistics({ zeitraum: 'woche', region: '10' }),
};

describe('what every call sends', () => {
  it.each(Object.keys(INVOCATIONS) as CallKey[])(
    '%s: catalogue method and path, JSON and no-cache headers, basic auth',
    async (key) => {
      const server = await recordingServer();
      const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => CODE });
      await INVOCATIONS[key](api);
      expect(server.requests).toHaveLength(1);
      const sent = server.last();
      expect(sent.key).toBe(key);
      expect(sent.method).toBe(CALLS[key].method);
      // Path parameters are filled in and encoded ('a/42' → 'a%2F42').
      expect(sent.path).toBe(callPathWith(key, { id: ID }));
      for (const [name, value] of Object.entries(DEFAULT_REQUEST_HEADERS)) {
        expect(sent.headers[name.toLowerCase()]).toBe(value);
      }
      // §6: empty user name; the code as password unless the call's auth is 'none'.
      const credentials = decodeBasic(sent.headers.authorization as string);
      expect(credentials).toBe(CALLS[key].auth === 'code' ? `:${CODE}` : ':');
      // Only the query names of the catalogue.
      const call: CallDefinition = CALLS[key];
      const allowed: readonly string[] = call.query ?? [];
      for (const name of sent.query.keys()) expect(allowed).toContain(name);
    },
  );

  it('the answers come back by the catalogue kind', async () => {
    const server = await recordingServer();
    const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => CODE });
    expect(await api.status()).toEqual({ answeredBy: 'status' });
    expect(await api.calendarFile({ slotId: '1' })).toBe('BEGIN:VCALENDAR');
    expect(await api.markCodeNoted()).toBeUndefined();
    expect(await api.bookInPerson(BOOKING)).toBeUndefined();
  });

  it('a state-changing call without payload sends an empty JSON object', async () => {
    const server = await recordingServer();
    const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => CODE });
    await api.cancelReservation();
    expect(server.last().body).toEqual({});
    await api.resendBookingPin();
    expect(server.last().body).toEqual({});
    await api.resendBookingPin({ receiver: 'video@example.org' });
    expect(server.last().body).toEqual({ receiver: 'video@example.org' });
  });
});

describe('the session on the wire: code, token, application type', () => {
  it('without a code the password is empty', async () => {
    const server = await recordingServer();
    await createApiClient({ baseUrl: server.baseUrl }).login({ plz: '10115' });
    expect(decodeBasic(server.last().headers.authorization as string)).toBe(':');
  });

  it('the code is read at every call (the session changes)', async () => {
    const server = await recordingServer();
    let code: string | null = null;
    const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => code });
    await api.isCodeNoted();
    code = 'NPQR-STUV-WXYZ';
    await api.isCodeNoted();
    const [first, second] = server.requests.map((r) =>
      decodeBasic(r.headers.authorization as string),
    );
    expect([first, second]).toEqual([':', ':NPQR-STUV-WXYZ']);
  });

  it('the identification token header only when a token exists', async () => {
    const server = await recordingServer();
    const session: { token?: string } = {};
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => session.token });
    await api.status();
    expect(server.last().headers[IDENTIFICATION_TOKEN_HEADER]).toBeUndefined();
    const token = 'eyJhbGciOiJIUzI1NiJ9.e30.sig';
    session.token = token;
    await api.status();
    expect(server.last().headers[IDENTIFICATION_TOKEN_HEADER]).toBe(token);
  });

  it('x-ets-application: none until known, then the type version() resolved', async () => {
    const server = await recordingServer('TSSDISPOSW');
    const api = createApiClient({ baseUrl: server.baseUrl });
    const info = await api.version();
    expect(info).toEqual({
      version: '4.0.0',
      applicationType: 'DISPO',
      applicationTypeHeader: 'TSSDISPOSW',
    });
    expect(server.requests[0]?.headers[APPLICATION_HEADER]).toBeUndefined();
    await api.status();
    expect(server.last().headers[APPLICATION_HEADER]).toBe(HEADER_VALUE_OF.DISPO);
    // DISPO also sets TSS: the search carries dringlichkeit ('' before the first choice, §9).
    await api.search({ plz: '10115', qualifikationen: ['W030'] });
    expect(server.last().query.get('dringlichkeit')).toBe('');
  });

  it('x-ets-application: the type given to the factory wins', async () => {
    const server = await recordingServer('WEB');
    const api = createApiClient({ baseUrl: server.baseUrl, applicationType: 'SURGERY' });
    await api.version();
    await api.status();
    expect(server.last().headers[APPLICATION_HEADER]).toBe(HEADER_VALUE_OF.SURGERY);
  });
});

describe('query, idempotency key and base URL', () => {
  it('the search query is built by the domain: WEB sends no dringlichkeit', async () => {
    const server = await recordingServer();
    const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => CODE });
    await api.search({ plz: '10115', qualifikationen: ['W030', 'W031'], radius: 10 });
    const query = Object.fromEntries(server.last().query);
    expect(query).toEqual({
      allOf: '',
      someOf: 'W030,W031',
      plz: '10115',
      daytime: expect.stringMatching(/^[01]{14}$/),
      bsnr: '',
      radius: '10',
    });
  });

  it('the idempotency key: given, generated for booking and reservation, else none', async () => {
    const server = await recordingServer();
    const api = createApiClient({ baseUrl: server.baseUrl, getCode: () => CODE });
    const header = () => server.last().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];

    await api.bookInPerson(BOOKING, { idempotencyKey: 'schluessel-1' });
    expect(header()).toBe('schluessel-1');
    await api.bookInPerson(BOOKING);
    const generated = header();
    expect(generated).toMatch(UUID);
    await api.bookInPerson(BOOKING);
    expect(header()).not.toBe(generated);
    await api.reserveVideo(BOOKING);
    expect(header()).toMatch(UUID);
    await api.bookVideo({ pin: '123456' });
    expect(header()).toMatch(UUID);

    await api.contactForm(
      { name: 'A', email: 'a@b.de', subject: 'S', message: 'N' },
      { idempotencyKey: 'kontakt-1' },
    );
    expect(header()).toBe('kontakt-1');
    await api.cancelReservation();
    expect(header()).toBeUndefined();
    await api.bookingLookup();
    expect(header()).toBeUndefined();
  });

  it('a baseUrl with a path keeps it as a prefix', async () => {
    const server = await recordingServer();
    // The recording server knows no /proxy paths (404); what counts is where the request went.
    await createApiClient({ baseUrl: `${server.baseUrl}/proxy/` })
      .status()
      .catch(() => undefined);
    expect(server.last().path).toBe(`/proxy${callPath('status')}`);
  });
});
