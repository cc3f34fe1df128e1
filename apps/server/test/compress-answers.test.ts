// API answers are gzip-compressed for clients that accept it (plugins/compress-answers.ts).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

// The OpenAPI document is a large API answer that needs no data.
const LARGE = '/web/api/v4/openapi.json';

describe('compressed API answers', () => {
  it('a large answer is gzip for a client that accepts gzip, and decodes to the same JSON', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: LARGE });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const zipped = await ctx.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Security and cache headers stay.
    expect(zipped.headers['content-security-policy']).toContain("script-src 'self'");
    expect(zipped.headers['cache-control']).toBe('no-store');
  });

  it('gzip;q=0 and other codings get the plain answer', async () => {
    for (const header of ['gzip;q=0', 'br', 'identity', 'gzip; q=0.0, br']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: LARGE,
        headers: { 'accept-encoding': header },
      });
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(() => res.json()).not.toThrow();
    }
    const star = await ctx.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': '*' },
    });
    expect(star.headers['content-encoding']).toBe('gzip');
  });

  it('small answers and errors stay plain', async () => {
    const version = await ctx.app.inject({
      method: 'GET',
      url: '/web/api/v4/version',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(version.headers['content-encoding']).toBeUndefined();
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/web/api/v4/nirgends',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.json().errors[0].code).toBeDefined();
  });
});
