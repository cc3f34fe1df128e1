// contact: stored, mailed to the operator through the outbox, validated, rate-limited, idempotent.
import { IDEMPOTENCY_KEY_HEADER } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { API, outbox } from './fixtures/codes.ts';

const OPERATOR = 'kontakt@kv-betrieb.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ env: { CONTACT_MAIL_TO: OPERATOR } });
});
afterAll(() => ctx.close());

const form = {
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  subject: 'Frage zur Terminbuchung',
  message: 'Guten Tag, wie kann ich einen Termin für meine Tochter buchen?',
};

function send(payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/contact`,
    payload: payload as object,
    remoteAddress,
    headers,
  });
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as {
    errors: { code: string; text: string; field?: string }[];
    referenceId: string;
  };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.referenceId).toEqual(expect.any(String));
  return body.errors;
}

describe('contact', () => {
  it('stores the message, queues a mail to the operator and answers 204', async () => {
    const res = await send(form, '10.30.0.1');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const rows = await ctx.db.query<{ daten: unknown }>('SELECT daten FROM kontaktanfragen');
    expect(rows.map((r) => r.daten)).toEqual([form]);

    const [mail] = (await outbox(ctx.db)).filter((m) => m.empfaenger === OPERATOR);
    expect(mail).toMatchObject({
      kanal: 'email',
      betreff: 'Kontaktanfrage: Frage zur Terminbuchung',
    });
    expect(mail!.text).toContain('Erika Mustermann');
    expect(mail!.text).toContain('erika@example.org');
    expect(mail!.text).toContain(form.message);
    // Nothing goes to the address the form names.
    expect((await outbox(ctx.db)).some((m) => m.empfaenger === form.email)).toBe(false);
  });

  it('refuses invalid fields with WP003 and the field, storing nothing', async () => {
    const before = (await ctx.db.query('SELECT 1 FROM kontaktanfragen')).length;
    const errors = expectError(
      await send({ ...form, email: 'erika@', message: '' }, '10.30.0.2'),
      400,
      'WP003',
    );
    expect(errors.map((e) => e.field).sort()).toEqual(['body.email', 'body.message']);
    expectError(await send({ ...form, message: 'x'.repeat(1001) }, '10.30.0.2'), 400, 'WP003');
    expectError(await send({ ...form, name: undefined }, '10.30.0.2'), 400, 'WP003');
    expectError(await send([form], '10.30.0.2'), 400, 'WP003');
    // Not JSON at all: 415, still in the spec shape.
    expectError(await send('nur text', '10.30.0.2'), 415, 'WP003');
    // JSON sent as text/plain is not JSON to this API either (issue #26 part 5: it was 400).
    const asText = { 'content-type': 'text/plain; charset=utf-8' };
    expectError(await send(JSON.stringify(form), '10.30.0.2', asText), 415, 'WP003');
    expect((await ctx.db.query('SELECT 1 FROM kontaktanfragen')).length).toBe(before);
  });

  it('allows 5 messages per client address and hour (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) expect((await send(form, '10.30.0.3')).statusCode).toBe(204);
    const refused = await send(form, '10.30.0.3');
    expectError(refused, 429, 'RATE_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(form, '10.30.0.4')).statusCode).toBe(204);
  });

  it('stores a message once for a repeated Idempotency-Key', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'kontakt-1' };
    const unique = { ...form, subject: 'Einmalige Anfrage' };
    expect((await send(unique, '10.30.0.5', headers)).statusCode).toBe(204);
    expect((await send(unique, '10.30.0.5', headers)).statusCode).toBe(204);
    const rows = await ctx.db.query(
      `SELECT 1 FROM kontaktanfragen WHERE daten ->> 'subject' = 'Einmalige Anfrage'`,
    );
    expect(rows).toHaveLength(1);
    expect((await send({ ...unique, message: 'Anders' }, '10.30.0.5', headers)).statusCode).toBe(
      422,
    );
  });

  it('mails to MAIL_FROM when CONTACT_MAIL_TO is not set', () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, MAIL_FROM: 'betrieb@example.org' });
    expect(config.contactMailTo).toBe('betrieb@example.org');
    expect(
      loadConfig({ JWT_SECRET: TEST_JWT_SECRET, CONTACT_MAIL_TO: OPERATOR }).contactMailTo,
    ).toBe(OPERATOR);
  });
});
