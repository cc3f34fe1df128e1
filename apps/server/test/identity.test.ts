// The identity check of the no-code flow: PIN by SMS or e-mail, stored only hashed, expiry,
// attempts, resend cooldown and limits, WP061/WP063, and the code it yields.
import { FEATURE_TOGGLES, IDEMPOTENCY_KEY_HEADER } from '@terminservice/domain/api';
import { emailLimitKey } from '@terminservice/domain/validation';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helper.ts';
import {
  API,
  basicAuth,
  insertBooking,
  insertCode,
  insertPractice,
  insertProfile,
  insertRegion,
  insertReservation,
  insertSlot,
  outbox,
  pinIn,
  setToggle,
} from './fixtures/codes.ts';

let ctx: TestContext;
let address = 0;
/** Each test calls from its own client address, so the per-address limits stay apart. */
let ip = '';

beforeAll(async () => {
  ctx = await startTestApp();
  await insertRegion(ctx.db);
  await insertPractice(ctx.db, { id: 'p1' });
  await insertProfile(ctx.db, { id: 'p1-w030', praxisId: 'p1', leistungsmerkmale: ['W030'] });
  await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
});
afterAll(() => ctx.close());
beforeEach(() => {
  address += 1;
  ip = `10.20.${Math.floor(address / 250)}.${address % 250}`;
});

let phoneCounter = 0;
/** A phone number no other test uses. */
function phone(): string {
  phoneCounter += 1;
  return `+49170${String(1_000_000 + phoneCounter)}`;
}
function email(): string {
  phoneCounter += 1;
  return `patient${phoneCounter}@example.org`;
}

function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
}

function requestSms(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return post(
    'identitaetsbestaetigung/anfordern/sms',
    { plz: '10115', leistungsmerkmal: 'W030', ...body },
    headers,
  );
}
function requestEmail(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return post(
    'identitaetsbestaetigung/anfordern/email',
    { plz: '10115', leistungsmerkmal: 'W030', ...body },
    headers,
  );
}
function verify(token: unknown, pin: unknown, headers: Record<string, string> = {}) {
  return post('identitaetsbestaetigung/bestaetigen', { token, pin }, headers);
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { code: string; text: string }[]; referenceId: string };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.referenceId).toEqual(expect.any(String));
  return body.errors[0]!;
}

/** Requests a PIN and reads it from the outbox: { token, pin, to }. */
async function pinFor(channel: 'sms' | 'email', to = channel === 'sms' ? phone() : email()) {
  const res =
    channel === 'sms' ? await requestSms({ phone: to }) : await requestEmail({ receiver: to });
  expect(res.statusCode).toBe(200);
  const { token } = res.json() as { token: string };
  const messages = await outbox(ctx.db);
  const message = messages.findLast((m) => m.empfaenger === to);
  return { token, pin: pinIn(message!.text), to };
}

/** Ends the 60 s resend cooldowns, as if a minute had passed. */
async function passCooldown() {
  await ctx.db.query(
    `UPDATE rate_limits SET fenster_ende = now() - interval '1 second' WHERE schluessel LIKE 'identity:cooldown:%'`,
  );
}

describe('PIN by SMS', () => {
  it('answers a token, stores only the PIN hash and queues the SMS in the same step', async () => {
    const to = phone();
    const res = await requestSms({ phone: to });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const sms = (await outbox(ctx.db)).findLast((m) => m.empfaenger === to)!;
    expect(sms.kanal).toBe('sms');
    const pin = pinIn(sms.text);
    expect(pin).toMatch(/^\d{6}$/);
    expect(sms.text).toContain('10 Minuten');

    const [row] = await ctx.db.query<Record<string, unknown>>(
      `SELECT *, extract(epoch FROM laeuft_ab_am - erstellt_am)::int AS gueltig
         FROM identitaetspruefungen WHERE token = $1`,
      [token],
    );
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(pin);
    expect(stored).not.toContain(to.slice(3));
    expect(row!.pin_hash).not.toBe(pin);
    expect(String(row!.pin_hash)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.gueltig).toBe(600);
    expect(row).toMatchObject({
      kanal: 'sms',
      plz: '10115',
      leistungsmerkmal: 'W030',
      versuche: 0,
    });
  });

  it('normalises the number: 0170 … and +49170 … are the same receiver', async () => {
    const res = await requestSms({ phone: '+49 171 5550001' });
    expect(res.statusCode).toBe(200);
    expect((await outbox(ctx.db)).at(-1)!.empfaenger).toBe('+491715550001');
    expectError(await requestSms({ phone: '+491715550001' }), 429, 'RATE_LIMIT');
  });

  it('is refused with WP063 while the SMS check is switched off (and when the toggle is absent)', async () => {
    await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'false');
    expectError(await requestSms({ phone: phone() }), 403, 'WP063');
    await ctx.db.query('DELETE FROM feature_toggles WHERE schluessel = $1', [
      FEATURE_TOGGLES.smsIdentitaetspruefung,
    ]);
    expectError(await requestSms({ phone: phone() }), 403, 'WP063');
    await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
    expect((await requestSms({ phone: phone() })).statusCode).toBe(200);
  });
});

