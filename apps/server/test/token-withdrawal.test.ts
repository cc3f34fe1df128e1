// Staff and practice tokens that can be withdrawn, and the claims every token must carry
// (issue 16). Two server instances share one database, as several processes behind a load balancer
// do: a withdrawal through the operator's service holds on the very next request on both.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { issueToken, MAX_TOKEN_HOURS, verifyToken, type TokenType } from '../src/auth/tokens.ts';
import { checkWithdrawal, withdrawTokens } from '../src/services/operations/tokens.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await startTestApp();
  other = await buildApp({ config: ctx.config, db: ctx.db, jwtSecret: TEST_JWT_SECRET });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

async function version(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/web/api/v4/version',
    headers: { [IDENTIFICATION_TOKEN_HEADER]: token },
  });
  return { status: res.statusCode, error: res.statusCode >= 400 ? res.json().errors[0] : null };
}

const WITHDRAWN = { status: 401, error: { code: 'WP005', text: 'JWT widerrufen' } };
const ACCEPTED = { status: 200, error: null };

function tokenFor(type: TokenType, subject: string, issuedAt = new Date()) {
  return issueToken(TEST_JWT_SECRET, { applicationType: type, subject }, 3600, issuedAt);
}

describe('tokens carry an id, an issue time and an expiry', () => {
  it('issued tokens carry jti, iat and exp', async () => {
    const token = await tokenFor('TSS', 'claims-1');
    const payload = decodeJwt(token);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof payload.iat).toBe('number');
    expect(payload.exp).toBe(payload.iat! + 3600);
    expect(decodeJwt(await tokenFor('TSS', 'claims-1')).jti).not.toBe(payload.jti);
  });

  it.each([
    ['exp', (jwt: SignJWT) => jwt.setIssuedAt().setJti('a')],
    ['iat', (jwt: SignJWT) => jwt.setExpirationTime('1h').setJti('a')],
    ['jti', (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('1h')],
  ])('a correctly signed token without %s is refused', async (_claim, complete) => {
    const jwt = new SignJWT({ typ: 'TSS' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('terminservice')
      .setAudience('terminservice-api')
      .setSubject('no-claim');
    const token = await complete(jwt).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await verifyToken(TEST_JWT_SECRET, token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await version(ctx.app, token)).toEqual({
      status: 401,
      error: { code: 'WP005', text: 'JWT ungültig' },
    });
  });
});

describe('a token lives no longer than the operator command issues them for (issue #26 finding 4.5)', () => {
  const HOUR = 3600;
  /** A correctly signed token with the given iat and exp (seconds from now). */
  async function signed(iatFromNow: number, expFromNow: number, subject = 'lifetime-1') {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ typ: 'TSS' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('terminservice')
      .setAudience('terminservice-api')
      .setSubject(subject)
      .setJti(crypto.randomUUID())
      .setIssuedAt(now + iatFromNow)
      .setExpirationTime(now + expFromNow)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  }
  const INVALID = { status: 401, error: { code: 'WP005', text: 'JWT ungültig' } };

  it('refuses an expiry 100 years ahead, and one a second past the longest lifetime', async () => {
    for (const token of [
      await signed(0, 100 * 365 * 24 * HOUR),
      await signed(0, MAX_TOKEN_HOURS * HOUR + 1),
    ]) {
      expect(await verifyToken(TEST_JWT_SECRET, token)).toEqual({ ok: false, reason: 'invalid' });
      expect(await version(ctx.app, token)).toEqual(INVALID);
    }
  });

  it('refuses a token issued in the future beyond a minute of clock skew', async () => {
    const future = await signed(24 * HOUR, 25 * HOUR);
    expect(await version(ctx.app, future)).toEqual(INVALID);
    expect(await version(ctx.app, await signed(2 * 60, HOUR))).toEqual(INVALID);
  });

  it('takes the longest lifetime the command issues, and a clock up to a minute ahead', async () => {
    expect(await version(ctx.app, await signed(0, MAX_TOKEN_HOURS * HOUR))).toEqual(ACCEPTED);
    expect(await version(ctx.app, await signed(50, HOUR))).toEqual(ACCEPTED);
  });

  it('so revoke-token --subject covers every token of the subject that is accepted', async () => {
    // Before: a token with iat a day ahead was issued "after" the withdrawal and stayed valid.
    const subject = 'lifetime-withdrawn';
    const ahead = await signed(24 * HOUR, 25 * HOUR, subject);
    const current = await signed(0, HOUR, subject);
    await withdrawTokens(ctx.db, 'test-operator', checkWithdrawal({ subject }));
    expect(await version(ctx.app, current)).toEqual(WITHDRAWN);
    expect((await version(ctx.app, ahead)).status).toBe(401);
  });
});

describe('withdrawal by the operator', () => {
  it('one token by its id: refused on both instances from the next request; others stay valid', async () => {
    const lost = await tokenFor('TSS', 'hotline-7');
    const kept = await tokenFor('TSS', 'hotline-7');
    expect(await version(ctx.app, lost)).toEqual(ACCEPTED);
    expect(await version(other, lost)).toEqual(ACCEPTED);

    const withdrawal = checkWithdrawal({ id: String(decodeJwt(lost).jti) });
    await withdrawTokens(ctx.db, 'test-operator', withdrawal);

    expect(await version(ctx.app, lost)).toEqual(WITHDRAWN);
    expect(await version(other, lost)).toEqual(WITHDRAWN);
    expect(await version(other, kept)).toEqual(ACCEPTED);
  });

  it('every token of a subject issued up to the withdrawal; a new one afterwards is valid', async () => {
    const practice = '729876501';
    const older = await tokenFor('SURGERY', practice, new Date(Date.now() - 600_000));
    const recent = await tokenFor('SURGERY', practice);
    const otherPractice = await tokenFor('SURGERY', '729876502');

    const { at } = await withdrawTokens(
      ctx.db,
      'test-operator',
      checkWithdrawal({ subject: practice }),
    );

    expect(await version(ctx.app, older)).toEqual(WITHDRAWN);
    expect(await version(other, recent)).toEqual(WITHDRAWN);
    expect(await version(other, otherPractice)).toEqual(ACCEPTED);
    // iat has whole seconds: a token from the next second on is a new one.
    const renewed = await tokenFor('SURGERY', practice, new Date(at.getTime() + 1_000));
    expect(await version(ctx.app, renewed)).toEqual(ACCEPTED);
  });

  it('withdrawing a subject again covers the tokens issued in between', async () => {
    const subject = 'dispo-3';
    const { at } = await withdrawTokens(ctx.db, 'op', checkWithdrawal({ subject }));
    const between = await tokenFor('DISPO', subject, new Date(at.getTime() + 1_000));
    expect(await version(ctx.app, between)).toEqual(ACCEPTED);
    // The second withdrawal's time must lie after the token's iat (whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await withdrawTokens(ctx.db, 'op', checkWithdrawal({ subject }));
    expect(await version(ctx.app, between)).toEqual(WITHDRAWN);
  });

  it('each withdrawal is audited with the operator, the time and what — never the token', async () => {
    const token = await tokenFor('TSS', 'audit-subject');
    const id = String(decodeJwt(token).jti);
    const { audit } = await withdrawTokens(ctx.db, 'anna.admin', checkWithdrawal({ id }));
    const [row] = await ctx.db.query<{ operator: string; aktion: string; details: unknown }>(
      'SELECT operator, aktion, details FROM betriebsprotokoll WHERE id = $1',
      [audit.id],
    );
    expect(row).toMatchObject({ operator: 'anna.admin', aktion: 'token.revoke-token' });
    expect(row!.details).toMatchObject({ tokenId: id });
    expect(JSON.stringify(row)).not.toContain(token.split('.')[2]);
  });

  it.each([
    [{}, /either/],
    [{ subject: 'a', id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }, /either/],
    [{ subject: 'mit leerzeichen' }, /subject/],
    [{ id: 'not-a-uuid' }, /UUID/],
  ])('refuses unclear input %j', (input, message) => {
    expect(() => checkWithdrawal(input)).toThrow(message);
  });
});
