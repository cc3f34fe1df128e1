// The dev API: codes, outbox and tokens in demo mode; 404 outside it.
import { APPLICATION_TYPE_HEADER, IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { resolveApplicationType } from '@terminservice/domain/application-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../src/auth/tokens.ts';
import { DEV_FAULT_HEADER } from '../src/routes/dev/faults.ts';
import { DEV_OUTBOX_LIMIT } from '../src/routes/dev/index.ts';
import { deliverDue } from '../src/services/messages/delivery.ts';
import { enqueueMessage } from '../src/services/kernel/outbox.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { API, basicAuth, insertPractice, insertRegion } from './fixtures/codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await insertRegion(ctx.db);
});
afterAll(() => ctx.close());

function dev(method: 'GET' | 'POST', path: string, payload?: object) {
  return ctx.app.inject({ method, url: `/dev/api/${path}`, ...(payload ? { payload } : {}) });
}

async function typeOf(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API}/version`, headers });
  return resolveApplicationType(res.headers[APPLICATION_TYPE_HEADER] as string);
}

describe('dev API in demo mode', () => {
  it('is on by default outside production', () => {
    expect(ctx.config.demo).toBe(true);
  });

  it('GET status tells the dev module that demo mode is on', async () => {
    const res = await dev('GET', 'status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demo: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('POST codes issues a code that logs in', async () => {
    const res = await dev('POST', 'codes', { leistungsmerkmal: 'w030', dringlichkeit: 'AKUT' });
    expect(res.statusCode).toBe(200);
    const { code } = res.json() as { code: string };
    const [row] = await ctx.db.query(
      'SELECT leistungsmerkmal, dringlichkeit, ausgestellt_von FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(row).toEqual({
      leistungsmerkmal: 'W030',
      dringlichkeit: 'AKUT',
      ausgestellt_von: 'dev',
    });
    const login = await ctx.app.inject({
      method: 'GET',
      url: `${API}/login?plz=10115`,
      headers: basicAuth(code),
    });
    expect(login.json()).toMatchObject({ kv: '72', qualifikationen: ['W030'] });
  });

  it('POST codes defaults to DRINGEND', async () => {
    const { code } = (await dev('POST', 'codes', { leistungsmerkmal: 'A001' })).json() as {
      code: string;
    };
    const [row] = await ctx.db.query<{ dringlichkeit: string }>(
      'SELECT dringlichkeit FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(row!.dringlichkeit).toBe('DRINGEND');
  });

  it('POST codes refuses bad input with WP003', async () => {
    for (const body of [
      {},
      { leistungsmerkmal: 'Augenarzt' },
      { leistungsmerkmal: 'W030', dringlichkeit: 'SOFORT' },
    ]) {
      const res = await dev('POST', 'codes', body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('WP003');
    }
  });

  it('GET outbox lists messages newest first, filterable by receiver, at most 50', async () => {
    await ctx.db.query('DELETE FROM outbox');
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'erste@example.org',
      subject: 'Erste',
      text: 'eins',
    });
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491701112223', text: 'zwei' });
    let res = await dev('GET', 'outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      messages: [
        { channel: 'sms', to: '+491701112223', subject: '', text: 'zwei', sentAt: null },
        { channel: 'email', to: 'erste@example.org', subject: 'Erste', text: 'eins', sentAt: null },
      ],
    });

    await deliverDue(ctx.db, { close() {} }, { demo: true });
    res = await dev('GET', 'outbox?to=ERSTE@example.org');
    const messages = (res.json() as { messages: { to: string; sentAt: string }[] }).messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toBe('erste@example.org');
    expect(new Date(messages[0]!.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    for (let i = 0; i < DEV_OUTBOX_LIMIT + 5; i++) {
      await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000000', text: `n${i}` });
    }
    const all = (await dev('GET', 'outbox')).json() as { messages: { text: string }[] };
    expect(all.messages).toHaveLength(DEV_OUTBOX_LIMIT);
    expect(all.messages[0]!.text).toBe(`n${DEV_OUTBOX_LIMIT + 4}`);
  });

  it('GET outbox shows the identity PIN of the no-code flow', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/email`,
      payload: { plz: '10115', receiver: 'e2e@example.org', leistungsmerkmal: 'W030' },
    });
    expect(res.statusCode).toBe(200);
    const { messages } = (await dev('GET', 'outbox?to=e2e@example.org')).json() as {
      messages: { text: string }[];
    };
    expect(messages[0]!.text).toMatch(/PIN lautet: \d{6}/);
  });

  it.each(['TSS', 'DISPO', 'SURGERY'] as const)('POST tokens issues a %s token', async (type) => {
    const res = await dev('POST', 'tokens', { applicationType: type, subject: 'e2e-1', hours: 2 });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const check = await verifyToken(TEST_JWT_SECRET, token);
    expect(check).toMatchObject({ ok: true, claims: { applicationType: type, subject: 'e2e-1' } });
    expect(await typeOf({ [IDENTIFICATION_TOKEN_HEADER]: token })).toBe(type);
  });

  it('POST tokens names a default subject and refuses bad input', async () => {
    const { token } = (await dev('POST', 'tokens', { applicationType: 'TSS' })).json() as {
      token: string;
    };
    expect(await verifyToken(TEST_JWT_SECRET, token)).toMatchObject({
      claims: { subject: 'dev-tss' },
    });
    for (const body of [
      {},
      { applicationType: 'WEB' },
      { applicationType: 'TSS', hours: 0 },
      { applicationType: 'TSS', subject: 'mit leerzeichen' },
    ]) {
      const res = await dev('POST', 'tokens', body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('WP003');
    }
  });

  it("POST tokens issues a KV token: the KBV's '*' by default, or one KV (issue #24 part 2)", async () => {
    const { token } = (await dev('POST', 'tokens', { applicationType: 'KV' })).json() as {
      token: string;
    };
    expect(await verifyToken(TEST_JWT_SECRET, token)).toMatchObject({
      claims: { applicationType: 'KV', subject: '*' },
    });
    expect(await typeOf({ [IDENTIFICATION_TOKEN_HEADER]: token })).toBe('KV');
    const one = await dev('POST', 'tokens', { applicationType: 'KV', subject: '72' });
    expect(one.statusCode).toBe(200);
    for (const body of [
      { applicationType: 'KV', subject: 'e2e-1' },
      { applicationType: 'TSS', subject: '*' },
    ]) {
      expect((await dev('POST', 'tokens', body)).statusCode).toBe(400);
    }
  });

  it('POST tokens with expired: true issues a token the server refuses as expired', async () => {
    const res = await dev('POST', 'tokens', { applicationType: 'TSS', expired: true });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect(await verifyToken(TEST_JWT_SECRET, token)).toEqual({ ok: false, reason: 'expired' });
    const version = await ctx.app.inject({
      method: 'GET',
      url: `${API}/version`,
      headers: { [IDENTIFICATION_TOKEN_HEADER]: token },
    });
    expect(version.statusCode).toBe(401);
    expect(version.json()).toMatchObject({ errors: [{ code: 'WP005', text: 'JWT abgelaufen' }] });
  });

  it('POST tokens for SMED answers a known pseudonym, 404 when there is none', async () => {
    const none = await dev('POST', 'tokens', { applicationType: 'SMED' });
    expect(none.statusCode).toBe(404);
    expect((none.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('NOT_FOUND');

    await insertPractice(ctx.db, { id: 'smed-b', smedPseudonym: 'PSEUDO-DEV-B' });
    await insertPractice(ctx.db, { id: 'smed-a', smedPseudonym: 'PSEUDO-DEV-A', entfernt: true });
    const res = await dev('POST', 'tokens', { applicationType: 'SMED' });
    expect(res.json()).toEqual({ token: 'PSEUDO-DEV-B' });
    expect(await typeOf({ 'x-ets-smed-pseudonym': 'PSEUDO-DEV-B' })).toBe('SMED');
  });
});

describe('dev API: feature toggles', () => {
  async function toggles() {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/featuretoggles/abrufen`,
      headers: basicAuth(''),
    });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      (res.json() as { key: string; value: boolean }[]).map((item) => [item.key, item.value]),
    );
  }

  it('PUT sets a toggle that the toggle call then answers, and sets it back', async () => {
    for (const value of [true, false, true]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/dev/api/feature-toggles/tss_reservierungsabschluss',
        payload: { value },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ key: 'tss_reservierungsabschluss', value });
      expect((await toggles()).tss_reservierungsabschluss).toBe(value);
    }
  });

  it('refuses unknown toggles and values that are no boolean with WP003', async () => {
    for (const [url, payload] of [
      ['/dev/api/feature-toggles/gibt_es_nicht', { value: true }],
      ['/dev/api/feature-toggles/sms_identitaetspruefung', { value: 'ja' }],
      ['/dev/api/feature-toggles/sms_identitaetspruefung', {}],
    ] as const) {
      const res = await ctx.app.inject({ method: 'PUT', url, payload });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('WP003');
    }
  });
});

describe('dev API: planned faults', () => {
  const search = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `${API}/version`, headers });

  it('the call named in the fault header answers 500 WP001 with a reference id', async () => {
    const res = await search({ [DEV_FAULT_HEADER]: 'version' });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { errors: { code: string }[]; referenceId: string };
    expect(body.errors[0]!.code).toBe('WP001');
    expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('PlannedDevFault');
  });

  it('other calls and requests without the header answer as always', async () => {
    expect((await search({ [DEV_FAULT_HEADER]: 'search, login' })).statusCode).toBe(200);
    expect((await search({})).statusCode).toBe(200);
  });
});

describe('dev API outside demo mode', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production.close());

  it.each([
    ['GET', 'status', undefined],
    ['POST', 'codes', { leistungsmerkmal: 'W030' }],
    ['GET', 'outbox', undefined],
    ['POST', 'tokens', { applicationType: 'TSS' }],
    ['PUT', 'feature-toggles/tss_reservierungsabschluss', { value: true }],
  ] as const)('%s /dev/api/%s answers 404', async (method, path, payload) => {
    expect(production.config.demo).toBe(false);
    const res = await production.app.inject({
      method,
      url: `/dev/api/${path}`,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('NOT_FOUND');
  });

  it('ignores the fault header', async () => {
    const res = await production.app.inject({
      method: 'GET',
      url: `${API}/version`,
      headers: { [DEV_FAULT_HEADER]: 'version' },
    });
    expect(res.statusCode).toBe(200);
  });
});
