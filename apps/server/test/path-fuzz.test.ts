// Every route's path parameters, tried with what no id can be (issue #22, finding 3.3: a NUL in
// `/fhir/R4/Schedule/%00` and in the desk's `praxis/profile/%00/deaktivieren` answered 500): NUL,
// invalid UTF-8, a lone surrogate, 3,000 characters, digits beyond bigint. With a practice token
// (both the API's header and FHIR's Bearer), so the request gets past the doors to the handlers.
// A new route is covered as soon as it is registered: the list comes from the app itself.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.ts';
import { insertPractice, seedReference } from './fixtures/booking.ts';
import { freshBsnr } from './fixtures/bsnr.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from './helper.ts';
import { RELAXED_TOKEN_LIMITS } from './fhir/fhir-helper.ts';

const BAD_IDS = [
  '%00',
  'a%00',
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  'x'.repeat(3_000),
  '9'.repeat(40),
  '%2E%2E%2F%2E%2E',
];

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp({
    loadShedding: RELAXED_LOAD_SHEDDING,
    fhirTokenLimits: RELAXED_TOKEN_LIMITS(),
  });
  await seedReference(ctx.db);
  const bsnr = freshBsnr();
  await insertPractice(ctx.db, { bsnr });
  token = await issueToken(TEST_JWT_SECRET, { applicationType: 'SURGERY', subject: bsnr }, 3600);
}, 120_000);
afterAll(() => ctx.close());

/** The routes with parameters in their path, each method once (HEAD is GET's). */
function parameterRoutes() {
  const seen = new Set<string>();
  return ctx.app.registeredRoutes.filter(({ method, url }) => {
    const key = `${method} ${url}`;
    if (method === 'HEAD' || !/[:*]/.test(url) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('path parameters of every route', () => {
  it('never answer 5xx, whatever the id', async () => {
    const routes = parameterRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const { method, url } of routes) {
      for (const bad of BAD_IDS) {
        const path = url.replace(/:[A-Za-z]+/g, bad).replace(/\*$/, bad);
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            [IDENTIFICATION_TOKEN_HEADER]: token,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        if (res.statusCode >= 500)
          problems.push(`${method} ${url} with ${bad.slice(0, 20)}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
