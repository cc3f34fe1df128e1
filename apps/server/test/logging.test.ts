// Canary test for "nothing personal in logs": the real app with a real pino logger at trace level
// writing into memory, real flows (codes, login, search, identity check by e-mail and SMS, booking,
// its management, video reservation, contact form) with planted canary values, the error paths
// too (wrong PINs, unknown codes, invalid input, malformed JSON, unknown paths). No canary may
// appear in any log line, nor in any error answer.
import { FEATURE_TOGGLES, IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { generateCode } from '@terminservice/domain/vermittlungscode';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.ts';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { runJobOnce } from '../src/services/kernel/jobs.ts';
import { reminderJob } from '../src/services/reminders/index.ts';
import {
  API,
  HOUR,
  auth,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from './fixtures/booking.ts';
import { setToggle } from './fixtures/codes.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';

const EMAIL = 'canary.person@example.org';
const SECOND_EMAIL = 'canary.second@example.org';
const PHONE = '+49 170 5550199';
const NACHNAME = 'Canarius';
const VORNAME = 'Kanarina';
const STREET = 'Kanarienweg';
const BIRTHDAY = '1977-03-19';
const MESSAGE = 'Kanarienvogelnachricht';
/** A postcode only this test uses (no other postcode nor number in the logs contains it). */
const PLZ = '39517';

/** Every value planted so far (codes, PINs and tokens join as the flows produce them). */
const canaries = new Set<string>([
  EMAIL,
  SECOND_EMAIL,
  PHONE,
  '+491705550199',
  '1705550199',
  NACHNAME,
  VORNAME,
  STREET,
  BIRTHDAY,
  MESSAGE,
  PLZ,
]);

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

/** Error answers, to check that none echoes a canary. */
const errorAnswers: { url: string; status: number; body: string }[] = [];

let ctx: TestContext;
let practice: Practice;
let surgeryToken: string;
let tssToken: string;

beforeAll(async () => {
  ctx = await startTestApp({
    logger: { level: 'trace', stream },
    loadShedding: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 1 },
  });
  await seedReference(ctx.db);
  await ctx.db.query(
    `INSERT INTO postleitzahlen (plz, ortsname, lat, lon, kv_id)
     VALUES ($1, 'Kanarienhausen', 52.5323, 13.3846, '72')`,
    [PLZ],
  );
  await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
  practice = await insertPractice(ctx.db, { leistungsmerkmale: ['W030'] });
  tssToken = await issueToken(TEST_JWT_SECRET, { applicationType: 'TSS', subject: 'tss' }, 3600);
  surgeryToken = await issueToken(
    TEST_JWT_SECRET,
    { applicationType: 'SURGERY', subject: '721234500' },
    3600,
  );
  canaries.add(surgeryToken);
  canaries.add(tssToken);
});
afterAll(() => ctx.close());

let client = 0;
/** One request from its own client address (the per-address limits stay out of the way). */
async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
  client += 1;
  const res = await ctx.app.inject({
    remoteAddress: `10.66.${client >> 8}.${client & 255}`,
    ...options,
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) {
    errorAnswers.push({ url: String(options.url), status: res.statusCode, body: res.body });
  }
  return res;
}

async function pinMailedTo(to: string, pattern: RegExp): Promise<string> {
  const [row] = await ctx.db.query<{ text: string }>(
    'SELECT text FROM outbox WHERE empfaenger = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  const pin = pattern.exec(row?.text ?? '')?.[1];
  if (!pin) throw new Error(`no PIN for ${to}`);
  canaries.add(pin);
  return pin;
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    geschlecht: 'WEIBLICH',
    nachname: NACHNAME,
    vorname: VORNAME,
    geburtsdatum: BIRTHDAY,
    notificationChannel: 'email',
    notificationReceiver: EMAIL,
    ort: 'Kanarienhausen',
    phone: PHONE,
    plz: PLZ,
    strasse: STREET,
    hausnummer: '7',
    hinweisAnBehandelndenArzt: '',
    ...overrides,
  };
}

function wrongPin(pin: string): string {
  return pin === '000000' ? '111111' : '000000';
}

/** Log lines as JSON without the fields that carry times and random ids (digits by chance). */
function cleanedLogs(): string[] {
  return lines.map((line) => {
    const entry = JSON.parse(line) as Record<string, unknown>;
    for (const key of ['time', 'pid', 'hostname', 'responseTime', 'referenceId', 'reqId']) {
      delete entry[key];
    }
    return JSON.stringify(entry);
  });
}

function leaks(texts: readonly string[]): { canary: string; text: string }[] {
  const found: { canary: string; text: string }[] = [];
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const canary of canaries) {
      if (lower.includes(canary.toLowerCase())) found.push({ canary, text: text.slice(0, 300) });
    }
  }
  return found;
}

