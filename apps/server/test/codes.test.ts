// code, code/dringlichkeit and login: who may issue codes, what a code carries, every login error
// and the code-guessing waits (the ceiling and shared addresses: rate-limits.test.ts).
import { generateCode } from '@terminservice/domain/vermittlungscode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.ts';
import { FREE_WRONG_CODES, wrongCodeWaitSeconds } from '../src/security/code-guessing.ts';
import { WRONG_POSTCODE_LIMIT } from '../src/services/codes/index.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import {
  API,
  basicAuth,
  insertBooking,
  insertCatalogue,
  insertCode,
  insertPractice,
  insertProfile,
  insertRegion,
  insertSlot,
  tokenHeader,
} from './fixtures/codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await insertRegion(ctx.db);
  await insertCatalogue(ctx.db);
  // W030: an in-person and a video slot; A001: in person only; a removed practice with video for W050.
  await insertPractice(ctx.db, { id: 'p1' });
  await insertProfile(ctx.db, { id: 'p1-w030', praxisId: 'p1', leistungsmerkmale: ['W030'] });
  await insertProfile(ctx.db, { id: 'p1-a001', praxisId: 'p1', leistungsmerkmale: ['A001'] });
  await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-w030' });
  await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-w030', termintyp: 'VIDEOSPRECHSTUNDE' });
  await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-a001' });
  // Video slots that do not count: past, booked, or in a removed practice.
  await insertSlot(ctx.db, {
    praxisId: 'p1',
    profilId: 'p1-a001',
    termintyp: 'VIDEOSPRECHSTUNDE',
    inHours: -2,
  });
  await insertSlot(ctx.db, {
    praxisId: 'p1',
    profilId: 'p1-a001',
    termintyp: 'VIDEOSPRECHSTUNDE',
    status: 'GEBUCHT',
  });
  await insertPractice(ctx.db, { id: 'p2', entfernt: true });
  await insertProfile(ctx.db, { id: 'p2-w050', praxisId: 'p2', leistungsmerkmale: ['W050'] });
  await insertSlot(ctx.db, { praxisId: 'p2', profilId: 'p2-w050', termintyp: 'VIDEOSPRECHSTUNDE' });
});
afterAll(() => ctx.close());

async function codeRow(code: string) {
  const [row] = await ctx.db.query<{
    leistungsmerkmal: string;
    dringlichkeit: string;
    ausgestellt_von: string;
  }>(
    'SELECT leistungsmerkmal, dringlichkeit, ausgestellt_von FROM vermittlungscodes WHERE code = $1',
    [code],
  );
  return row;
}

