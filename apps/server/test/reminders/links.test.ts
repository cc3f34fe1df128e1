// The reminder links' calls (issue #15 part 4; docs/reminders.md "Calls", "Refusals"): showing a
// link's appointment changes nothing; 'Ich komme' confirms, 'Termin freigeben' cancels under the
// existing rules; every refusal — unknown, malformed, the other action's token, used, expired,
// the booking cancelled or moved, a double press, too many calls — in the error shape. Real
// database and HTTP (app.inject), every answer checked against the OpenAPI document.
import { REMINDER_REFUSALS, releaseConsequence } from '@terminservice/domain/reminders';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_LINK_LIMIT } from '../../src/routes/reminders/index.ts';
import { hashReminderToken } from '../../src/services/reminders/index.ts';
import { DEFAULT_RETENTION, eraseExpiredBatch } from '../../src/services/retention/index.ts';
import {
  API,
  auth,
  insertPractice,
  outboxFor,
  seedReference,
  slotState,
  type Practice,
} from '../fixtures/booking.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import { bookThroughApi, runReminders, tokensFor, type Booked } from './fixtures.ts';

let ctx: TestContext;
let practice: Practice;
let client = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

/** A call from a client address of its own, so the per-client limit stays out of the way. */
function call(path: string, payload: unknown, remoteAddress?: string) {
  client += 1;
  const options: InjectOptions = {
    method: 'POST',
    url: `${API}/erinnerung/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress: remoteAddress ?? `10.77.${client >> 8}.${client & 255}`,
  };
  return ctx.app.inject(options);
}

const view = (aktion: string, token: string) => call('anzeigen', { aktion, token });
const confirm = (token: string) => call('bestaetigen', { token });
const release = (token: string) => call('freigeben', { token });

function refusal(res: { statusCode: number; body: string }) {
  const body = JSON.parse(res.body) as {
    errors: { code: string; text: string }[];
    referenceId: string;
  };
  expect(typeof body.referenceId).toBe('string');
  return { status: res.statusCode, code: body.errors[0]!.code, text: body.errors[0]!.text };
}

const expected = (r: { status: number; code: string; text: string }) => ({
  status: r.status,
  code: r.code,
  text: r.text,
});

/** A booking made through the API and reminded by the job; its two tokens. */
async function reminded(
  options: { inHours?: number; stornierungen?: number } = {},
): Promise<Booked & { komme: string; freigeben: string }> {
  const booked = await bookThroughApi(ctx, practice, {
    inHours: options.inHours ?? 20,
    ...options,
  });
  await runReminders(ctx.db);
  return { ...booked, ...(await tokensFor(ctx.db, booked.email)) };
}

async function bookingRow(id: string) {
  const [row] = await ctx.db.query<{
    storniert: boolean;
    storniert_von: string | null;
    bestaetigt: boolean;
    stornierungen: number;
  }>(
    `SELECT b.storniert_am IS NOT NULL AS storniert, b.storniert_von,
            b.bestaetigt_am IS NOT NULL AS bestaetigt, c.stornierungen
       FROM buchungen b JOIN vermittlungscodes c ON c.code = b.code WHERE b.id = $1`,
    [id],
  );
  return row!;
}

async function linkUsed(token: string): Promise<boolean> {
  const [row] = await ctx.db.query<{ used: boolean }>(
    'SELECT verwendet_am IS NOT NULL AS used FROM erinnerungs_links WHERE token_hash = $1',
    [hashReminderToken(token)],
  );
  return row!.used;
}

describe('POST erinnerung/anzeigen', () => {
  it('shows the appointment and the practice, never the code, and changes nothing', async () => {
    const booked = await reminded();
    for (const [aktion, token] of [
      ['komme', booked.komme],
      ['freigeben', booked.freigeben],
    ] as const) {
      const res = await view(aktion, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        aktion,
        beginn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        ende: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        praxis: {
          name: 'Augenarztpraxis Dr. Sommer',
          strasse: 'Invalidenstraße 117',
          plz: '10115',
          ort: 'Berlin',
          telefon: '030 1234567',
        },
        terminprofil: 'Dr. med. Anna Sommer',
        stornierungen: 0,
        bestaetigt: false,
      });
      expect(res.body).not.toContain(booked.code);
      // Again (a mail scanner, a reload): still nothing changed.
      expect((await view(aktion, token)).statusCode).toBe(200);
      expect(await linkUsed(token)).toBe(false);
    }
    expect(await bookingRow(booked.buchungId)).toMatchObject({
      storniert: false,
      bestaetigt: false,
      stornierungen: 0,
    });
    expect(await slotState(ctx.db, booked.slot)).toMatchObject({ status: 'GEBUCHT' });
  });

  it("gives the code's cancellations so far, for what a release means (§9)", async () => {
    const booked = await reminded({ stornierungen: 1 });
    const res = await view('freigeben', booked.freigeben);
    expect(res.json<{ stornierungen: number }>().stornierungen).toBe(1);
    expect(releaseConsequence(1)).toContain('keine weitere Terminbuchung möglich');
  });
});

describe('unknown links (RM001)', () => {
  const unknown = expected(REMINDER_REFUSALS.unknown);

  it.each([
    ['a well-formed token nobody was given', 'q3Zr8xYb1VtK0cW5mN7pL2sD9fG4hJ6kA1eR3uI8oPw'],
    ['a malformed token', 'kein-token'],
    ['an empty token', ''],
  ])('%s is unknown to every call', async (_, token) => {
    expect(refusal(await view('komme', token))).toEqual(unknown);
    expect(refusal(await view('freigeben', token))).toEqual(unknown);
    expect(refusal(await confirm(token))).toEqual(unknown);
    expect(refusal(await release(token))).toEqual(unknown);
  });

  it("the other action's token is unknown: a 'komme' link releases nothing", async () => {
    const booked = await reminded();
    expect(refusal(await release(booked.komme))).toEqual(unknown);
    expect(refusal(await confirm(booked.freigeben))).toEqual(unknown);
    expect(refusal(await view('freigeben', booked.komme))).toEqual(unknown);
    expect(await bookingRow(booked.buchungId)).toMatchObject({
      storniert: false,
      bestaetigt: false,
    });
  });

  it('input that is not a token at all is refused as invalid (WP003)', async () => {
    for (const payload of [
      {},
      { token: 42 },
      { token: 'x'.repeat(201) },
      { aktion: 'vielleicht', token: 'x' },
    ]) {
      const res = await call('anzeigen', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refusal(res).code).toBe('WP003');
    }
    expect(refusal(await call('freigeben', { token: 'x', extra: 1 })).code).toBe('WP003');
  });
});

describe("POST erinnerung/bestaetigen ('Ich komme')", () => {
  it('confirms the booking once; the desk shows it; a second press is refused (RM002)', async () => {
    const booked = await reminded();
    const res = await confirm(booked.komme);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bestaetigt: true });
    expect(await bookingRow(booked.buchungId)).toMatchObject({
      bestaetigt: true,
      storniert: false,
    });
    expect(await linkUsed(booked.komme)).toBe(true);
    expect(refusal(await confirm(booked.komme))).toEqual(expected(REMINDER_REFUSALS.usedKomme));
    expect(refusal(await view('komme', booked.komme))).toEqual(
      expected(REMINDER_REFUSALS.usedKomme),
    );
    // Confirmed, the patient can still release: plans change.
    const freigeben = await view('freigeben', booked.freigeben);
    expect(freigeben.json<{ bestaetigt: boolean }>().bestaetigt).toBe(true);
    expect((await release(booked.freigeben)).statusCode).toBe(200);
  });
});

describe("POST erinnerung/freigeben ('Termin freigeben')", () => {
  it('cancels under the existing rules: the slot is free at once, the code counts, the mail goes out', async () => {
    const booked = await reminded();
    const res = await release(booked.freigeben);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stornierungen: 1, codeVerbraucht: false });
    expect(await slotState(ctx.db, booked.slot)).toMatchObject({ status: 'FREI' });
    expect(await bookingRow(booked.buchungId)).toMatchObject({
      storniert: true,
      storniert_von: 'PATIENT',
      stornierungen: 1,
    });
    const mails = await outboxFor(ctx.db, booked.email);
    expect(mails.map((m) => m.betreff.split(':')[0])).toEqual([
      'Terminbestätigung',
      'Erinnerung',
      'Terminabsage',
    ]);
    // The same code books again, as after any first cancellation.
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `${API}/buchung`,
      headers: auth(booked.code),
    });
    expect(lookup.statusCode).toBe(404);
    // Both links are spent now.
    expect(refusal(await release(booked.freigeben))).toEqual(
      expected(REMINDER_REFUSALS.usedFreigeben),
    );
    expect(refusal(await confirm(booked.komme))).toEqual(expected(REMINDER_REFUSALS.cancelled));
    expect(refusal(await view('komme', booked.komme))).toEqual(
      expected(REMINDER_REFUSALS.cancelled),
    );
  });

  it('the second cancellation of a code uses it up (§9), as the page said before', async () => {
    const booked = await reminded({ stornierungen: 1 });
    const res = await release(booked.freigeben);
    expect(res.json()).toEqual({ stornierungen: 2, codeVerbraucht: true });
    const login = await ctx.app.inject({
      method: 'GET',
      url: `${API}/login?plz=10115`,
      headers: auth(booked.code),
    });
    expect(login.statusCode).toBe(403);
  });

  it('a double press releases once: the second waits for the first and finds the link used', async () => {
    const booked = await reminded();
    const [a, b] = await Promise.all([release(booked.freigeben), release(booked.freigeben)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(refusal(a.statusCode === 409 ? a : b)).toEqual(
      expected(REMINDER_REFUSALS.usedFreigeben),
    );
    expect(await bookingRow(booked.buchungId)).toMatchObject({ stornierungen: 1 });
    const [cancellations] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE empfaenger = $1 AND betreff LIKE 'Terminabsage%'`,
      [booked.email],
    );
    expect(cancellations!.n).toBe(1);
  });

  it('a double press of both links at once: release and confirm never both win', async () => {
    const booked = await reminded();
    const [released, confirmed] = await Promise.all([
      release(booked.freigeben),
      confirm(booked.komme),
    ]);
    expect(released.statusCode).toBe(200);
    // Confirmed before the release, or refused after it: the booking ends cancelled either way.
    expect([200, 409]).toContain(confirmed.statusCode);
    expect(await bookingRow(booked.buchungId)).toMatchObject({ storniert: true });
  });
});

