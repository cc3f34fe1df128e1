// The security headers on every port and every kind of answer (issue #26 finding 4.8, finding 4.9): a
// Permissions-Policy that switches off what no app uses, and HSTS only on answers to requests that
// came over HTTPS (behind the load balancer with TRUST_PROXY: `X-Forwarded-Proto: https`).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { APP_KINDS, loadConfig, type AppKind } from '../src/config.ts';
import { HSTS } from '../src/plugins/security-headers.ts';
import { openTestDb, RELAXED_LOAD_SHEDDING, TEST_JWT_SECRET } from './helper.ts';

/** What every port answers: calls, refusals, pages, assets, probes, FHIR, the dev API, bad URLs. */
const REQUESTS: readonly InjectOptions[] = [
  { method: 'GET', url: '/web/api/v4/version' },
  { method: 'GET', url: '/web/api/v4/login?plz=10115' },
  { method: 'DELETE', url: '/web/api/v4/version' },
  {
    method: 'POST',
    url: '/web/api/v4/contact',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken":',
  },
  { method: 'GET', url: '/web/api/v4/%zz' },
  { method: 'GET', url: '/terminservice' },
  { method: 'GET', url: '/terminservice/suche' },
  { method: 'GET', url: '/terminservice/assets/gibt-es-nicht.js' },
  { method: 'GET', url: '/nowhere' },
  { method: 'GET', url: '/healthz' },
  { method: 'GET', url: '/readyz' },
  { method: 'GET', url: '/fhir/R4/metadata' },
  { method: 'GET', url: '/fhir/R4/Slot' },
  { method: 'GET', url: '/fhir/R4/%zz' },
  { method: 'GET', url: '/dev/api/status' },
];

let drop: () => Promise<void>;
const apps = new Map<string, FastifyInstance>();

beforeAll(async () => {
  const opened = await openTestDb();
  drop = opened.drop;
  const build = async (name: string, env: Record<string, string>, kind: AppKind = 'web') => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env });
    const app = await buildApp({
      config,
      db: opened.db,
      jwtSecret: TEST_JWT_SECRET,
      kind,
      loadShedding: RELAXED_LOAD_SHEDDING,
    });
    await app.ready();
    apps.set(name, app);
  };
  for (const kind of APP_KINDS) await build(kind, {}, kind);
  await build('behind a load balancer', { TRUST_PROXY: '1' });
}, 60_000);
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await drop();
});

function sweep(app: FastifyInstance, headers: Record<string, string> = {}) {
  return Promise.all(
    REQUESTS.map(async (request) => {
      const res = await app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...headers },
        remoteAddress: '10.30.0.1',
      });
      return { what: `${request.method} ${request.url} → ${res.statusCode}`, headers: res.headers };
    }),
  );
}

describe('Permissions-Policy', () => {
  it.each(APP_KINDS)(
    'is on every answer of the %s port, switching off what no app uses',
    async (kind) => {
      for (const answer of await sweep(apps.get(kind)!)) {
        const policy = String(answer.headers['permissions-policy'] ?? '');
        for (const feature of [
          'camera=()',
          'microphone=()',
          'geolocation=()',
          'payment=()',
          'usb=()',
        ]) {
          expect(policy, answer.what).toContain(feature);
        }
        // The code's copy button writes to the clipboard.
        expect(policy, answer.what).toContain('clipboard-write=(self)');
      }
    },
  );
});

describe('HSTS', () => {
  it.each(APP_KINDS)(
    'is not sent over plain HTTP on the %s port (the demo on localhost)',
    async (kind) => {
      for (const answer of await sweep(apps.get(kind)!)) {
        expect(answer.headers['strict-transport-security'], answer.what).toBeUndefined();
      }
    },
  );

  it('is sent on every answer behind the load balancer when the request came over HTTPS', async () => {
    const app = apps.get('behind a load balancer')!;
    for (const answer of await sweep(app, { 'x-forwarded-proto': 'https' })) {
      // A URL Fastify cannot decode is answered before it reads X-Forwarded-Proto.
      if (answer.what.includes('%zz')) continue;
      expect(answer.headers['strict-transport-security'], answer.what).toBe(HSTS);
    }
    for (const answer of await sweep(app, { 'x-forwarded-proto': 'http' })) {
      expect(answer.headers['strict-transport-security'], answer.what).toBeUndefined();
    }
  });

  it('a client cannot claim HTTPS without TRUST_PROXY: its X-Forwarded-Proto is not believed', async () => {
    for (const answer of await sweep(apps.get('web')!, { 'x-forwarded-proto': 'https' })) {
      expect(answer.headers['strict-transport-security'], answer.what).toBeUndefined();
    }
  });
});