describe('canary values never reach the logs', () => {
  it('codes: issued by the hotline, logged in with, searched with (postcode in the URL; a token in the URL is refused)', async () => {
    const issued = await call({
      method: 'GET',
      url: `${API}/code/dringlichkeit?dringlichkeit=DRINGEND&leistungsmerkmal=W030`,
      headers: { [IDENTIFICATION_TOKEN_HEADER]: tssToken },
    });
    expect(issued.statusCode).toBe(200);
    const code = issued.json<{ code: string }>().code;
    canaries.add(code);

    expect(
      (await call({ method: 'GET', url: `${API}/login?plz=${PLZ}`, headers: auth(code) }))
        .statusCode,
    ).toBe(200);
    // The code's status (issue #15) answers its dates and counts; the code stays out of the logs.
    expect(
      (
        await call({
          method: 'GET',
          url: `${API}/vermittlungscode/status/abrufen`,
          headers: auth(code),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'GET',
          url: `${API}/ortsname/abrufen?plz=${PLZ}`,
          headers: auth(code),
        })
      ).statusCode,
    ).toBe(200);
    const search = await call({
      method: 'GET',
      url: `${API}/search?someOf=W030&plz=${PLZ}`,
      headers: { ...auth(code), [IDENTIFICATION_TOKEN_HEADER]: surgeryToken },
    });
    expect(search.statusCode, search.body).toBe(200);
    await call({
      method: 'GET',
      url: `${API}/einrichtungssuche/durchfuehren?suchbegriff=${NACHNAME}&plz=${PLZ}`,
      headers: auth(code),
    });
    // SURGERY code generator with the token in the header, where the app puts it.
    const surgery = await call({
      method: 'GET',
      url: `${API}/code/dringlichkeit?dringlichkeit=DRINGEND`,
      headers: { [IDENTIFICATION_TOKEN_HEADER]: surgeryToken },
    });
    expect(surgery.statusCode).toBe(200);
    // The token in an API call's URL is refused (issue 16), and it is not logged either.
    const inUrl = await call({
      method: 'GET',
      url: `${API}/code/dringlichkeit?dringlichkeit=DRINGEND&token=${surgeryToken}`,
    });
    expect(inUrl.statusCode).toBe(400);
    canaries.add(surgery.json<{ code: string }>().code);
  });

  it('error paths: unknown and malformed codes, invalid input, malformed JSON, unknown paths', async () => {
    const unknown = generateCode();
    canaries.add(unknown);
    expect(
      (await call({ method: 'GET', url: `${API}/login?plz=${PLZ}`, headers: auth(unknown) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call({ method: 'GET', url: `${API}/buchung`, headers: auth(unknown) })).statusCode,
    ).toBe(401);
    await call({
      method: 'GET',
      url: `${API}/login?plz=${PLZ}`,
      headers: auth(`${NACHNAME}${PLZ}`),
    });
    await call({
      method: 'GET',
      url: `${API}/login?plz=${PLZ}`,
      headers: { authorization: `Basic ${Buffer.from(`${EMAIL}:${PHONE}`).toString('base64')}` },
    });
    // Canaries in fields that fail validation must not be echoed.
    const invalid = await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/email`,
      payload: { plz: `${PLZ}x`, receiver: `${NACHNAME} ${EMAIL}`, leistungsmerkmal: STREET },
    });
    expect(invalid.statusCode).toBe(400);
    await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/sms`,
      payload: { plz: PLZ, phone: `${PHONE} ${NACHNAME}`, leistungsmerkmal: 'W030' },
    });
    await call({
      method: 'POST',
      url: `${API}/contact`,
      payload: { name: `<${NACHNAME}>`, email: `${EMAIL}..`, subject: STREET, message: '' },
    });
    await call({
      method: 'POST',
      url: `${API}/termincheck/check`,
      headers: { 'content-type': 'application/json' },
      payload: `{"postleitzahl":"${PLZ}","leistungsmerkmale":["${NACHNAME}"`,
    });
    await call({
      method: 'POST',
      url: `${API}/contact`,
      headers: { 'content-type': 'text/plain' },
      payload: `${NACHNAME} ${EMAIL}`,
    });
    await call({
      method: 'GET',
      url: `${API}/search?plz=${PLZ}x&someOf=${NACHNAME}`,
      headers: auth(unknown),
    });
    await call({
      method: 'GET',
      url: `${API}/${NACHNAME}/${encodeURIComponent(EMAIL)}?plz=${PLZ}`,
    });
    await call({ method: 'GET', url: `/terminservice/%${NACHNAME}` });
    await call({
      method: 'GET',
      url: `${API}/version`,
      headers: { [IDENTIFICATION_TOKEN_HEADER]: `${NACHNAME}.${PLZ}.x` },
    });
    await call({ method: 'GET', url: `${API}/status?token=${NACHNAME}` });
    await call({
      method: 'POST',
      url: `${API}/contact`,
      headers: { 'idempotency-key': `${NACHNAME} ${EMAIL}` },
      payload: {},
    });
  });

  it('identity check by e-mail and SMS, with a wrong PIN before the right one', async () => {
    const byEmail = await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/email`,
      payload: { plz: PLZ, receiver: EMAIL, leistungsmerkmal: 'W030' },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const { token } = byEmail.json<{ token: string }>();
    canaries.add(token);
    const pin = await pinMailedTo(EMAIL, /PIN lautet:? (\d{6})/);
    const wrong = await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/bestaetigen`,
      payload: { token, pin: wrongPin(pin) },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/bestaetigen`,
      payload: { token, pin: `${pin.slice(0, 3)}-${pin.slice(3)}` },
    });
    expect(right.statusCode, right.body).toBe(200);
    canaries.add(right.json<{ vermittlungscode: string }>().vermittlungscode);

    const bySms = await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/sms`,
      payload: { plz: PLZ, phone: '+491705550199', leistungsmerkmal: 'W030' },
    });
    expect(bySms.statusCode, bySms.body).toBe(200);
    canaries.add(bySms.json<{ token: string }>().token);
    await pinMailedTo('+491705550199', /PIN lautet:? (\d{6})/);
    // A second request within the cooldown is refused (429), the receiver not named.
    await call({
      method: 'POST',
      url: `${API}/identitaetsbestaetigung/anfordern/sms`,
      payload: { plz: PLZ, phone: '+491705550199', leistungsmerkmal: 'W030' },
    });
  });

  it('booking in person: book, look up, change the e-mail, calendar, cancel', async () => {
    const code = generateCode();
    await ctx.db.query(
      `INSERT INTO vermittlungscodes (code, leistungsmerkmal, ausgestellt_von) VALUES ($1, 'W030', 'TSS:test')`,
      [code],
    );
    canaries.add(code);
    const slot = await insertSlot(ctx.db, practice);
    const invalid = await call({
      method: 'POST',
      url: `${API}/buchung`,
      headers: auth(code),
      payload: {
        slot,
        leistungsmerkmale: ['W030'],
        contact: contact({ phone: `x${PHONE}`, plz: `${PLZ}0` }),
      },
    });
    expect(invalid.statusCode).toBe(400);
    const booked = await call({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(code), 'idempotency-key': 'canary-booking-1' },
      payload: { slot, leistungsmerkmale: ['W030'], contact: contact() },
    });
    expect(booked.statusCode, booked.body).toBe(204);
    // Again with the same key: replayed; with another body: refused.
    await call({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(code), 'idempotency-key': 'canary-booking-1' },
      payload: { slot, leistungsmerkmale: ['W030'], contact: contact({ vorname: 'Anders' }) },
    });
    const lookup = await call({ method: 'GET', url: `${API}/buchung`, headers: auth(code) });
    expect(lookup.statusCode).toBe(200);
    // The owner sees the booked appointment (no canary check on successful answers).
    expect(lookup.body).toContain(slot);
    const changed = await call({
      method: 'PATCH',
      url: `${API}/buchung`,
      headers: auth(code),
      payload: { notificationReceiver: SECOND_EMAIL },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Issue #26: the new address is confirmed with its PIN, after a wrong one.
    const addressPin = await pinMailedTo(SECOND_EMAIL, /Verifizierungs-PIN: (\d{6})/);
    for (const [pin, status] of [
      [wrongPin(addressPin), 422],
      [addressPin, 204],
    ] as const) {
      const confirmed = await call({
        method: 'POST',
        url: `${API}/buchung/email/bestaetigen`,
        headers: auth(code),
        payload: { pin },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(status);
    }
    await call({
      method: 'GET',
      url: `${API}/buchung/kalender?slotId=${slot}`,
      headers: auth(code),
    });
    await call({ method: 'GET', url: `${API}/login?plz=${PLZ}`, headers: auth(code) });
    // Issue #15: moved to another slot and back (a confirmation each), and a refused move.
    const elsewhere = await insertSlot(ctx.db, practice, { inMs: 4 * 86_400_000 });
    for (const [to, key] of [
      [elsewhere, 'canary-move-1'],
      [slot, 'canary-move-2'],
    ] as const) {
      const moved = await call({
        method: 'POST',
        url: `${API}/buchung/verschieben`,
        headers: { ...auth(code), 'idempotency-key': key },
        payload: { slot: to },
      });
      expect(moved.statusCode, moved.body).toBe(204);
    }
    await call({
      method: 'POST',
      url: `${API}/buchung/verschieben`,
      headers: auth(code),
      payload: { slot },
    });
    const other = await insertSlot(ctx.db, practice, { inMs: 3 * 86_400_000 });
    await call({
      method: 'DELETE',
      url: `${API}/buchung`,
      headers: auth(code),
      payload: { slots: [other] },
    });
    const cancelled = await call({
      method: 'DELETE',
      url: `${API}/buchung`,
      headers: auth(code),
      payload: { slots: [slot] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
  });

  it('video consultation: reserve, wrong PIN, resend, book with the PIN', async () => {
    const code = generateCode();
    await ctx.db.query(
      `INSERT INTO vermittlungscodes (code, leistungsmerkmal, ausgestellt_von) VALUES ($1, 'W030', 'TSS:test')`,
      [code],
    );
    canaries.add(code);
    const slot = await insertSlot(ctx.db, practice, {
      termintyp: 'VIDEOSPRECHSTUNDE',
      buchungsbefugnisse: ['PATIENT'],
    });
    const reserved = await call({
      method: 'POST',
      url: `${API}/videosprechstunde/reservieren`,
      headers: auth(code),
      payload: { slot, leistungsmerkmale: ['W030'], contact: contact() },
    });
    expect(reserved.statusCode, reserved.body).toBe(204);
    const pin = await pinMailedTo(EMAIL, /Verifizierungs-PIN: (\d{6})/);
    await call({
      method: 'GET',
      url: `${API}/videosprechstunde/email/anzeigen`,
      headers: auth(code),
    });
    await call({
      method: 'GET',
      url: `${API}/videosprechstunde/reservierungsinformation/abrufen`,
      headers: auth(code),
    });
    const wrong = await call({
      method: 'POST',
      url: `${API}/videosprechstunde/buchen`,
      headers: auth(code),
      payload: { pin: wrongPin(pin) },
    });
    expect(wrong.statusCode).toBe(422);
    // Another address than the reservation's is refused without naming either.
    await call({
      method: 'POST',
      url: `${API}/videosprechstunde/pin/erneut/zusenden`,
      headers: auth(code),
      payload: { receiver: SECOND_EMAIL },
    });
    const booked = await call({
      method: 'POST',
      url: `${API}/videosprechstunde/buchen`,
      headers: auth(code),
      payload: { pin },
    });
    expect(booked.statusCode, booked.body).toBe(204);
  });

  it('reminders: the job, the link pages, showing, confirming and releasing (issue #15)', async () => {
    const code = generateCode();
    await ctx.db.query(
      `INSERT INTO vermittlungscodes (code, leistungsmerkmal, ausgestellt_von) VALUES ($1, 'W030', 'TSS:test')`,
      [code],
    );
    canaries.add(code);
    const slot = await insertSlot(ctx.db, practice, { inMs: 20 * HOUR });
    const booked = await call({
      method: 'POST',
      url: `${API}/buchung`,
      headers: auth(code),
      payload: { slot, leistungsmerkmale: ['W030'], contact: contact() },
    });
    expect(booked.statusCode, booked.body).toBe(204);
    await runJobOnce(
      ctx.db,
      reminderJob({ leadHours: 48, intervalMs: 60_000 }, 'https://t.example'),
    );
    const [mail] = await ctx.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE empfaenger = $1 AND betreff LIKE 'Erinnerung%'`,
      [EMAIL],
    );
    const tokens = [...(mail?.text ?? '').matchAll(/erinnerung\/(komme|freigeben)\/([\w-]{43})/g)];
    expect(tokens.map((t) => t[1])).toEqual(['komme', 'freigeben']);
    for (const [, , token] of tokens) canaries.add(token!);
    const [komme, freigeben] = tokens.map((t) => t[2]!);
    for (const [aktion, token] of [
      ['komme', komme],
      ['freigeben', freigeben],
    ] as const) {
      // The page of the link, as the patient opens it from the mail.
      await call({ method: 'GET', url: `/terminservice/erinnerung/${aktion}/${token}` });
      const shown = await call({
        method: 'POST',
        url: `${API}/erinnerung/anzeigen`,
        payload: { aktion, token },
      });
      expect(shown.statusCode, shown.body).toBe(200);
    }
    for (const [path, token] of [
      ['bestaetigen', komme],
      ['bestaetigen', komme],
      ['freigeben', freigeben],
      ['freigeben', freigeben],
      ['freigeben', `${freigeben!.slice(0, 42)}A`],
      ['freigeben', `${EMAIL}`],
    ] as const) {
      await call({ method: 'POST', url: `${API}/erinnerung/${path}`, payload: { token } });
    }
  });

  it('contact form', async () => {
    const sent = await call({
      method: 'POST',
      url: `${API}/contact`,
      payload: { name: `${VORNAME} ${NACHNAME}`, email: EMAIL, subject: 'Frage', message: MESSAGE },
    });
    expect(sent.statusCode, sent.body).toBe(204);
  });

  it('the logs were written at trace level and hold none of the canaries', () => {
    // The logger really ran: requests and refusals were logged.
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes('request refused'))).toBe(true);
    expect(lines.some((line) => line.includes('malformed request'))).toBe(true);
    // One access line per answered request (app.ts): method, route pattern and status; a
    // refusal's line also holds its §8 codes and reference id.
    const access = lines.filter(
      (line) => line.includes('request completed') || line.includes('request refused'),
    );
    expect(access.length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes('incoming request'))).toBe(false);
    for (const line of access) {
      const entry = JSON.parse(line) as {
        msg: string;
        req?: object;
        res?: { statusCode?: number };
        codes?: unknown;
        referenceId?: unknown;
      };
      // No route for a path that matches none (404).
      expect(['method', 'method,route']).toContain(
        Object.keys(entry.req ?? {})
          .sort()
          .join(','),
      );
      expect(typeof entry.res?.statusCode).toBe('number');
      if (entry.msg === 'request refused') {
        expect(Array.isArray(entry.codes)).toBe(true);
        expect(typeof entry.referenceId).toBe('string');
      }
    }
    expect(canaries.size).toBeGreaterThan(15);
    expect(leaks(cleanedLogs())).toEqual([]);
  });

  it('no error answer echoes a canary', () => {
    expect(errorAnswers.length).toBeGreaterThan(15);
    const found = errorAnswers.flatMap((answer) =>
      leaks([answer.body]).map((leak) => ({ status: answer.status, ...leak })),
    );
    expect(found).toEqual([]);
  });
});

describe('an unexpected error', () => {
  it('is logged by class and stack frames, without its message (it can hold request data)', async () => {
    const captured: string[] = [];
    const app = Fastify({
      logger: {
        level: 'trace',
        stream: { write: (line: string) => void captured.push(line) },
      },
    });
    registerErrorHandler(app);
    app.post('/boom', async (request) => {
      // A parse of request data that throws: the message quotes the input.
      return JSON.parse(`{"name":${String((request.body as { name: string }).name)}`) as unknown;
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/boom', payload: { name: NACHNAME } });
      expect(res.statusCode).toBe(500);
      expect(res.json().errors).toEqual([
        { code: 'WP001', text: 'Es ist ein interner Fehler aufgetreten.' },
      ]);
      expect(res.body).not.toContain(NACHNAME);
      const logged = captured.join('\n');
      expect(logged).toContain('internal error');
      expect(logged).toContain('SyntaxError');
      expect(logged).not.toContain(NACHNAME);
    } finally {
      await app.close();
    }
  });
});