describe('links of bookings that changed', () => {
  it('expire at the start of the appointment (RM003)', async () => {
    const booked = await reminded();
    await ctx.db.query(
      `UPDATE erinnerungs_links SET laeuft_ab_am = now() - interval '1 minute'
        WHERE erinnerung_id = (SELECT id FROM erinnerungen WHERE buchung_id = $1)`,
      [booked.buchungId],
    );
    const expired = expected(REMINDER_REFUSALS.expired);
    expect(refusal(await view('komme', booked.komme))).toEqual(expired);
    expect(refusal(await confirm(booked.komme))).toEqual(expired);
    expect(refusal(await release(booked.freigeben))).toEqual(expired);
    expect(await bookingRow(booked.buchungId)).toMatchObject({
      storniert: false,
      bestaetigt: false,
    });
  });

  it('die when the patient cancelled through the management page (RM004)', async () => {
    const booked = await reminded();
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/buchung`,
      headers: { ...auth(booked.code), 'content-type': 'application/json' },
      payload: JSON.stringify({ slots: [booked.slot] }),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const gone = expected(REMINDER_REFUSALS.cancelled);
    expect(refusal(await view('freigeben', booked.freigeben))).toEqual(gone);
    expect(refusal(await release(booked.freigeben))).toEqual(gone);
    expect(refusal(await confirm(booked.komme))).toEqual(gone);
    // Nothing counted twice.
    expect(await bookingRow(booked.buchungId)).toMatchObject({ stornierungen: 1 });
  });

  it('die when the practice cancelled (RM004)', async () => {
    const booked = await reminded();
    await ctx.db.query(
      `UPDATE buchungen SET storniert_am = now(), storniert_von = 'PRAXIS' WHERE id = $1`,
      [booked.buchungId],
    );
    await ctx.db.query(`UPDATE slots SET status = 'BLOCKIERT' WHERE id = $1`, [booked.slot]);
    const gone = expected(REMINDER_REFUSALS.cancelled);
    expect(refusal(await release(booked.freigeben))).toEqual(gone);
    expect(refusal(await confirm(booked.komme))).toEqual(gone);
    expect(await slotState(ctx.db, booked.slot)).toMatchObject({ status: 'BLOCKIERT' });
  });
});

describe('the limit per client', () => {
  it(`answers 429 after ${REMINDER_LINK_LIMIT.max} calls in the window, a right token too`, async () => {
    const booked = await reminded({ inHours: 30 });
    const address = '10.99.0.1';
    for (let i = 0; i < REMINDER_LINK_LIMIT.max; i++) {
      const res = await call('anzeigen', { aktion: 'komme', token: `falsch-${i}` }, address);
      expect(res.statusCode).toBe(404);
    }
    const stopped = await call('anzeigen', { aktion: 'komme', token: booked.komme }, address);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal(stopped).code).toBe('RATE_LIMIT');
    // Another client is not held up.
    expect((await view('komme', booked.komme)).statusCode).toBe(200);
  });
});

describe('retention of the links (README "Personal data retention")', () => {
  it('erases links once expired or a day after use, and keeps the others', async () => {
    const fresh = await reminded({ inHours: 40 });
    const used = await reminded({ inHours: 41 });
    expect((await confirm(used.komme)).statusCode).toBe(200);
    await ctx.db.query(
      `UPDATE erinnerungs_links SET verwendet_am = now() - interval '25 hours' WHERE verwendet_am IS NOT NULL`,
    );
    const expiredOne = await reminded({ inHours: 42 });
    await ctx.db.query(
      `UPDATE erinnerungs_links SET laeuft_ab_am = now() - interval '1 minute'
        WHERE erinnerung_id = (SELECT id FROM erinnerungen WHERE buchung_id = $1)`,
      [expiredOne.buchungId],
    );
    const counts = await ctx.db.transaction((tx) => eraseExpiredBatch(tx, DEFAULT_RETENTION));
    expect(counts.erinnerungslinks).toBeGreaterThanOrEqual(3);
    const left = await ctx.db.query<{ buchung_id: string; aktion: string }>(
      `SELECT e.buchung_id::text AS buchung_id, l.aktion FROM erinnerungs_links l
         JOIN erinnerungen e ON e.id = l.erinnerung_id
        WHERE e.buchung_id = ANY($1::bigint[]) ORDER BY e.buchung_id, l.aktion`,
      [[fresh.buchungId, used.buchungId, expiredOne.buchungId]],
    );
    expect(left).toEqual([
      { buchung_id: fresh.buchungId, aktion: 'freigeben' },
      { buchung_id: fresh.buchungId, aktion: 'komme' },
      { buchung_id: used.buchungId, aktion: 'freigeben' },
    ]);
    // An erased link is unknown; the reminder itself stays (no second reminder).
    expect(refusal(await confirm(used.komme)).code).toBe('RM001');
    await runReminders(ctx.db);
    expect(
      (await outboxFor(ctx.db, used.email)).filter((m) => m.betreff.startsWith('Erinnerung')),
    ).toHaveLength(1);
  });
});
