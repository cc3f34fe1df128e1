// How the client treats slow, failing and odd servers, against small real HTTP servers that wait or
// fail on purpose (tiny-servers.ts): answers that are not what they should be, retries, timeouts,
// and the client's options. The tight timeouts come after the first requests of the file: a
// worker's first fetch takes its own time to start on a busy machine.
import { CALLS, callPath } from '@terminservice/domain/api';
import {
  ApiError,
  InvalidResponseError,
  RequestTimeoutError,
  TIMEOUT_ERROR_CODE,
  resolveError,
  toParsedServerError,
} from '@terminservice/domain/errors';
import { AVAILABILITY_TIMEOUT_MS, GET_RETRIES } from '@terminservice/domain/limits';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../src/index.ts';
import { closeTinyServers, failingServer, tinyServer } from './tiny-servers.ts';

afterEach(closeTinyServers);

const CODE = 'ABCD-FGHJ-KLMN';

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
    // The wait goes with the error, so the app can say how long (ADR 15).
    expect(error).toMatchObject({ name: 'ApiError', status: 429, retryAfterMs: 120_000 });
    expect(server.hits()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
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
