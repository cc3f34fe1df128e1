// The matcher (issue #15 "Matching", "Fairness", "End and limits"): which alerts a freed slot
// reaches — the search's filters, checked exactly — in which order and how many at once, the
// daily cap and the gap, and how alerts end. Each test frees slots and runs the job as the job
// runner does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  auth,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  staffHeaders,
  type Practice,
} from '../fixtures/booking.ts';
import { insertBooking } from '../fixtures/codes.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import {
  lastMessage,
  linkOf,
  messageCount,
  post,
  runMatcher,
  setUpAlert,
  subscribeBody,
  RELAXED_LOAD_SHEDDING,
} from './fixtures.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await seedReference(ctx.db);
  await ctx.db.query(
    `INSERT INTO postleitzahlen (plz, ortsname, lat, lon, kv_id)
     VALUES ('80331', 'München', 48.1371, 11.5754, '72')`,
  );
  await ctx.db.query(
    `INSERT INTO leistungsmerkmale (code, art, gruppe, name) VALUES ('Z010', 'z', NULL, 'Akupunktur')`,
  );
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

// Each test starts without running alerts, waves or counters of the tests before it.
beforeEach(async () => {
  await ctx.db.query(
    `UPDATE terminalarme SET beendet_am = now(), ende_grund = 'abgemeldet' WHERE beendet_am IS NULL`,
  );
  for (const table of ['terminalarm_orte', 'terminalarm_wellen', 'rate_limits']) {
    await ctx.db.query(`DELETE FROM ${table}`);
  }
});

let mailbox = 0;
/** An alert of a fresh code and address; returns the address. */
async function alert(overrides: Record<string, unknown> = {}, code?: string, headers = {}) {
  mailbox++;
  const to = `alarm${mailbox}@example.org`;
  await setUpAlert(
    ctx.app,
    ctx.db,
    code ?? (await insertCode(ctx.db)),
    { empfaenger: to, ...overrides },
    headers,
  );
  await ctx.db.query('DELETE FROM rate_limits');
  return to;
}

