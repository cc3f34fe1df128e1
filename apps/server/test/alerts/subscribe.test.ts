// Setting up a slot alert through the real calls (issue #15 "Subscribing", "Channel"): the code and
// the filters are checked on the server, the PIN step confirms the address, and every refusal of
// subscribe, confirm and resend answers a clear 4xx in the error shape.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auth,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  staffHeaders,
} from '../fixtures/booking.ts';
import { insertBooking, insertReservation, setToggle } from '../fixtures/codes.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import {
  ALERT_EMAIL,
  lastMessage,
  messageCount,
  pinOf,
  post,
  setUpAlert,
  subscribeBody,
  RELAXED_LOAD_SHEDDING,
} from './fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await seedReference(ctx.db);
  await ctx.db.query(
    `INSERT INTO leistungsmerkmale (code, art, gruppe, name) VALUES ('Z010', 'z', NULL, 'Akupunktur')`,
  );
  await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
});
afterAll(() => ctx.close());

// Each test starts with the per-address counters empty (the PIN cooldown is per address).
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

function errorOf(response: { json(): unknown }) {
  return (response.json() as { errors: { code: string; field?: string; text: string }[] }).errors;
}

async function subscribe(code: string, overrides: Record<string, unknown> = {}, headers = {}) {
  return post(ctx.app, 'subscribeAlert', subscribeBody(overrides), { ...auth(code), ...headers });
}

