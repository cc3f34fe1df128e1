// Issue #15 "Code status": vermittlungscode/status/abrufen answers, before the patient acts, until
// when the code books, the cancellations used of two, the urgency with its appointment window and
// what the next cancellation means — for codes with 0, 1 and 2 cancellations (made through the
// API) and an expired one. And the validity it reports holds (ADR 20): an expired code logs in,
// searches, books and reserves nothing new, while its booking can still be read and cancelled.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { addCalendarDays } from '@terminservice/domain/vermittlungscode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDateKey } from '../src/services/kernel/berlin-time.ts';
import {
  API,
  DAY,
  auth,
  bookingBody,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  staffHeaders,
  type Practice,
} from './fixtures/booking.ts';
import { startTestApp, type TestContext } from './helper.ts';

const STATUS = 'vermittlungscode/status/abrufen';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

let client = 0;
/** One request from its own client address, so code-guessing counters stay apart. */
function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  code: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  client += 1;
  return ctx.app.inject({
    method,
    url: `${API}/${path}`,
    remoteAddress: `10.15.${client >> 8}.${client & 255}`,
    headers: {
      ...auth(code),
      ...options.headers,
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  });
}

async function statusOf(code: string, headers?: Record<string, string>) {
  const res = await call('GET', STATUS, code, headers ? { headers } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CodeStatusResponse>();
}

/** Books a fresh slot with the code through the API; returns the slot id. */
async function book(code: string): Promise<string> {
  const slot = await insertSlot(ctx.db, practice, { inMs: 3 * DAY });
  const res = await call('POST', 'buchung', code, { payload: bookingBody(slot) });
  expect(res.statusCode, res.body).toBe(204);
  return slot;
}

async function cancel(code: string, slot: string) {
  const res = await call('DELETE', 'buchung', code, { payload: { slots: [slot] } });
  expect(res.statusCode, res.body).toBe(204);
}

/** Moves the code's issue day `days` German calendar days back (noon, Berlin time). */
async function issuedDaysAgo(code: string, days: number) {
  const day = addCalendarDays(berlinDateKey(new Date()), -days);
  await ctx.db.query(
    `UPDATE vermittlungscodes
        SET ausgestellt_am = ($2::date + time '12:00') AT TIME ZONE 'Europe/Berlin'
      WHERE code = $1`,
    [code, day],
  );
}

const today = () => berlinDateKey(new Date());

describe('GET vermittlungscode/status/abrufen', () => {
  it('a fresh DRINGEND code: valid 83 days, 0 of 2, the window of today, a cancellation rebooks', async () => {
    const code = await insertCode(ctx.db);
    expect(await statusOf(code)).toEqual({
      gueltigBis: addCalendarDays(today(), 83),
      abgelaufen: false,
      stornierungen: 0,
      maxStornierungen: 2,
      verbraucht: false,
      dringlichkeit: 'DRINGEND',
      termine: { von: today(), bis: addCalendarDays(today(), 83) },
      naechsteAbsage: 'NEUE_BUCHUNG_MOEGLICH',
    });
  });

  it('counts the cancellations made through the API: 0, 1, then 2 and used up', async () => {
    const code = await insertCode(ctx.db);
    const first = await book(code);
    expect(await statusOf(code)).toMatchObject({ stornierungen: 0, verbraucht: false });

    await cancel(code, first);
    expect(await statusOf(code)).toMatchObject({
      stornierungen: 1,
      verbraucht: false,
      naechsteAbsage: 'CODE_VERBRAUCHT',
    });

    const second = await book(code);
    expect((await statusOf(code)).naechsteAbsage).toBe('CODE_VERBRAUCHT');
    await cancel(code, second);
    const usedUp = await statusOf(code);
    expect(usedUp).toMatchObject({ stornierungen: 2, verbraucht: true, termine: null });
    // What the status says holds: the login refuses the used-up code.
    const login = await call('GET', 'login?plz=10115', code);
    expect([login.statusCode, errorCode(login.body)]).toEqual([403, 'WP008']);
  });

  it('an expired code: abgelaufen, no window, a cancellation rebooks nothing', async () => {
    const code = await insertCode(ctx.db);
    await issuedDaysAgo(code, 84);
    expect(await statusOf(code)).toMatchObject({
      gueltigBis: addCalendarDays(today(), -1),
      abgelaufen: true,
      verbraucht: false,
      termine: null,
      naechsteAbsage: 'KEINE_NEUE_BUCHUNG',
    });
  });

  it('the urgency sets the validity; the viewer sets the window (SURGERY: DRINGEND 35 days)', async () => {
    const akut = (
      await ctx.db.query<{ code: string }>(
        `UPDATE vermittlungscodes SET dringlichkeit = 'AKUT' WHERE code = $1 RETURNING code`,
        [await insertCode(ctx.db)],
      )
    )[0]!.code;
    expect(await statusOf(akut)).toMatchObject({
      dringlichkeit: 'AKUT',
      gueltigBis: addCalendarDays(today(), 2),
      termine: { von: today(), bis: addCalendarDays(today(), 2) },
    });

    const code = await insertCode(ctx.db);
    const surgery = await statusOf(code, await staffHeaders('SURGERY'));
    expect(surgery.termine?.bis).toBe(addCalendarDays(today(), 35));
    expect(surgery.gueltigBis).toBe(addCalendarDays(today(), 83));
    const tss = await statusOf(code, await staffHeaders('TSS'));
    expect(tss.termine?.bis).toBe(addCalendarDays(today(), 83));
  });

  it('an unknown code is WP042, counted as a guess like every code lookup', async () => {
    const res = await call('GET', STATUS, 'ABCDFGHJKLMN');
    expect([res.statusCode, errorCode(res.body)]).toEqual([401, 'WP042']);
  });
});

describe('an expired code books nothing new (ADR 20)', () => {
  it('books on its last valid day', async () => {
    const code = await insertCode(ctx.db);
    await issuedDaysAgo(code, 83);
    expect((await statusOf(code)).abgelaufen).toBe(false);
    expect((await call('GET', 'login?plz=10115', code)).statusCode).toBe(200);
    await book(code);
  });

  it('the day after: login WP008, search WP055, booking WP008, video reservation WP008', async () => {
    const code = await insertCode(ctx.db);
    await issuedDaysAgo(code, 84);

    const login = await call('GET', 'login?plz=10115', code);
    expect([login.statusCode, errorCode(login.body)]).toEqual([403, 'WP008']);
    expect(login.json<{ errors: { text: string }[] }>().errors[0]?.text).toBe(
      'Anspruch abgelaufen',
    );

    const search = await call('GET', 'search?plz=10115&someOf=W030', code);
    expect([search.statusCode, errorCode(search.body)]).toEqual([403, 'WP055']);

    const slot = await insertSlot(ctx.db, practice);
    const booking = await call('POST', 'buchung', code, { payload: bookingBody(slot) });
    expect([booking.statusCode, errorCode(booking.body)]).toEqual([403, 'WP008']);

    const video = await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
    const reserve = await call('POST', 'videosprechstunde/reservieren', code, {
      payload: bookingBody(video),
    });
    expect([reserve.statusCode, errorCode(reserve.body)]).toEqual([403, 'WP008']);

    const slots = await ctx.db.query<{ status: string }>(
      'SELECT status FROM slots WHERE id = ANY($1::bigint[])',
      [[slot, video]],
    );
    expect(slots.map((row) => row.status)).toEqual(['FREI', 'FREI']);
  });

  it('its booking can still be looked up and cancelled, and the login leads to it', async () => {
    const code = await insertCode(ctx.db);
    const slot = await book(code);
    await issuedDaysAgo(code, 100);

    const login = await call('GET', 'login?plz=10115', code);
    expect([login.statusCode, errorCode(login.body)]).toEqual([409, 'WP009']);
    expect((await call('GET', 'buchung', code)).statusCode).toBe(200);
    expect((await statusOf(code)).naechsteAbsage).toBe('KEINE_NEUE_BUCHUNG');

    await cancel(code, slot);
    expect(await statusOf(code)).toMatchObject({ abgelaufen: true, stornierungen: 1 });
  });
});