async function told(addresses: readonly string[]): Promise<string[]> {
  const told: string[] = [];
  for (const to of addresses) {
    const [row] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE empfaenger = $1 AND betreff LIKE 'Terminalarm:%'`,
      [to],
    );
    if (row!.n > 0) told.push(to);
  }
  return told;
}

/**
 * The next Tuesday 08:00 UTC (a forenoon in Germany, Di = mask digit 3), at least three days ahead:
 * beyond an AKUT code's window of two days.
 */
function nextTuesdayForenoon(): number {
  const date = new Date(Date.now() + 3 * DAY);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCHours(8, 0, 0, 0); // 10:00 in summer, 09:00 in winter: a forenoon either way
  return date.getTime() - Date.now();
}

describe('a freed slot reaches the alerts whose filters it fits', () => {
  it('queues one message with a link that carries no code and changes nothing', async () => {
    const code = await insertCode(ctx.db);
    const to = await alert({}, code);
    await insertSlot(ctx.db, practice);
    const counts = await runMatcher(ctx.db);
    expect(counts).toMatchObject({ ereignisse: 1, meldungen: 1 });
    const message = await lastMessage(ctx.db, to);
    expect(message.betreff).toBe('Terminalarm: Ein passender Termin ist frei');
    expect(message.text).not.toContain(code);
    expect(message.text).not.toMatch(/Augenheilkunde|W030/);
    const link = linkOf(message.text);
    expect(message.text).toContain(`http://localhost:8080/terminservice/terminalarm/${link}`);
    expect(message.kopfzeilen).toEqual({
      'List-Unsubscribe': `<http://localhost:8080/terminservice/terminalarm/abmelden/${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The job's record holds counts only.
    const [run] = await ctx.db.query<{ ergebnis: Record<string, unknown> }>(
      `SELECT ergebnis FROM job_laeufe WHERE job = 'terminalarm'`,
    );
    expect(Object.values(run!.ergebnis).every((n) => typeof n === 'number')).toBe(true);
  });

  it('checks radius, appointment type, days, booking authority, urgency window and extras', async () => {
    const tuesday = nextTuesdayForenoon();
    const fits = await alert({ radius: 1, termintyp: 'PRAESENZTERMIN' });
    const tuesdayOnly = await alert({ tageszeiten: '00100000000000' });
    const munich = await alert({ plz: '80331', radius: 100 });
    const munichWide = await alert({ plz: '80331', radius: 150 });
    const video = await alert({ termintyp: 'VIDEOSPRECHSTUNDE' });
    const sundays = await alert({ tageszeiten: '00000000000010' });
    const akutCode = await insertCode(ctx.db);
    await ctx.db.query(`UPDATE vermittlungscodes SET dringlichkeit = 'AKUT' WHERE code = $1`, [
      akutCode,
    ]);
    const akut = await alert({}, akutCode);
    const extras = await alert(
      { qualifikationen: ['W030', 'Z010'] },
      undefined,
      await staffHeaders('TSS'),
    );
    await insertSlot(ctx.db, practice, { inMs: tuesday });
    await runMatcher(ctx.db);
    expect(
      await told([fits, tuesdayOnly, munich, munichWide, video, sundays, akut, extras]),
    ).toEqual([fits, tuesdayOnly]);
    // Berlin–Munich is about 500 km: beyond any radius. A TSS-only slot reaches nobody.
    await insertSlot(ctx.db, practice, { inMs: tuesday + HOUR, buchungsbefugnisse: ['TSS'] });
    await runMatcher(ctx.db);
    expect(await messageCount(ctx.db, video)).toBe(1); // its PIN only
  });

  it('reaches a video alert with a video slot, and an extra with a profile that has it', async () => {
    const video = await alert({ termintyp: 'VIDEOSPRECHSTUNDE' });
    const extras = await alert(
      { qualifikationen: ['W030', 'Z010'] },
      undefined,
      await staffHeaders('TSS'),
    );
    await insertSlot(ctx.db, practice, { termintyp: 'VIDEOSPRECHSTUNDE' });
    await ctx.db.query(`UPDATE terminprofile SET qualifikationen = '{Z010}' WHERE id = $1`, [
      practice.profilId,
    ]);
    await runMatcher(ctx.db);
    expect(await told([video, extras])).toEqual([video, extras]);
    await ctx.db.query(`UPDATE terminprofile SET qualifikationen = '{}' WHERE id = $1`, [
      practice.profilId,
    ]);
  });

  it('tells a language alert only of a slot whose doctor speaks it (issue #22)', async () => {
    const turkish = await alert({ sprache: 'tr' });
    const anyLanguage = await alert();
    await insertSlot(ctx.db, practice);
    await runMatcher(ctx.db);
    expect(await told([turkish, anyLanguage])).toEqual([anyLanguage]);
    await ctx.db.query(`UPDATE terminprofile SET sprachen = '{en,tr}' WHERE id = $1`, [
      practice.profilId,
    ]);
    await insertSlot(ctx.db, practice, { inMs: 2 * HOUR });
    await runMatcher(ctx.db);
    expect(await told([turkish])).toEqual([turkish]);
    await ctx.db.query(`UPDATE terminprofile SET sprachen = '{}' WHERE id = $1`, [
      practice.profilId,
    ]);
  });

  it('tells an unconfirmed address nothing', async () => {
    const response = await post(
      ctx.app,
      'subscribeAlert',
      subscribeBody({ empfaenger: 'unbestaetigt@example.org' }),
      auth(await insertCode(ctx.db)),
    );
    expect(response.statusCode).toBe(200);
    await insertSlot(ctx.db, practice);
    await runMatcher(ctx.db);
    expect(await messageCount(ctx.db, 'unbestaetigt@example.org')).toBe(1); // the PIN
  });
});

describe('fairness: waves in subscription order', () => {
  it('tells three per free slot, the earliest first, then the next three while it stays free', async () => {
    const alerts: string[] = [];
    for (let i = 0; i < 8; i++) alerts.push(await alert());
    const slot = await insertSlot(ctx.db, practice);
    await runMatcher(ctx.db);
    expect(await told(alerts)).toEqual(alerts.slice(0, 3));
    // Not before the wave interval …
    await runMatcher(ctx.db);
    expect(await told(alerts)).toEqual(alerts.slice(0, 3));
    // … then the next wave, if the slot is still free.
    await ctx.db.query('UPDATE terminalarm_wellen SET faellig_am = now() WHERE slot_id = $1', [
      slot,
    ]);
    await runMatcher(ctx.db);
    expect(await told(alerts)).toEqual(alerts.slice(0, 6));
    // Booked meanwhile: no third wave, and the wave is gone.
    await ctx.db.query(`UPDATE slots SET status = 'GEBUCHT' WHERE id = $1`, [slot]);
    await ctx.db.query('UPDATE terminalarm_wellen SET faellig_am = now() WHERE slot_id = $1', [
      slot,
    ]);
    await runMatcher(ctx.db);
    expect(await told(alerts)).toEqual(alerts.slice(0, 6));
    const waves = await ctx.db.query('SELECT 1 FROM terminalarm_wellen WHERE slot_id = $1', [slot]);
    expect(waves).toEqual([]);
  });

  it('tells three per slot when several are freed at once, each alert once', async () => {
    const alerts: string[] = [];
    for (let i = 0; i < 8; i++) alerts.push(await alert());
    await insertSlot(ctx.db, practice, { inMs: 2 * DAY });
    await insertSlot(ctx.db, practice, { inMs: 2 * DAY + HOUR });
    const counts = await runMatcher(ctx.db);
    expect(counts.meldungen).toBe(6);
    expect(await told(alerts)).toEqual(alerts.slice(0, 6));
    for (const to of alerts.slice(0, 6)) expect(await messageCount(ctx.db, to)).toBe(2); // PIN + 1
  });

  it('keeps an hour between two messages and three a day, then the next in line gets it', async () => {
    const first = await alert();
    const second = await alert();
    await insertSlot(ctx.db, practice, { inMs: 3 * DAY });
    await runMatcher(ctx.db);
    expect(await told([first, second])).toEqual([first, second]);
    const [held] = await ctx.db.query<{ minuten: number; gleich: boolean }>(
      `SELECT (extract(epoch FROM a.gesperrt_bis - now()) / 60)::float8 AS minuten,
              bool_and(o.gesperrt_bis = a.gesperrt_bis) AS gleich
         FROM terminalarme a JOIN terminalarm_orte o ON o.alarm_id = a.id
        WHERE a.empfaenger = $1 GROUP BY a.gesperrt_bis`,
      [first],
    );
    expect(held!.minuten).toBeGreaterThan(59);
    expect(held!.minuten).toBeLessThanOrEqual(60);
    expect(held!.gleich).toBe(true);
    // Within the hour the next in line gets the next slot.
    const third = await alert();
    await insertSlot(ctx.db, practice, { inMs: 3 * DAY + HOUR });
    await runMatcher(ctx.db);
    expect(await messageCount(ctx.db, first)).toBe(2); // PIN + 1
    expect(await told([third])).toEqual([third]);
    // An hour later (the gap run out), the first alert's third message of the day: then it rests
    // until the next German day.
    const hourLater = async () => {
      for (const table of ['terminalarme', 'terminalarm_orte']) {
        await ctx.db.query(`UPDATE ${table} SET gesperrt_bis = now() - interval '1 second'`);
      }
    };
    await hourLater();
    await ctx.db.query(`UPDATE terminalarme SET meldungen_am_tag = 2 WHERE empfaenger = $1`, [
      first,
    ]);
    await insertSlot(ctx.db, practice, { inMs: 3 * DAY + 2 * HOUR });
    await runMatcher(ctx.db);
    expect(await messageCount(ctx.db, first)).toBe(3);
    // Until the next German day begins — or, in the day's last hour, until the 60-minute gap
    // has passed, whichever is later (greatest() in matcher-sql.ts); counted from the message.
    const [rest] = await ctx.db.query<{ mitternacht: boolean }>(
      `SELECT gesperrt_bis = greatest(zuletzt_gemeldet_am + interval '60 minutes',
                ((zuletzt_gemeldet_am AT TIME ZONE 'Europe/Berlin')::date + 1)::timestamp
                  AT TIME ZONE 'Europe/Berlin') AS mitternacht
         FROM terminalarme WHERE empfaenger = $1`,
      [first],
    );
    expect(rest!.mitternacht).toBe(true);
    // The next day.
    await hourLater();
    await ctx.db.query('UPDATE terminalarm_wellen SET faellig_am = now()');
    await runMatcher(ctx.db);
    expect(await messageCount(ctx.db, first)).toBe(4);
  });
});

describe('how an alert ends', () => {
  it('ends when its code books, in the booking’s transaction', async () => {
    const code = await insertCode(ctx.db);
    const to = await alert({}, code);
    const booked = await insertSlot(ctx.db, practice, { status: 'GEBUCHT', inMs: 9 * DAY });
    await insertBooking(ctx.db, { code, slotId: booked });
    const [row] = await ctx.db.query<{ ende_grund: string }>(
      'SELECT ende_grund FROM terminalarme WHERE code = $1',
      [code],
    );
    expect(row!.ende_grund).toBe('gebucht');
    await insertSlot(ctx.db, practice);
    await runMatcher(ctx.db);
    expect(await told([to])).toEqual([]);
  });

  it('ends after 28 days, and an unconfirmed one an hour after its PIN ran out', async () => {
    const code = await insertCode(ctx.db);
    await alert({}, code);
    await ctx.db.query(`UPDATE terminalarme SET laeuft_ab_am = now() WHERE code = $1`, [code]);
    const pendingCode = await insertCode(ctx.db);
    await ctx.db.query(
      `INSERT INTO terminalarme (code, angelegt_von, kanal, empfaenger, empfaenger_hash, plz, lat,
         lon, radius_km, leistungsmerkmale, tageszeiten, dringlichkeit, fenster_tage,
         pin_laeuft_ab_am, laeuft_ab_am)
       VALUES ($1, 'WEB', 'email', 'x@example.org', 'h', '10115', 52.5, 13.4, 5, '{W030}',
         '00000000000000', 'DRINGEND', 83, now() - interval '61 minutes', now() + interval '27 days')`,
      [pendingCode],
    );
    expect((await runMatcher(ctx.db)).beendet).toBe(2);
    const rows = await ctx.db.query<{ ende_grund: string }>(
      'SELECT ende_grund FROM terminalarme WHERE code = ANY ($1) ORDER BY id',
      [[code, pendingCode]],
    );
    expect(rows.map((r) => r.ende_grund)).toEqual(['abgelaufen', 'unbestaetigt']);
    const index = await ctx.db.query(
      'SELECT 1 FROM terminalarm_orte o JOIN terminalarme a ON a.id = o.alarm_id WHERE a.code = $1',
      [code],
    );
    expect(index).toEqual([]);
  });
});
