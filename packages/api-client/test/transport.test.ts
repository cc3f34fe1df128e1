// What the client puts on the wire and how it treats slow and failing servers, against small real
// HTTP servers started here (Fastify on a free port): one that records every request, one that
// waits, and ones that fail on purpose. No mocks: the client talks HTTP to a socket.
import {
  APPLICATION_HEADER,
  APPLICATION_TYPE_HEADER,
  CALLS,
  DEFAULT_REQUEST_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  callPath,
  type CallDefinition,
  type CallKey,
} from '@terminservice/domain/api';
import { HEADER_VALUE_OF } from '@terminservice/domain/application-type';
import {
  ApiError,
  InvalidResponseError,
  RequestTimeoutError,
  TIMEOUT_ERROR_CODE,
  resolveError,
  toParsedServerError,
} from '@terminservice/domain/errors';
import { AVAILABILITY_TIMEOUT_MS, GET_RETRIES } from '@terminservice/domain/limits';
import type { BookingRequest } from '@terminservice/domain/validation';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/index.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const started: FastifyInstance[] = [];

/** A server on a free local port answering every method and path with `handler`. */
async function tinyServer(handler: Handler): Promise<string> {
  // Closing ends open connections too, also those of requests the client gave up on.
  const app = Fastify({ forceCloseConnections: true });
  app.all('/*', handler);
  started.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

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
  calendarFile: (api) => api.calendarFile({ slotId: '1' }),
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
};

interface Recorded {
  readonly key: CallKey | undefined;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

function callOf(method: string, path: string): CallKey | undefined {
  return (Object.keys(CALLS) as CallKey[]).find(
    (key) => CALLS[key].method === method && callPath(key) === path,
  );
}

/**
 * Records every request and answers as the catalogue says the call answers: JSON, text (with the
 * application-type header on version) or 204.
 */
async function recordingServer(applicationTypeHeader = 'WEB') {
  const requests: Recorded[] = [];
  const baseUrl = await tinyServer((request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const key = callOf(request.method, url.pathname);
    requests.push({
      key,
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: request.body,
    });
    if (key === undefined) return reply.code(404).send({ errors: [], referenceId: 'x' });
    const kind = CALLS[key].response;
    if (kind === 'empty') return reply.code(204).send();
    if (key === 'version') {
      return reply
        .header(APPLICATION_TYPE_HEADER, applicationTypeHeader)
        .type('text/plain')
        .send('4.0.0');
    }
    if (kind === 'text') return reply.type('text/calendar').send('BEGIN:VCALENDAR');
    if (key === 'login') return { kv: '72', qualifikationen: ['W030'] };
    return { answeredBy: key };
  });
  return { baseUrl, requests, last: () => requests.at(-1) as Recorded };
}

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
      expect(sent.path).toBe(callPath(key));
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

describe('timeouts', () => {
  it('a slow answer is a RequestTimeoutError named TimeoutError, not retried', async () => {
    let hits = 0;
    const baseUrl = await tinyServer(async () => {
      hits += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return { status: 'zu spät' };
    });
    const api = createApiClient({ baseUrl, timeoutMs: 100 });
    const started = Date.now();
    const error: unknown = await api.status().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ name: TIMEOUT_ERROR_CODE, timeoutMs: 100 });
    expect(toParsedServerError(error).errorCodes).toEqual([TIMEOUT_ERROR_CODE]);
    expect(resolveError('search', toParsedServerError(error))?.message).toBe(
      'Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.',
    );
    expect(hits).toBe(1);
  });

  it('availability times out after 4000 ms while other calls wait longer', async () => {
    const baseUrl = await tinyServer(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, AVAILABILITY_TIMEOUT_MS + 400));
      return request.url.endsWith(CALLS.availability.path)
        ? { termineVorhanden: true }
        : { status: '' };
    });
    const api = createApiClient({ baseUrl });
    const started = Date.now();
    const [availability, status] = await Promise.allSettled([
      api.availability({ postleitzahl: '10115', leistungsmerkmale: ['W030'] }),
      api.status(),
    ]);
    expect(availability.status).toBe('rejected');
    const reason = (availability as PromiseRejectedResult).reason as RequestTimeoutError;
    expect(reason).toBeInstanceOf(RequestTimeoutError);
    expect(reason.timeoutMs).toBe(AVAILABILITY_TIMEOUT_MS);
    expect(status).toEqual({ status: 'fulfilled', value: { status: '' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(AVAILABILITY_TIMEOUT_MS);
  });

  it('an abort by the caller stays an abort', async () => {
    const baseUrl = await tinyServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return {};
    });
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).status({ signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
  });
});