function get(url: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${API}/${url}`,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { code: string; text: string }[]; referenceId: string };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.errors[0]?.text).toEqual(expect.any(String));
  expect(body.referenceId).toEqual(expect.any(String));
  return body.errors[0]!;
}

describe('code (by service feature)', () => {
  it('issues a code for a referral-free specialty to TSS, stored with DRINGEND and the issuer', async () => {
    const res = await get('code?leistungsmerkmal=W030', await tokenHeader('TSS', 'hotline-01'));
    expect(res.statusCode).toBe(200);
    const { code } = res.json() as { code: string };
    expect(code).toMatch(/^[ABCDFGHJKLMNPQRSTUVWXYZ2456789]{12}$/);
    expect(await codeRow(code)).toEqual({
      leistungsmerkmal: 'W030',
      dringlichkeit: 'DRINGEND',
      ausgestellt_von: 'TSS:hotline-01',
    });
  });

  it('issues a fresh code on every call', async () => {
    const headers = await tokenHeader('TSS');
    const a = (await get('code?leistungsmerkmal=A001', headers)).json() as { code: string };
    const b = (await get('code?leistungsmerkmal=A001', headers)).json() as { code: string };
    expect(a.code).not.toBe(b.code);
  });

  it('gives DISPO the KSVPsych code L002, SURGERY not', async () => {
    const dispo = await get('code?leistungsmerkmal=L002', await tokenHeader('DISPO'));
    expect(dispo.statusCode).toBe(200);
    expectError(
      await get('code?leistungsmerkmal=L002', await tokenHeader('SURGERY')),
      400,
      'WP067',
    );
    const surgery = await get('code?leistungsmerkmal=W050', await tokenHeader('SURGERY'));
    expect(surgery.statusCode).toBe(200);
  });

  it('refuses specialties that need a referral with WP067', async () => {
    expectError(await get('code?leistungsmerkmal=W032', await tokenHeader('TSS')), 400, 'WP067');
  });

  it('refuses a missing or malformed leistungsmerkmal with WP003', async () => {
    expectError(await get('code', await tokenHeader('TSS')), 400, 'WP003');
    expectError(await get('code?leistungsmerkmal=&x=1', await tokenHeader('TSS')), 400, 'WP003');
    expectError(
      await get(`code?leistungsmerkmal=${'W'.repeat(101)}`, await tokenHeader('TSS')),
      400,
      'WP003',
    );
  });

  it('refuses WEB and SMED: patients get a code only through the identity check', async () => {
    expectError(await get('code?leistungsmerkmal=W030'), 403, 'WP002');
    await insertPractice(ctx.db, { id: 'smed-1', smedPseudonym: 'PSEUDO-CODES' });
    expectError(
      await get('code?leistungsmerkmal=W030', { 'x-ets-smed-pseudonym': 'PSEUDO-CODES' }),
      403,
      'WP002',
    );
  });

  it('refuses an expired token with WP005', async () => {
    const token = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'TSS', subject: 'old' },
      60,
      new Date(Date.now() - 7_200_000),
    );
    expectError(
      await get('code?leistungsmerkmal=W030', { 'x-ets-identification-token': token }),
      401,
      'WP005',
    );
  });

  it('limits the codes one token may fetch per hour', async () => {
    const headers = await tokenHeader('TSS', 'busy-agent');
    for (let i = 0; i < 300; i++) {
      const res = await get('code?leistungsmerkmal=A001', headers);
      expect(res.statusCode).toBe(200);
    }
    const res = await get('code?leistungsmerkmal=A001', headers);
    expectError(res, 429, 'RATE_LIMIT');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another agent is not affected.
    expect(
      (await get('code?leistungsmerkmal=A001', await tokenHeader('TSS', 'other-agent'))).statusCode,
    ).toBe(200);
  });
});

describe('code/dringlichkeit', () => {
  it.each(['AKUT', 'PT_AKUTBEHANDLUNG', 'DRINGEND', 'NICHT_DRINGEND'])(
    'TSS gets an open code with urgency %s',
    async (dringlichkeit) => {
      const res = await get(
        `code/dringlichkeit?dringlichkeit=${dringlichkeit}`,
        await tokenHeader('TSS'),
      );
      expect(res.statusCode).toBe(200);
      const { code } = res.json() as { code: string };
      expect(await codeRow(code)).toMatchObject({ leistungsmerkmal: '', dringlichkeit });
    },
  );

  it('DISPO may ask too', async () => {
    const res = await get('code/dringlichkeit?dringlichkeit=AKUT', await tokenHeader('DISPO'));
    expect(res.statusCode).toBe(200);
  });

  it('ties the code to a catalogue specialty when one is given', async () => {
    const res = await get(
      'code/dringlichkeit?dringlichkeit=AKUT&leistungsmerkmal=w032',
      await tokenHeader('TSS'),
    );
    expect(res.statusCode).toBe(200);
    expect(await codeRow((res.json() as { code: string }).code)).toMatchObject({
      leistungsmerkmal: 'W032',
      dringlichkeit: 'AKUT',
    });
    expectError(
      await get(
        'code/dringlichkeit?dringlichkeit=AKUT&leistungsmerkmal=X999',
        await tokenHeader('TSS'),
      ),
      400,
      'WP067',
    );
  });

  it('SURGERY gets DRINGEND codes only (§2 code generator)', async () => {
    const headers = await tokenHeader('SURGERY', '721234500');
    const res = await get('code/dringlichkeit?dringlichkeit=DRINGEND', headers);
    expect(res.statusCode).toBe(200);
    expect(await codeRow((res.json() as { code: string }).code)).toMatchObject({
      dringlichkeit: 'DRINGEND',
      ausgestellt_von: 'SURGERY:721234500',
    });
    expectError(await get('code/dringlichkeit?dringlichkeit=AKUT', headers), 403, 'WP002');
  });

  it('refuses WEB with 403 WP002', async () => {
    expectError(await get('code/dringlichkeit?dringlichkeit=AKUT'), 403, 'WP002');
  });

  it('refuses a missing or unknown urgency with WP003', async () => {
    const headers = await tokenHeader('TSS');
    expectError(await get('code/dringlichkeit', headers), 400, 'WP003');
    expectError(await get('code/dringlichkeit?dringlichkeit=SOFORT', headers), 400, 'WP003');
    expectError(
      await get('code/dringlichkeit?dringlichkeit=AKUT&dringlichkeit=AKUT', headers),
      400,
      'WP003',
    );
  });
});

describe('login', () => {
  it('answers kv, the code qualification and video when video slots exist', async () => {
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    const res = await get('login?plz=10115', basicAuth(code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kv: '72',
      qualifikationen: ['W030'],
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    });
  });

  it('offers in person only without a free future video slot of an active practice', async () => {
    const a001 = await insertCode(ctx.db, { leistungsmerkmal: 'A001' });
    expect((await get('login?plz=10115', basicAuth(a001))).json()).toMatchObject({
      qualifikationen: ['A001'],
      termintypen: ['PRAESENZTERMIN'],
    });
    const w050 = await insertCode(ctx.db, { leistungsmerkmal: 'W050' });
    expect((await get('login?plz=10115', basicAuth(w050))).json()).toMatchObject({
      termintypen: ['PRAESENZTERMIN'],
    });
  });

  it('answers no qualifications for an open code, so the app asks for them', async () => {
    const code = await insertCode(ctx.db, { leistungsmerkmal: '' });
    expect((await get('login?plz=10115', basicAuth(code))).json()).toEqual({
      kv: '72',
      qualifikationen: [],
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    });
  });

  it('accepts the code lower-case and with hyphens (§5 normalising)', async () => {
    const code = await insertCode(ctx.db);
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect((await get('login?plz=10115', basicAuth(typed))).statusCode).toBe(200);
  });

  it('WP042 for no code, a malformed code and an unknown code', async () => {
    const ip = '10.0.0.1';
    const text = expectError(await get('login?plz=10115', {}, ip), 401, 'WP042').text;
    expect(text).toBe('Ungültiger Vermittlungscode');
    expectError(await get('login?plz=10115', basicAuth('NOT-A-CODE'), ip), 401, 'WP042');
    expectError(await get('login?plz=10115', basicAuth('ABCDABCDABCD'), ip), 401, 'WP042');
    expectError(await get('login?plz=10115', { authorization: 'Bearer x' }, ip), 401, 'WP042');
  });

  it('WP008 after two cancellations', async () => {
    const code = await insertCode(ctx.db, { stornierungen: 2 });
    const error = expectError(await get('login?plz=10115', basicAuth(code)), 403, 'WP008');
    expect(error.text).toBe('Anspruch abgelaufen');
    const once = await insertCode(ctx.db, { stornierungen: 1 });
    expect((await get('login?plz=10115', basicAuth(once))).statusCode).toBe(200);
  });

  it('WP009 while a booking exists for the code, not after its cancellation', async () => {
    const slot = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      status: 'GEBUCHT',
    });
    const code = await insertCode(ctx.db);
    await insertBooking(ctx.db, { code, slotId: slot });
    expectError(await get('login?plz=10115', basicAuth(code)), 409, 'WP009');

    const other = await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-w030' });
    const cancelled = await insertCode(ctx.db);
    await insertBooking(ctx.db, { code: cancelled, slotId: other, cancelled: true });
    expect((await get('login?plz=10115', basicAuth(cancelled))).statusCode).toBe(200);
  });

  it('WP030 for an unknown postcode, WP003 for a malformed one', async () => {
    const code = await insertCode(ctx.db);
    expect(expectError(await get('login?plz=99999', basicAuth(code)), 400, 'WP030').text).toBe(
      'Die Postleitzahl ist unbekannt.',
    );
    expectError(await get('login?plz=1011', basicAuth(code)), 400, 'WP003');
    expectError(await get('login', basicAuth(code)), 400, 'WP003');
  });

  it('lets the right code in from an address that sent wrong ones, and slows the wrong ones', async () => {
    const ip = '10.9.9.9';
    const code = await insertCode(ctx.db);
    // The first five wrong codes of the hour are answered at once, for everyone's typos.
    for (let i = 0; i < FREE_WRONG_CODES; i++) {
      expectError(await get('login?plz=10115', basicAuth(generateCode()), ip), 401, 'WP042');
    }
    // The sixth is still answered, and starts a wait: a wrong code within it gets 429.
    expectError(await get('login?plz=10115', basicAuth(generateCode()), ip), 401, 'WP042');
    const waiting = await get('login?plz=10115', basicAuth(generateCode()), ip);
    expectError(waiting, 429, 'RATE_LIMIT');
    const retryAfter = Number(waiting.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(wrongCodeWaitSeconds(FREE_WRONG_CODES + 2));
    // The right code is not held up by the wait, from this address or another.
    for (let i = 0; i < 12; i++) {
      expect((await get('login?plz=10115', basicAuth(code), ip)).statusCode).toBe(200);
      expect((await get('login?plz=10115', basicAuth(code), '10.9.9.10')).statusCode).toBe(200);
    }
    // Another address has its own count: its first wrong code is answered WP042.
    expectError(await get('login?plz=10115', basicAuth(generateCode()), '10.9.9.10'), 401, 'WP042');
    // When the hour has passed, the address starts again with answered typos.
    await ctx.db.query(
      `UPDATE rate_limits SET fenster_ende = now() - interval '1 second' WHERE schluessel LIKE 'codes:%'`,
    );
    expectError(await get('login?plz=10115', basicAuth(generateCode()), ip), 401, 'WP042');
  });

  it('limits unknown postcodes per code (WP030, then 429), and a known postcode still logs in', async () => {
    const code = await insertCode(ctx.db);
    for (let i = 0; i < WRONG_POSTCODE_LIMIT.max; i++) {
      // From ever new addresses: the limit belongs to the code.
      expectError(await get('login?plz=99999', basicAuth(code), `10.8.0.${i + 1}`), 400, 'WP030');
    }
    const refused = await get('login?plz=99999', basicAuth(code), '10.8.1.1');
    expectError(refused, 429, 'RATE_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('login?plz=10115', basicAuth(code), '10.8.1.1')).statusCode).toBe(200);
    // Another code is not affected.
    const other = await insertCode(ctx.db);
    expectError(await get('login?plz=99999', basicAuth(other), '10.8.1.1'), 400, 'WP030');
  });
});