describe('subscribing (POST terminalarm)', () => {
  it('stores the alert unconfirmed and sends a PIN to the address, masked in the answer', async () => {
    const code = await insertCode(ctx.db);
    const response = await subscribe(code, { empfaenger: 'paula.pin@example.org' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; kanal: string; empfaenger: string }>();
    expect(body.kanal).toBe('email');
    expect(body.empfaenger).toBe('******pin@example.org');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const mail = await lastMessage(ctx.db, 'paula.pin@example.org');
    expect(mail.betreff).toBe('Ihre PIN für den Terminalarm');
    expect(mail.text).not.toContain(code);
    const [row] = await ctx.db.query<{ bestaetigt_am: Date | null; leistungsmerkmale: string[] }>(
      'SELECT bestaetigt_am, leistungsmerkmale FROM terminalarme WHERE code = $1',
      [code],
    );
    expect(row).toEqual({ bestaetigt_am: null, leistungsmerkmale: ['W030'] });
  });

  it('lets the hotline set one up for a caller, by SMS, with a PIN text for reading out', async () => {
    const code = await insertCode(ctx.db);
    const response = await subscribe(
      code,
      { kanal: 'sms', empfaenger: '+49 170 1234567' },
      await staffHeaders('TSS'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ empfaenger: string }>().empfaenger).toBe('+49 *******567');
    const sms = await lastMessage(ctx.db, '+491701234567');
    expect(sms.text).toMatch(/^Ihre PIN lautet \d{6}\. .*Mitarbeiter der 116117/);
  });

  it('takes the TSS extras and refuses them from WEB (WP002)', async () => {
    const code = await insertCode(ctx.db);
    const web = await subscribe(code, { qualifikationen: ['W030', 'Z010'] });
    expect(web.statusCode).toBe(403);
    expect(errorOf(web)[0]!.code).toBe('WP002');
    const tss = await subscribe(
      code,
      { qualifikationen: ['W030', 'Z010'], empfaenger: 'extra@example.org' },
      await staffHeaders('DISPO'),
    );
    expect(tss.statusCode, tss.body).toBe(200);
  });

  it.each([
    ['no code', {}, null, 401, 'WP042'],
    ['a radius of 0 km', { radius: 0 }, 'body.radius', 400, 'WP003'],
    [
      'a daytime mask of 13 digits',
      { tageszeiten: '0'.repeat(13) },
      'body.tageszeiten',
      400,
      'WP003',
    ],
    ['an unknown appointment type', { termintyp: 'HAUSBESUCH' }, 'body.termintyp', 400, 'WP003'],
    ['an e-mail that is none', { empfaenger: 'keine-adresse' }, 'body.empfaenger', 400, 'WP003'],
    ['an SMS to letters', { kanal: 'sms', empfaenger: 'abc' }, 'body.empfaenger', 400, 'WP003'],
    ['an unknown field', { name: 'Max' }, 'body.name', 400, 'WP003'],
    ['an unknown postcode', { plz: '99998' }, null, 400, 'WP030'],
    ['an unknown specialty', { qualifikationen: ['X999'] }, 'body.qualifikationen', 400, 'WP067'],
    ['a specialty the code does not cover', { qualifikationen: ['A001'] }, null, 403, 'WP002'],
  ])('refuses %s', async (_what, overrides, field, status, errorCode) => {
    const code = await insertCode(ctx.db);
    const response =
      _what === 'no code'
        ? await post(ctx.app, 'subscribeAlert', subscribeBody())
        : await subscribe(code, overrides);
    expect(response.statusCode, response.body).toBe(status);
    const [error] = errorOf(response);
    expect(error!.code).toBe(errorCode);
    if (field) expect(errorOf(response).map((e) => e.field)).toContain(field);
    expect(await messageCount(ctx.db, ALERT_EMAIL)).toBe(0);
  });

  it('refuses an unknown code and counts it as a wrong code (WP042)', async () => {
    const response = await subscribe('ABCD2FGH4JKL');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)[0]!.code).toBe('WP042');
    const [counter] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rate_limits WHERE schluessel LIKE 'codes:falsch:%'`,
    );
    expect(counter!.n).toBeGreaterThan(0);
  });

  it('refuses a booked code (WP009), a used-up one (WP055) and a pending reservation (WP082)', async () => {
    const practice = await insertPractice(ctx.db);
    const booked = await insertCode(ctx.db);
    await insertBooking(ctx.db, { code: booked, slotId: await insertSlot(ctx.db, practice) });
    const usedUp = await insertCode(ctx.db, { stornierungen: 2 });
    const reserving = await insertCode(ctx.db);
    await insertReservation(ctx.db, {
      code: reserving,
      slotId: await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' }),
      email: 'video@example.org',
    });
    for (const [code, status, errorCode] of [
      [booked, 409, 'WP009'],
      [usedUp, 403, 'WP055'],
      [reserving, 409, 'WP082'],
    ] as const) {
      const response = await subscribe(code);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)[0]!.code).toBe(errorCode);
    }
  });

  it('refuses an open code without a specialty (WP003), and takes one with it', async () => {
    const open = await insertCode(ctx.db, { leistungsmerkmal: '' });
    const without = await subscribe(open, {}, await staffHeaders('TSS'));
    expect(without.statusCode).toBe(400);
    expect(errorOf(without)[0]!.field).toBe('body.qualifikationen');
    const withOne = await subscribe(open, { qualifikationen: ['A001'] }, await staffHeaders('TSS'));
    expect(withOne.statusCode, withOne.body).toBe(200);
  });

  it('refuses SURGERY (TA001)', async () => {
    const code = await insertCode(ctx.db);
    const response = await subscribe(code, {}, await staffHeaders('SURGERY'));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)[0]!.code).toBe('TA001');
  });

  it('refuses SMS while the SMS check is switched off (TA005)', async () => {
    await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'false');
    try {
      const code = await insertCode(ctx.db);
      const response = await subscribe(code, { kanal: 'sms', empfaenger: '0170 7654321' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)[0]!.code).toBe('TA005');
    } finally {
      await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
    }
  });

  it('sends one PIN a minute and three an hour per address (429, TA006)', async () => {
    const to = 'vielleicht@example.org';
    const first = await subscribe(await insertCode(ctx.db), { empfaenger: to });
    expect(first.statusCode).toBe(200);
    const soon = await subscribe(await insertCode(ctx.db), { empfaenger: to });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      await ctx.db.query(
        `UPDATE rate_limits SET fenster_ende = now() - interval '1 second'
          WHERE schluessel LIKE 'terminalarm:cooldown:%'`,
      );
      statuses.push((await subscribe(await insertCode(ctx.db), { empfaenger: to })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await messageCount(ctx.db, to)).toBe(3);
  });

  it('counts a mailbox once however it is spelt (+tags, Gmail dots), and mails it as typed', async () => {
    expect(
      (await subscribe(await insertCode(ctx.db), { empfaenger: 'vic.tim@gmail.com' })).statusCode,
    ).toBe(200);
    const spelt = 'Victim+alarm@googlemail.com';
    const soon = await subscribe(await insertCode(ctx.db), { empfaenger: spelt });
    expect(soon.statusCode).toBe(429);
    await ctx.db.query(
      `UPDATE rate_limits SET fenster_ende = now() - interval '1 second'
        WHERE schluessel LIKE 'terminalarm:cooldown:%'`,
    );
    expect((await subscribe(await insertCode(ctx.db), { empfaenger: spelt })).statusCode).toBe(200);
    expect(await messageCount(ctx.db, spelt)).toBe(1);
  });

  it('keeps at most five running alerts per address (TA007)', async () => {
    const to = 'familie@example.org';
    for (let i = 0; i < 5; i++) {
      await ctx.db.query('DELETE FROM rate_limits');
      await setUpAlert(ctx.app, ctx.db, await insertCode(ctx.db), { empfaenger: to });
    }
    await ctx.db.query('DELETE FROM rate_limits');
    const sixth = await subscribe(await insertCode(ctx.db), { empfaenger: to });
    expect(sixth.statusCode).toBe(409);
    expect(errorOf(sixth)[0]).toMatchObject({ code: 'TA007', field: 'body.empfaenger' });
  });

  it('limits subscriptions per client (429)', async () => {
    const headers = auth(await insertCode(ctx.db));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await post(
        ctx.app,
        'subscribeAlert',
        subscribeBody({ empfaenger: `viele${i}@example.org` }),
        headers,
        '10.200.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('confirming (POST terminalarm/bestaetigen) and resending the PIN', () => {
  async function pending(to = ALERT_EMAIL) {
    const code = await insertCode(ctx.db);
    const response = await subscribe(code, { empfaenger: to });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json<{ token: string }>();
    return { code, token, pin: pinOf((await lastMessage(ctx.db, to)).text) };
  }
  const confirm = (token: string, pin: string) =>
    post(ctx.app, 'confirmAlert', { token, pin }, {}, '10.201.0.1');

  it('starts the alert for 28 days with the right PIN, once', async () => {
    const { token, pin } = await pending();
    const response = await confirm(token, pin);
    expect(response.statusCode).toBe(200);
    const expected = new Date(Date.now() + 28 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Berlin',
    });
    expect(response.json()).toEqual({ laeuftBis: expected });
    const again = await confirm(token, pin);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)[0]!.code).toBe('WP059');
  });

  it('refuses a PIN that is not six digits (WP003) and a wrong one (WP059), five at most', async () => {
    const { token, pin } = await pending();
    const malformed = await confirm(token, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)[0]!.code).toBe('WP003');
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(token, wrong)).statusCode).toBe(400);
    const right = await confirm(token, pin);
    expect(right.statusCode).toBe(400);
    expect(errorOf(right)[0]!.code).toBe('WP059');
  });

  it('refuses an unknown token and an expired PIN (WP059)', async () => {
    expect(errorOf(await confirm('x'.repeat(32), '123456'))[0]!.code).toBe('WP059');
    const { token, pin } = await pending();
    await ctx.db.query(`UPDATE terminalarme SET pin_laeuft_ab_am = now() - interval '1 second'`);
    expect(errorOf(await confirm(token, pin))[0]!.code).toBe('WP059');
  });

  it('refuses to confirm an alert whose code booked meanwhile (TA003)', async () => {
    const { code, token, pin } = await pending();
    const practice = await insertPractice(ctx.db);
    await insertBooking(ctx.db, { code, slotId: await insertSlot(ctx.db, practice) });
    const response = await confirm(token, pin);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response)[0]!.code).toBe('TA003');
  });

  it('replaces the code’s earlier alert with the new one', async () => {
    const code = await insertCode(ctx.db);
    await setUpAlert(ctx.app, ctx.db, code, { radius: 5 });
    await ctx.db.query('DELETE FROM rate_limits');
    await setUpAlert(ctx.app, ctx.db, code, { radius: 20 });
    const rows = await ctx.db.query<{ radius_km: number; ende_grund: string | null }>(
      'SELECT radius_km, ende_grund FROM terminalarme WHERE code = $1 ORDER BY id',
      [code],
    );
    expect(rows).toEqual([
      { radius_km: 5, ende_grund: 'ersetzt' },
      { radius_km: 20, ende_grund: null },
    ]);
    const [index] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM terminalarm_orte o JOIN terminalarme a ON a.id = o.alarm_id
        WHERE a.code = $1`,
      [code],
    );
    expect(index!.n).toBe(1);
  });

  it('sends a new PIN that replaces the old one, not within 60 s', async () => {
    const { token, pin } = await pending();
    const soon = await post(ctx.app, 'resendAlertPin', { token });
    expect(soon.statusCode).toBe(429);
    await ctx.db.query(
      `UPDATE rate_limits SET fenster_ende = now() - interval '1 second'
        WHERE schluessel LIKE 'terminalarm:cooldown:%'`,
    );
    const resent = await post(ctx.app, 'resendAlertPin', { token });
    expect(resent.statusCode).toBe(204);
    const newPin = pinOf((await lastMessage(ctx.db, ALERT_EMAIL)).text);
    if (newPin !== pin) expect((await confirm(token, pin)).statusCode).toBe(400);
    expect((await confirm(token, newPin)).statusCode).toBe(200);
  });

  it('refuses to resend for an unknown or confirmed alert (TA002) and an ended one (TA003)', async () => {
    const unknown = await post(ctx.app, 'resendAlertPin', { token: 'y'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)[0]!.code).toBe('TA002');
    const { token, pin } = await pending();
    await confirm(token, pin);
    expect(errorOf(await post(ctx.app, 'resendAlertPin', { token }))[0]!.code).toBe('TA002');
    await ctx.db.query('DELETE FROM rate_limits');
    const other = await pending('ende@example.org');
    await ctx.db.query(
      `UPDATE terminalarme SET beendet_am = now(), ende_grund = 'abgemeldet'
        WHERE bestaetigt_am IS NULL AND beendet_am IS NULL`,
    );
    const ended = await post(ctx.app, 'resendAlertPin', { token: other.token });
    expect(ended.statusCode).toBe(410);
    expect(errorOf(ended)[0]!.code).toBe('TA003');
  });
});