describe('PIN request errors', () => {
  it('WP030 for an unknown postcode', async () => {
    const error = expectError(await requestSms({ phone: phone(), plz: '99999' }), 400, 'WP030');
    expect(error.text).toBe('Die Postleitzahl ist unbekannt.');
    expectError(await requestEmail({ receiver: email(), plz: '99999' }), 400, 'WP030');
  });

  it('WP067 for a specialty that needs a referral or a code (L002 is TSS/DISPO only)', async () => {
    expectError(await requestSms({ phone: phone(), leistungsmerkmal: 'W032' }), 400, 'WP067');
    expectError(await requestEmail({ receiver: email(), leistungsmerkmal: 'L002' }), 400, 'WP067');
  });

  it('WP003 with the field for malformed bodies', async () => {
    const res = await requestSms({ phone: 'abc' });
    expectError(res, 400, 'WP003');
    expect((res.json() as { errors: { field: string }[] }).errors[0]!.field).toBe('body.phone');
    expectError(await requestEmail({ receiver: 'kein-at-zeichen' }), 400, 'WP003');
    expectError(await post('identitaetsbestaetigung/anfordern/email', []), 400, 'WP003');
    expectError(await post('identitaetsbestaetigung/anfordern/sms', { plz: 10115 }), 400, 'WP003');
    const raw = await ctx.app.inject({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/sms`,
      headers: { 'content-type': 'application/json' },
      payload: '{"plz":',
      remoteAddress: ip,
    });
    expect(raw.statusCode).toBe(400);
  });

  it('nothing is queued for a refused request', async () => {
    const before = (await outbox(ctx.db)).length;
    await requestSms({ phone: phone(), plz: '99999' });
    await requestEmail({ receiver: email(), leistungsmerkmal: 'W032' });
    expect((await outbox(ctx.db)).length).toBe(before);
  });
});

describe('PIN by e-mail', () => {
  it('mails the PIN with a subject', async () => {
    const { to, pin } = await pinFor('email', 'Patient.Gross@Example.org');
    const mail = (await outbox(ctx.db)).findLast((m) => m.empfaenger === to)!;
    expect(mail.kanal).toBe('email');
    expect(mail.betreff).toBe('Ihre PIN für die Terminsuche');
    expect(mail.text).toContain(pin);
  });

  it('WP061 when the address already has an active booking for the specialty', async () => {
    const address = email();
    const slot = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      status: 'GEBUCHT',
    });
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    await insertBooking(ctx.db, {
      code,
      slotId: slot,
      email: address,
      leistungsmerkmale: ['W030'],
    });
    const error = expectError(
      await requestEmail({ receiver: address.toUpperCase() }),
      409,
      'WP061',
    );
    expect(error.text).toContain('116117');
    // Another specialty is fine.
    expect((await requestEmail({ receiver: address, leistungsmerkmal: 'A001' })).statusCode).toBe(
      200,
    );
  });

  it('WP061 by mailbox: a +tag or gmail dots are the same address (migration 0023)', async () => {
    const slot = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      status: 'GEBUCHT',
    });
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    phoneCounter += 1;
    const mailbox = `anna${phoneCounter}`;
    await insertBooking(ctx.db, {
      code,
      slotId: slot,
      email: `${mailbox}+1@gmail.com`,
      leistungsmerkmale: ['W030'],
    });
    for (const receiver of [
      `${mailbox}+2@gmail.com`,
      `${mailbox.slice(0, 2)}.${mailbox.slice(2)}@googlemail.com`,
    ]) {
      expectError(await requestEmail({ receiver }), 409, 'WP061');
    }
    // Another mailbox of the same provider is not.
    expect((await requestEmail({ receiver: `${mailbox}x@gmail.com` })).statusCode).toBe(200);
  });

  it('matches the domain’s mailbox rule in SQL (postfach = emailLimitKey)', async () => {
    const addresses = [
      'Anna@Example.org',
      ' anna+termin@example.org ',
      'a.n.na+x@GoogleMail.com',
      '+anna@example.org',
      'anna+@example.org',
      'ohne-at',
      '@example.org',
      'a@b@example.org',
      'ä.ö+ü@gmail.com',
    ];
    for (const address of addresses) {
      const [row] = await ctx.db.query<{ key: string }>('SELECT postfach($1) AS key', [address]);
      expect(row!.key, address).toBe(emailLimitKey(address));
    }
    // Any valid address, with a tag and in capitals (the forms accept only valid addresses).
    const spelled = fc
      .tuple(fc.emailAddress(), fc.stringMatching(/^[a-z0-9.]{0,6}$/), fc.boolean())
      .map(([address, tag, upper]) => {
        const [local, domain] = [
          address.slice(0, address.lastIndexOf('@')),
          address.slice(address.lastIndexOf('@') + 1),
        ];
        const tagged = `${local}+${tag}@${domain}`;
        return upper ? tagged.toUpperCase() : tagged;
      });
    await fc.assert(
      fc.asyncProperty(spelled, async (address) => {
        const [row] = await ctx.db.query<{ key: string }>('SELECT postfach($1) AS key', [address]);
        expect(row!.key).toBe(emailLimitKey(address));
      }),
      { numRuns: 200 },
    );
  });

  it('WP061 also for a pending video reservation, by the booked Leistungsmerkmale too', async () => {
    const address = email();
    const slot = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'RESERVIERT',
    });
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W050' });
    await insertReservation(ctx.db, { code, slotId: slot, email: address });
    expectError(await requestEmail({ receiver: address, leistungsmerkmal: 'W050' }), 409, 'WP061');

    const booked = email();
    const slot2 = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      status: 'GEBUCHT',
    });
    const openCode = await insertCode(ctx.db, { leistungsmerkmal: '' });
    await insertBooking(ctx.db, {
      code: openCode,
      slotId: slot2,
      email: booked,
      leistungsmerkmale: ['A002'],
    });
    expectError(await requestEmail({ receiver: booked, leistungsmerkmal: 'A002' }), 409, 'WP061');
  });

  it('no WP061 after the booking was cancelled or has taken place', async () => {
    const cancelled = email();
    const slot = await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-w030' });
    await insertBooking(ctx.db, {
      code: await insertCode(ctx.db),
      slotId: slot,
      email: cancelled,
      cancelled: true,
    });
    expect((await requestEmail({ receiver: cancelled })).statusCode).toBe(200);

    const past = email();
    const pastSlot = await insertSlot(ctx.db, {
      praxisId: 'p1',
      profilId: 'p1-w030',
      inHours: -24,
      status: 'GEBUCHT',
    });
    await insertBooking(ctx.db, { code: await insertCode(ctx.db), slotId: pastSlot, email: past });
    expect((await requestEmail({ receiver: past })).statusCode).toBe(200);
  });
});

describe('resend cooldown and limits', () => {
  it('refuses a second PIN for the receiver within 60 s (429, Retry-After)', async () => {
    const to = email();
    expect((await requestEmail({ receiver: to })).statusCode).toBe(200);
    const again = await requestEmail({ receiver: to });
    expectError(again, 429, 'RATE_LIMIT');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('a resend after the cooldown replaces the earlier PIN', async () => {
    const first = await pinFor('sms');
    await passCooldown();
    const second = await pinFor('sms', first.to);
    expect(second.token).not.toBe(first.token);
    expectError(await verify(first.token, first.pin), 400, 'WP059');
    expect((await verify(second.token, second.pin)).statusCode).toBe(200);
  });

  it('allows 3 PINs per receiver and hour, then WP063 with Retry-After', async () => {
    const to = phone();
    for (let i = 0; i < 3; i++) {
      expect((await requestSms({ phone: to })).statusCode).toBe(200);
      await passCooldown();
    }
    const refused = await requestSms({ phone: to });
    const error = expectError(refused, 429, 'WP063');
    expect(error.text).toContain('116117');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // The refusal did not count: when the hour is over, the receiver gets a PIN again.
    await ctx.db.query(
      `UPDATE rate_limits SET fenster_ende = now() - interval '1 second' WHERE schluessel LIKE 'identity:%'`,
    );
    expect((await requestSms({ phone: to })).statusCode).toBe(200);
  });

  it('counts a mailbox once however it is spelt: +tags and Gmail dots share its allowance', async () => {
    // Issue #26 finding 4.2: victim+p1 … victim+p25@example.org gave 26 PIN mails to one mailbox.
    phoneCounter += 1;
    const victim = `victim${phoneCounter}`;
    expect((await requestEmail({ receiver: `${victim}@example.org` })).statusCode).toBe(200);
    expectError(await requestEmail({ receiver: `${victim}+p1@example.org` }), 429, 'RATE_LIMIT');
    const statuses: number[] = [];
    for (const tag of ['p2', 'p3', 'p4']) {
      await passCooldown();
      statuses.push((await requestEmail({ receiver: `${victim}+${tag}@Example.org` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Delivered as typed: the +tag stays in the receiver of the mail.
    const mails = (await outbox(ctx.db)).filter((m) => m.empfaenger.startsWith(`${victim}+`));
    expect(mails.map((m) => m.empfaenger)).toEqual([
      `${victim}+p2@Example.org`,
      `${victim}+p3@Example.org`,
    ]);

    expect((await requestEmail({ receiver: `Vic.Tim${phoneCounter}@gmail.com` })).statusCode).toBe(
      200,
    );
    expectError(
      await requestEmail({ receiver: `v.ictim${phoneCounter}+x@googlemail.com` }),
      429,
      'RATE_LIMIT',
    );
  });

  it('counts a phone line once: +49 0171 … is +49 171 …', async () => {
    expect((await requestSms({ phone: '0171 5550777' })).statusCode).toBe(200);
    expectError(await requestSms({ phone: '+49 0171 5550777' }), 429, 'RATE_LIMIT');
  });

  it('limits the PIN requests from one client address', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await requestEmail({ receiver: email() })).statusCode).toBe(200);
    }
    expectError(await requestEmail({ receiver: email() }), 429, 'RATE_LIMIT');
    expectError(await requestSms({ phone: phone() }), 429, 'RATE_LIMIT');
  });

  it('parallel requests for one receiver: exactly one PIN is sent', async () => {
    const to = phone();
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestSms({ phone: to })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    expect((await outbox(ctx.db)).filter((m) => m.empfaenger === to)).toHaveLength(1);
  });

  it('replays the answer for the same Idempotency-Key without a second message', async () => {
    const to = email();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `key-${to}` };
    const first = await requestEmail({ receiver: to }, headers);
    const again = await requestEmail({ receiver: to }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await outbox(ctx.db)).filter((m) => m.empfaenger === to)).toHaveLength(1);
    expect((await requestEmail({ receiver: email() }, headers)).statusCode).toBe(422);
  });
});

describe('verify', () => {
  it('the right PIN (with or without dash) yields a code for the specialty, once', async () => {
    const { token, pin } = await pinFor('sms');
    const res = await verify(token, `${pin.slice(0, 3)}-${pin.slice(3)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { vermittlungscode: string; plz: string; leistungsmerkmal: string };
    expect(body).toEqual({
      vermittlungscode: expect.stringMatching(/^[A-Z0-9]{12}$/),
      plz: '10115',
      leistungsmerkmal: 'W030',
    });

    const [code] = await ctx.db.query(
      'SELECT leistungsmerkmal, dringlichkeit, ausgestellt_von FROM vermittlungscodes WHERE code = $1',
      [body.vermittlungscode],
    );
    expect(code).toEqual({
      leistungsmerkmal: 'W030',
      dringlichkeit: 'DRINGEND',
      ausgestellt_von: 'identitaetspruefung:sms',
    });
    const [check] = await ctx.db.query<{ vermittlungscode: string; bestaetigt: boolean }>(
      'SELECT vermittlungscode, bestaetigt_am IS NOT NULL AS bestaetigt FROM identitaetspruefungen WHERE token = $1',
      [token],
    );
    expect(check).toEqual({ vermittlungscode: body.vermittlungscode, bestaetigt: true });

    // The code logs in (§4: on success the app goes to search).
    const login = await ctx.app.inject({
      method: 'GET',
      url: `${API}/login?plz=10115`,
      headers: basicAuth(body.vermittlungscode),
    });
    expect(login.json()).toMatchObject({ kv: '72', qualifikationen: ['W030'] });

    // Once only.
    expectError(await verify(token, pin), 400, 'WP059');
  });

  it('parallel checks with the right PIN yield exactly one code', async () => {
    const { token, pin } = await pinFor('sms');
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(token, pin)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    const codes = await ctx.db.query(
      `SELECT 1 FROM vermittlungscodes v JOIN identitaetspruefungen i ON i.vermittlungscode = v.code WHERE i.token = $1`,
      [token],
    );
    expect(codes).toHaveLength(1);
  });

  it('works for the e-mail channel too', async () => {
    const { token, pin } = await pinFor('email');
    const res = await verify(token, pin);
    expect(res.statusCode).toBe(200);
  });

  it('a wrong PIN is WP059 "PIN ungültig" and counted', async () => {
    const { token, pin } = await pinFor('sms');
    const wrong = pin === '000000' ? '000001' : '000000';
    const error = expectError(await verify(token, wrong), 400, 'WP059');
    expect(error.text).toBe('PIN ungültig');
    const [row] = await ctx.db.query<{ versuche: number }>(
      'SELECT versuche FROM identitaetspruefungen WHERE token = $1',
      [token],
    );
    expect(row!.versuche).toBe(1);
    expect((await verify(token, pin)).statusCode).toBe(200);
  });

  it('guessing: after 5 wrong PINs even the right one fails', async () => {
    const { token, pin } = await pinFor('sms');
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((p) => p !== pin)
      .slice(0, 5);
    for (const wrong of wrongs) expectError(await verify(token, wrong), 400, 'WP059');
    expectError(await verify(token, pin), 400, 'WP059');
    const [row] = await ctx.db.query<{ versuche: number; vermittlungscode: string | null }>(
      'SELECT versuche, vermittlungscode FROM identitaetspruefungen WHERE token = $1',
      [token],
    );
    expect(row).toEqual({ versuche: 5, vermittlungscode: null });
  });

  it('an expired PIN is WP059', async () => {
    const { token, pin } = await pinFor('email');
    await ctx.db.query(
      `UPDATE identitaetspruefungen SET laeuft_ab_am = now() - interval '1 second' WHERE token = $1`,
      [token],
    );
    expectError(await verify(token, pin), 400, 'WP059');
  });

  it('an unknown or oversized token is WP059', async () => {
    expectError(await verify('gibt-es-nicht', '123456'), 400, 'WP059');
    expectError(await verify('x'.repeat(500), '123456'), 400, 'WP059');
  });

  it('a malformed PIN or body is WP003 "ungültiger Input"', async () => {
    const { token } = await pinFor('sms');
    for (const pin of ['abc', '12345', '1234567', '12-34-5', '', 123456, null]) {
      const error = expectError(await verify(token, pin), 400, 'WP003');
      expect(error.text).toEqual(expect.any(String));
    }
    expectError(await verify(undefined, '123456'), 400, 'WP003');
    const [row] = await ctx.db.query<{ versuche: number }>(
      'SELECT versuche FROM identitaetspruefungen WHERE token = $1',
      [token],
    );
    expect(row!.versuche).toBe(0);
  });

  it('limits the checks from one client address across tokens', async () => {
    for (let i = 0; i < 30; i++) expectError(await verify(`token-${i}`, '123456'), 400, 'WP059');
    const res = await verify('token-x', '123456');
    expectError(res, 429, 'RATE_LIMIT');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('replays a verified answer for the same Idempotency-Key', async () => {
    const { token, pin } = await pinFor('sms');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `verify-${token.slice(0, 8)}` };
    const first = await verify(token, pin, headers);
    expect(first.statusCode).toBe(200);
    const again = await verify(token, pin, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('fuzzing', () => {
  it('arbitrary bodies never give a 5xx', async () => {
    const paths = [
      'identitaetsbestaetigung/anfordern/sms',
      'identitaetsbestaetigung/anfordern/email',
      'identitaetsbestaetigung/bestaetigen',
      'contact',
    ];
    const field = fc.constantFrom(
      'plz',
      'phone',
      'receiver',
      'leistungsmerkmal',
      'token',
      'pin',
      'name',
      'email',
      'subject',
      'message',
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        field,
        fc.oneof(
          fc.string(),
          fc.jsonValue(),
          fc.constantFrom('10115', 'W030', '+491701234567', 'a@b.de', '123-456'),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, fc.nat(1000), async (path, payload, n) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${API}/${path}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
          remoteAddress: `10.99.${n % 250}.${(n * 7) % 250}`,
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
