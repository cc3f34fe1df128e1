import { APPLICATION_TYPE_HEADER, IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { resolveApplicationType } from '@terminservice/domain/application-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

async function versionType(headers: Record<string, string> = {}, url = '/web/api/v4/version') {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { res, type: resolveApplicationType(res.headers[APPLICATION_TYPE_HEADER] as string) };
}

describe('application type from what the server can verify', () => {
  it('without a token the type is WEB', async () => {
    const { res, type } = await versionType();
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^\d+\.\d+\.\d+$/);
    expect(type).toBe('WEB');
  });

  it('a client cannot claim a type through the x-ets-application header', async () => {
    const { type } = await versionType({ 'x-ets-application': 'TSS' });
    expect(type).toBe('WEB');
  });

  it.each(['TSS', 'DISPO', 'SURGERY'] as const)('a valid %s token gives %s', async (t) => {
    const token = await issueToken(TEST_JWT_SECRET, { applicationType: t, subject: 'test' }, 600);
    const { type } = await versionType({ [IDENTIFICATION_TOKEN_HEADER]: token });
    expect(type).toBe(t);
  });

  it('an API call with the token in the URL is refused: the API takes it from the header only', async () => {
    const token = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'SURGERY', subject: 'p' },
      600,
    );
    for (const url of [`/web/api/v4/version?token=${token}`, '/web/api/v4/version?token=']) {
      const { res } = await versionType({}, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        code: 'WP003',
        text: 'ungültiger Input',
        field: 'query.token',
      });
    }
    // Also next to a valid header: a URL with a token is never accepted.
    const { res } = await versionType(
      { [IDENTIFICATION_TOKEN_HEADER]: token },
      `/web/api/v4/version?token=${token}`,
    );
    expect(res.statusCode).toBe(400);
  });

  it('an expired token is refused with WP005 mentioning JWT', async () => {
    const past = new Date(Date.now() - 3_600_000);
    const token = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'TSS', subject: 't' },
      60,
      past,
    );
    const { res } = await versionType({ [IDENTIFICATION_TOKEN_HEADER]: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toEqual({ code: 'WP005', text: 'JWT abgelaufen' });
  });

  it('a token signed with another secret is refused', async () => {
    const token = await issueToken(
      'another-secret-another-secret-0000',
      { applicationType: 'TSS', subject: 't' },
      600,
    );
    const { res } = await versionType({ [IDENTIFICATION_TOKEN_HEADER]: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('WP005');
  });

  it('garbage in the token header is refused, not a 500', async () => {
    const { res } = await versionType({ [IDENTIFICATION_TOKEN_HEADER]: 'a.b.c' });
    expect(res.statusCode).toBe(401);
  });

  it('an empty token header is an invalid token, not a missing one (401)', async () => {
    const { res } = await versionType({ [IDENTIFICATION_TOKEN_HEADER]: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('WP005');
  });

  it('a known SMED facility pseudonym gives SMED, an unknown one WEB', async () => {
    await ctx.db.exec(`
      INSERT INTO kv_regionen (id, name) VALUES ('72', 'Kassenärztliche Vereinigung Berlin') ON CONFLICT DO NOTHING;
      INSERT INTO praxen (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id, smed_pseudonym)
      VALUES ('smed-test', '721234500', 'Praxis Test', 'Hauptstraße 1', '10115', 'Berlin', 52.53, 13.38, '72', 'PSEUDO-TEST-1');
    `);
    expect((await versionType({ 'x-ets-smed-pseudonym': 'PSEUDO-TEST-1' })).type).toBe('SMED');
    expect((await versionType({ 'x-ets-smed-pseudonym': 'UNBEKANNT' })).type).toBe('WEB');
  });
});

describe('feature toggles and status', () => {
  it('feature toggles are a list of key/value items', async () => {
    await ctx.db.query(
      "INSERT INTO feature_toggles (schluessel, wert) VALUES ('tss_reservierungsabschluss', 'true')",
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/featuretoggles/abrufen' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ key: 'tss_reservierungsabschluss', value: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('status is empty without a message and shows the active one', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/status' });
    expect(res.json()).toEqual({ status: '' });
    await ctx.db.query(
      "INSERT INTO statusmeldungen (text) VALUES ('Wartungsarbeiten heute ab 22 Uhr.')",
    );
    res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/status' });
    expect(res.json()).toEqual({ status: 'Wartungsarbeiten heute ab 22 Uhr.' });
  });
});

describe('app pages and the token query (§2 SURGERY: /terminservice?token=…)', () => {
  it('serves the page whatever the token says; the API refuses a bad token with WP005', async () => {
    const expired = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'SURGERY', subject: 'p' },
      60,
      new Date(Date.now() - 3_600_000),
    );
    for (const token of [expired, 'not-a-token']) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/terminservice?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const api = await ctx.app.inject({
        method: 'GET',
        url: '/web/api/v4/version',
        headers: { [IDENTIFICATION_TOKEN_HEADER]: token },
      });
      expect(api.statusCode).toBe(401);
      expect(api.body).toContain('WP005');
      expect(api.body).toContain('JWT');
    }
  });
});
