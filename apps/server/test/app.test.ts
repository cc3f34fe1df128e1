import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { registerSecurityHeaders } from '../src/plugins/security-headers.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  registerAppPage,
} from '../src/routes/app-page.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('the server shell', () => {
  it('applies the migrations', async () => {
    const rows = await ctx.db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows.map((r) => r.name)).toContain('0001_schema.sql');
  });

  it('answers an unknown API path with 404 in the spec error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.errors).toEqual([{ code: 'NOT_FOUND', text: expect.any(String) }]);
    expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/gibt-es-nicht',
      headers: { 'content-type': 'application/json' },
      payload: '{"kaputt":',
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  // §7 "mark as noted: call by code, empty body" with the JSON headers every call carries.
  it('reads an empty JSON body as no body, and still refuses prototype poisoning', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/buchungsinformationen/vermittlungscode/notiert/speichern',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // No code was sent: refused for that reason, not for the body.
    expect(empty.statusCode).toBe(401);
    expect(empty.json().errors[0].code).toBe('WP042');

    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().errors[0].code).toBe('WP003');
  });

  it('sends strict security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/terminservice' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    // Over plain HTTP no HSTS (issue #26 finding 4.9); over HTTPS: security-headers.test.ts.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves a plain page until the app is built', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/terminservice/suche' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="de"');
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After when more requests are in flight than allowed', async () => {
    const shed = await startTestApp({
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 1_000, retryAfterSeconds: 7 },
    });
    try {
      const res = await shed.app.inject({ method: 'GET', url: '/web/api/v4/status' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json().errors[0].code).toBe('OVERLOADED');
      // Only calls are shed: the page still comes, and the app shows its own calm retry.
      const page = await shed.app.inject({ method: 'GET', url: '/terminservice' });
      expect(page.statusCode).not.toBe(503);
    } finally {
      await shed.close();
    }
  });
});

describe('serving a built app (apps/<kind>/dist)', () => {
  const INDEX =
    '<!doctype html><html lang="de"><head><script type="module" src="/terminservice/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';
  let dist: string;
  let app: FastifyInstance;

  async function serve(distDir: string): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandler(instance);
    await registerSecurityHeaders(instance);
    registerAppPage(instance, 'web', { distDir });
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets/static/pages'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/index-AbCd1234.js'), 'console.log("app");');
    writeFileSync(join(dist, 'assets/static/pages/page-faq.md'), '# Häufige Fragen');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await serve(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at /terminservice, revalidated every time, under the strict CSP', async () => {
    for (const url of ['/terminservice', '/terminservice/', '/terminservice/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
      expect(res.body).toBe(INDEX);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/terminservice/assets/index-AbCd1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(res.body).toBe('console.log("app");');
  });

  it('revalidates files that keep their name: the static markdown pages and the icon', async () => {
    for (const url of [
      '/terminservice/assets/static/pages/page-faq.md',
      '/terminservice/favicon.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
    }
    const md = await app.inject({
      method: 'GET',
      url: '/terminservice/assets/static/pages/page-faq.md',
    });
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.body).toBe('# Häufige Fragen');
  });

  it('answers every app path without a file extension with index.html (§2 route table)', async () => {
    for (const url of [
      '/terminservice/faq',
      '/terminservice/suche/ABCD-EFGH-KLMN/10115/W030',
      '/terminservice/gibt-es-nicht?x=1',
      '/datenschutz',
      '/impressum',
      '/barrierefreiheit',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE_CONTROL);
    }
  });

  it('answers a missing file with 404 instead of the page', async () => {
    for (const url of ['/terminservice/assets/gibt-es-nicht-1234.js', '/terminservice/x.css']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toBe(INDEX);
    }
  });

  it('serves the plain page when the app is not built', async () => {
    const plain = await serve(join(dist, 'not-built'));
    try {
      const res = await plain.inject({ method: 'GET', url: '/terminservice/faq' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Diese Anwendung ist noch nicht gebaut.');
      expect((await plain.inject({ method: 'GET', url: '/' })).statusCode).toBe(302);
    } finally {
      await plain.close();
    }
  });
});