/** A server failing the first `failures` requests with `status`, then answering 200. */
async function failingServer(
  status: number,
  failures: number,
  headers: Record<string, string> = {},
): Promise<{ baseUrl: string; hits: () => number }> {
  let hits = 0;
  const baseUrl = await tinyServer((_request, reply) => {
    hits += 1;
    if (hits <= failures) {
      return reply
        .code(status)
        .headers(headers)
        .send({ errors: [{ code: 'OVERLOADED', text: 'Bitte später.' }], referenceId: 'ref-1' });
    }
    return reply.send({ status: 'ok', termineVorhanden: true });
  });
  return { baseUrl, hits: () => hits };
}

describe('retries', () => {
  it('a GET that fails twice with 503 succeeds on the third attempt', async () => {
    const server = await failingServer(503, 2, { 'retry-after': '0' });
    const answer = await createApiClient({ baseUrl: server.baseUrl }).status();
    expect(answer).toEqual({ status: 'ok', termineVorhanden: true });
    expect(server.hits()).toBe(3);
  });

  it('waits as long as the 503 Retry-After asks', async () => {
    const server = await failingServer(503, 1, { 'retry-after': '1' });
    const started = Date.now();
    await createApiClient({ baseUrl: server.baseUrl }).status();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.hits()).toBe(2);
  });

  it('gives up after GET_RETRIES repeats with the parsed server error', async () => {
    const server = await failingServer(503, Infinity, { 'retry-after': '0' });
    const error: unknown = await createApiClient({ baseUrl: server.baseUrl })
      .status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      serverError: { errorCodes: ['OVERLOADED'], errorText: 'Bitte später.', referenceId: 'ref-1' },
    });
    expect(server.hits()).toBe(1 + GET_RETRIES);
  });

  it('a 500 is repeated too (with backoff)', async () => {
    const server = await failingServer(500, 1);
    await createApiClient({ baseUrl: server.baseUrl }).status();
    expect(server.hits()).toBe(2);
  });

  it.each([400, 401, 404])('a GET answered %i is not repeated', async (status) => {
    const server = await failingServer(status, Infinity);
    const error: unknown = await createApiClient({ baseUrl: server.baseUrl })
      .status()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status });
    expect(server.hits()).toBe(1);
  });

  it('a POST is never repeated', async () => {
    const server = await failingServer(503, 2, { 'retry-after': '0' });
    const error: unknown = await createApiClient({ baseUrl: server.baseUrl })
      .availability({ postleitzahl: '10115', leistungsmerkmale: ['W030'] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 503 });
    expect(server.hits()).toBe(1);
  });

  it('not when the server asks to wait longer than a request may take', async () => {
    const server = await failingServer(429, Infinity, { 'retry-after': '120' });
    const started = Date.now();
    const error: unknown = await createApiClient({ baseUrl: server.baseUrl })
      .status()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 429 });
    expect(server.hits()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('answers that are not what they should be', () => {
  it('an error page that is not JSON: ApiError without codes', async () => {
    const baseUrl = await tinyServer((_request, reply) =>
      reply.code(502).type('text/html').send('<html><body>Bad Gateway</body></html>'),
    );
    const error: unknown = await createApiClient({ baseUrl })
      .contactForm({ name: 'A', email: 'a@b.de', subject: 'S', message: 'N' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverError).toEqual({
      errorCodes: [],
      errorText: '',
      referenceId: null,
    });
    expect((error as ApiError).message).toBe('HTTP 502');
  });

  it('an empty answer where JSON is due: InvalidResponseError', async () => {
    const baseUrl = await tinyServer((_request, reply) => reply.code(200).send());
    const error: unknown = await createApiClient({ baseUrl })
      .status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
  });

  it('a success page that is not JSON: InvalidResponseError', async () => {
    const baseUrl = await tinyServer((_request, reply) =>
      reply.type('text/html').send('<html>Wartung</html>'),
    );
    const error: unknown = await createApiClient({ baseUrl })
      .qualifications()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
  });

  it('a login answer without kv: InvalidResponseError (§3)', async () => {
    const baseUrl = await tinyServer(() => ({ qualifikationen: ['W030'] }));
    const error: unknown = await createApiClient({ baseUrl })
      .login({ plz: '10115' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
  });
});

describe('options', () => {
  it('takes getters, a fetch implementation and a per-call timeout function', async () => {
    const baseUrl = await tinyServer(() => ({ status: '' }));
    const seen: string[] = [];
    const options: ApiClientOptions = {
      baseUrl,
      getCode: () => CODE,
      getToken: () => null,
      applicationType: () => 'WEB',
      timeoutMs: (key) => (key === 'status' ? 5_000 : 1_000),
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    };
    expect(await createApiClient(options).status()).toEqual({ status: '' });
    expect(seen).toEqual([`${baseUrl}${callPath('status')}`]);
  });
});
