import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('sends strict security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/terminservice' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
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
      const res = await shed.app.inject({ method: 'GET', url: '/terminservice' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json().errors[0].code).toBe('OVERLOADED');
    } finally {
      await shed.close();
    }
  });
});
