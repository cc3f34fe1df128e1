// The practice door as an attacker tries it (issue #22, section 3): withdrawn tokens, a token that
// floods, ids no resource can have, a URL too long, caches on the way, a forged Host header and
// repeated extensions. Each case failed before its fix.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { decodeJwt } from 'jose';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_LIMITS, TokenLimits } from '../../src/routes/fhir/token-limits.ts';
import { withdrawTokens } from '../../src/services/operations/tokens.ts';
import {
  practiceToken,
  scheduleBody,
  startFhirServer,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let practice: FhirPractice;

/** Strict enough to reach in a test: 3 at once after a pause, then 1 a second, 2 in flight. */
const STRICT = { ...DEFAULT_TOKEN_LIMITS, perSecond: 1, burst: 3, inFlight: 2 };

beforeAll(async () => {
  server = await startFhirServer({ fhirTokenLimits: new TokenLimits(STRICT) });
  practice = await server.practice();
}, 180_000);
afterAll(() => server.close());

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** A raw HTTP request, so that Host and the URL are exactly what an attacker sends. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(port), method, path, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function outcomeCode(answer: Answer): string {
  expect(answer.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const body = JSON.parse(answer.text) as {
    resourceType: string;
    issue: { details: { coding: { code: string }[] } }[];
  };
  expect(body.resourceType).toBe('OperationOutcome');
  return body.issue[0]!.details.coding[0]!.code;
}

/** A fresh token of the practice; each test gets its own bucket. */
const freshToken = () => practiceToken(practice.bsnr);

describe('3.1 a withdrawn token opens FHIR no more than the desk', () => {
  it.each(['token', 'subject'] as const)('withdrawn by --%s', async (kind) => {
    // A practice of its own: withdrawing a subject withdraws every token issued up to then.
    const token = await practiceToken((await server.practice()).bsnr);
    expect((await send('GET', '/fhir/R4/Schedule', bearer(token))).status).toBe(200);
    const claims = decodeJwt(token);
    await withdrawTokens(
      server.ctx.db,
      'test',
      kind === 'token' ? { kind, id: claims.jti! } : { kind, subject: claims.sub! },
    );
    const fhir = await send('GET', '/fhir/R4/Schedule', bearer(token));
    expect(fhir.status).toBe(401);
    expect(outcomeCode(fhir)).toBe('FH002');
    expect(fhir.text).toContain('widerrufen');
    const desk = await send('GET', '/web/api/v4/praxis/profile', {
      [IDENTIFICATION_TOKEN_HEADER]: token,
    });
    expect(desk.status).toBe(401);
    expect(JSON.parse(desk.text).errors[0]).toMatchObject({ code: 'WP005' });
  });
});

describe('3.2 one token cannot take the process', () => {
  it('over its burst: 429 with Retry-After, before the body is read; another token is served', async () => {
    const token = await freshToken();
    const statuses: number[] = [];
    for (let i = 0; i < STRICT.burst + 1; i += 1) {
      const answer = await send('GET', '/fhir/R4/Schedule', bearer(token));
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(outcomeCode(answer)).toBe('FH024');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send('GET', '/fhir/R4/Schedule', bearer(await freshToken()))).status).toBe(200);
  });

  it('more requests in flight than allowed: 429 while the others are still being sent', async () => {
    const token = await freshToken();
    const { port } = new URL(server.origin);
    // Two uploads that never finish hold both places of the token.
    const held = Array.from({ length: STRICT.inFlight }, () => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/fhir/R4/Schedule',
        headers: {
          ...bearer(token),
          'content-type': 'application/fhir+json',
          'content-length': '100',
        },
      });
      req.on('error', () => undefined);
      req.write('{"resourceType":');
      return req;
    });
    let third: Answer;
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      third = await send('GET', '/fhir/R4/Schedule', bearer(token));
    } finally {
      for (const req of held) req.destroy();
    }
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    // The places are free again once those connections are gone.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await send('GET', '/fhir/R4/Schedule', bearer(token))).status).toBe(200);
  });
});

describe('3.2 a form body of one name repeated (POST _search)', () => {
  it('is read in linear time: 16,000 repeats in 64 KiB are answered at once, not after 40 s', async () => {
    const token = await freshToken();
    const body = Array(16_000)
      .fill('_count=1')
      .join('&')
      .slice(0, 63 * 1024);
    const start = performance.now();
    const answer = await send(
      'POST',
      '/fhir/R4/Slot/_search',
      { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    );
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    // A loose bound against the quadratic copy (41 s on this machine), not a benchmark.
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe('3.3 ids no resource can have', () => {
  it('NUL, too long or no FHIR id: 4xx OperationOutcome on FHIR, 4xx on the desk, never 500', async () => {
    const token = await freshToken();
    for (const id of ['%00', 'a%00b', 'x'.repeat(3_000), '%C3%28', '..%2F..']) {
      const fhir = await send('GET', `/fhir/R4/Schedule/${id}`, bearer(token));
      expect(fhir.status, id).toBeGreaterThanOrEqual(400);
      expect(fhir.status, id).toBeLessThan(500);
      outcomeCode(fhir);
    }
    const desk = await send('POST', '/web/api/v4/praxis/profile/%00/deaktivieren', {
      [IDENTIFICATION_TOKEN_HEADER]: await freshToken(),
    });
    expect(desk.status).toBeGreaterThanOrEqual(400);
    expect(desk.status).toBeLessThan(500);
  });
});

describe('3.4 a URL too long for the HTTP parser', () => {
  it('answers 431 as an OperationOutcome under /fhir/R4, in the API shape elsewhere', async () => {
    const long = 'x'.repeat(20_000);
    const fhir = await send('GET', `/fhir/R4/Slot?start=${long}`);
    expect(fhir.status).toBe(431);
    expect(outcomeCode(fhir)).toBe('WP003');
    const api = await send('GET', `/web/api/v4/version?x=${long}`);
    expect(api.status).toBe(431);
    expect(JSON.parse(api.text).errors[0].code).toBe('WP003');
  });
});

describe('3.5 and 3.6 answers: no cache keeps them, no Host header shapes them', () => {
  it('every FHIR answer says no-store; Location and links name the configured address', async () => {
    const token = await freshToken();
    const forged = { ...bearer(token), host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const created = await send(
      'POST',
      '/fhir/R4/Schedule',
      { ...forged, 'content-type': 'application/fhir+json' },
      JSON.stringify(scheduleBody()),
    );
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.headers.location).toMatch(new RegExp(`^${server.fhirBase}/Schedule/`));
    const search = await send('GET', '/fhir/R4/Schedule?_count=1', forged);
    expect(search.headers['cache-control']).toBe('no-store');
    expect(search.text).not.toContain('evil.example');
    expect(search.text).toContain(server.fhirBase);
    const refused = await send('GET', '/fhir/R4/Schedule/unknown', forged);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('3.7 repeated extensions and values', () => {
  it('300 copies of one booking authority are refused by FHIR and by the desk', async () => {
    const token = await freshToken();
    const base = scheduleBody();
    const copy = base.extension.find((e) => 'valueCode' in e)!;
    const flooded = { ...base, extension: [...base.extension, ...Array(300).fill(copy)] };
    const fhir = await send(
      'POST',
      '/fhir/R4/Schedule',
      { ...bearer(token), 'content-type': 'application/fhir+json' },
      JSON.stringify(flooded),
    );
    expect(fhir.status).toBe(400);
    expect(outcomeCode(fhir)).toBe('FH007');
    const desk = await send(
      'POST',
      '/web/api/v4/praxis/profile',
      { [IDENTIFICATION_TOKEN_HEADER]: await freshToken(), 'content-type': 'application/json' },
      JSON.stringify({
        name: 'Sprechstunde',
        dauerMinuten: 15,
        termintyp: 'PRAESENZTERMIN',
        leistungsmerkmale: ['W030'],
        buchungsbefugnisse: ['PATIENT', 'PATIENT'],
      }),
    );
    expect(desk.status).toBe(400);
    expect(desk.text).toContain('Jeder Wert darf nur einmal vorkommen.');
  });
});
