// The statistics job (issue #24 part 2, docs/statistics.md): bookings, a cancellation, a
// reschedule, a no-show and a search that found nothing, made through the API; the job run twice
// writes the same rows; every figure equals a count taken straight from the tables, and the
// answer shows it (or "< 5").
import { SUPPRESSED, ZAEHL_KEYS } from '@terminservice/domain/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LOAD_SHEDDING, startTestApp, type TestContext } from '../helper.ts';
import {
  API,
  DAY,
  auth,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { bookedCode, reschedule } from '../fixtures/reschedule.ts';
import {
  aggregateRows,
  answerOf,
  runStatistics,
  statistik,
  sumsByFigure,
  tokenOf,
} from './fixtures.ts';

let ctx: TestContext;
let practice: Practice;
const codes: { code: string; slot: string }[] = [];

/** Each figure straight from the tables (everything here happened today or yesterday). */
const DIRECT: Record<string, string> = {
  codesAusgestellt: 'SELECT count(*) FROM vermittlungscodes',
  codesGebucht: 'SELECT count(DISTINCT code) FROM buchungen',
  codesAbgelaufenUngebucht: 'SELECT 0',
  codesVerbrauchtDurchStornierung:
    'SELECT count(*) FROM vermittlungscodes WHERE stornierungen >= 2',
  stornierungenPatient: "SELECT count(*) FROM buchungen WHERE storniert_von = 'PATIENT'",
  stornierungenPraxis: "SELECT count(*) FROM buchungen WHERE storniert_von = 'PRAXIS'",
  verschiebungen: "SELECT count(*) FROM buchungen WHERE storniert_von = 'VERSCHOBEN'",
  erinnerungenBestaetigt: 'SELECT count(*) FROM buchungen WHERE bestaetigt_am IS NOT NULL',
  erinnerungenFreigegeben: 'SELECT count(*) FROM erinnerungen WHERE freigegeben_am IS NOT NULL',
  nichtErschienen: 'SELECT count(*) FROM buchungen WHERE nicht_erschienen_am IS NOT NULL',
  // Slots count on the day they begin: only those up to today are in the job's window.
  slotsAngeboten: "SELECT count(*) FROM slots WHERE beginn < now() + interval '1 hour'",
  slotsGebucht: "SELECT count(*) FROM slots WHERE status = 'GEBUCHT' AND beginn < now()",
  slotsZurueckgezogen: "SELECT count(*) FROM slots WHERE status = 'GELOESCHT' AND beginn < now()",
  slotsFreigegebenAnPraxis:
    "SELECT count(*) FROM slots WHERE abschnitt = 'freeToUseForPraxis' AND beginn < now()",
  slotsAbgelaufenUngebucht: "SELECT count(*) FROM slots WHERE status = 'FREI' AND beginn < now()",
  suchenOhneErgebnis: 'SELECT 1',
  alarmeEingerichtet: 'SELECT count(*) FROM terminalarme WHERE bestaetigt_am IS NOT NULL',
  alarmeAusgeloest: 'SELECT count(*) FROM terminalarme WHERE meldungen > 0',
  alarmeMitBuchung: "SELECT count(*) FROM terminalarme WHERE ende_grund = 'gebucht'",
};

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
  // Eight codes booked through the API, one of them confirmed through its reminder.
  for (let i = 0; i < 8; i++) {
    codes.push(
      await bookedCode(ctx.app, ctx.db, practice, { slot: { inMs: 2 * DAY + i * 3_600_000 } }),
    );
  }
  // A patient cancels one booking.
  const cancelled = await ctx.app.inject({
    method: 'DELETE',
    url: `${API}/buchung`,
    headers: { ...auth(codes[0]!.code), 'content-type': 'application/json' },
    payload: JSON.stringify({ slots: [codes[0]!.slot] }),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(204);
  // Another moves its booking to a new slot.
  const target = await insertSlot(ctx.db, practice, { inMs: 3 * DAY });
  const moved = await reschedule(ctx.app, codes[1]!.code, target);
  expect(moved.statusCode, moved.body).toBe(204);
  // A third was yesterday and the patient did not come (the desk's mark, set directly here).
  await ctx.db.query(
    `UPDATE slots SET beginn = now() - interval '20 hours', ende = now() - interval '19 hours'
      WHERE id = $1`,
    [codes[2]!.slot],
  );
  await ctx.db.query(
    'UPDATE buchungen SET nicht_erschienen_am = now() WHERE slot_id = $1 AND storniert_am IS NULL',
    [codes[2]!.slot],
  );
  // A search that finds nothing: 10117 has no practice within 1 km.
  const search = await ctx.app.inject({
    method: 'GET',
    url: `${API}/search`,
    query: { plz: '10117', radius: '1', someOf: 'W030' },
    headers: auth(await insertCode(ctx.db)),
  });
  expect(search.statusCode, search.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the statistics job', () => {
  it('writes the same rows when it runs again (idempotent)', async () => {
    expect(await runStatistics(ctx.db)).not.toBeNull();
    const first = await aggregateRows(ctx.db);
    expect(first.length).toBeGreaterThan(0);
    expect(await runStatistics(ctx.db)).not.toBeNull();
    expect(await aggregateRows(ctx.db)).toEqual(first);
  });

  it('counts every figure as the tables do', async () => {
    const sums = await sumsByFigure(ctx.db);
    for (const key of ZAEHL_KEYS) {
      const [row] = await ctx.db.query<{ n: number }>(`SELECT (${DIRECT[key]})::int AS n`);
      expect({ key, n: sums[key] ?? 0 }).toEqual({ key, n: row!.n });
    }
    // The scenario's own numbers, so the comparison above compares something.
    expect(sums.codesGebucht).toBe(8);
    expect(sums.stornierungenPatient).toBe(1);
    expect(sums.verschiebungen).toBe(1);
    expect(sums.nichtErschienen).toBe(1);
    expect(sums.suchenOhneErgebnis).toBe(1);
  });

  it('answers the counts, each under 5 as "< 5"', async () => {
    const answer = answerOf(await statistik(ctx, {}, await tokenOf('KV', '72')));
    const sums = await sumsByFigure(ctx.db, '72');
    for (const key of ZAEHL_KEYS) {
      const n = sums[key] ?? 0;
      expect({ key, value: answer.gesamt[key] }).toEqual({ key, value: n >= 5 ? n : SUPPRESSED });
    }
    expect(answer.gesamt.codesGebucht).toBe(8);
    expect(answer.kv).toBe('72');
    expect(answer.stand).not.toBeNull();
    expect(answer.regionen.map((r) => r.region)).toEqual(['10']);
    expect(answer.perioden).toHaveLength(12);
    // Booked within hours of issue: the median is known (8 ≥ 5), all within 35 days.
    expect(answer.gesamt.buchungszeitMedianStunden).toBeTypeOf('number');
    expect(answer.gesamt.anteilInFrist).toBe(1);
    // Filtered, the view reads the daily rows instead of the week sums: the same figures.
    const token = await tokenOf('KV', '72');
    const filtered = answerOf(await statistik(ctx, { dringlichkeit: 'DRINGEND' }, token));
    expect(filtered.gesamt).toEqual(answer.gesamt);
    expect(filtered.perioden).toEqual(answer.perioden);
  });

  it('answers a filtered call from the period sums as from the daily rows', async () => {
    // The default range starts on a Monday and runs to today: the period sums answer it. Starting
    // a day later (nothing happened then) it is no period's first day: the daily rows answer it.
    const token = await tokenOf('KV', '72');
    const rows = await ctx.db.query<{ leistungsmerkmal: string; dringlichkeit: string }>(
      `SELECT DISTINCT leistungsmerkmal, dringlichkeit FROM statistik_werte
        WHERE kv_id = '72' AND leistungsmerkmal <> '' AND dringlichkeit <> '' ORDER BY 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const filters: Record<string, string>[] = [{ dringlichkeit: 'NICHT_DRINGEND' }];
    for (const row of rows) {
      filters.push({ dringlichkeit: row.dringlichkeit });
      filters.push({ leistungsmerkmal: row.leistungsmerkmal });
      filters.push({ leistungsmerkmal: row.leistungsmerkmal, dringlichkeit: row.dringlichkeit });
    }
    for (const zeitraum of ['woche', 'monat']) {
      for (const filter of filters) {
        const periods = answerOf(await statistik(ctx, { zeitraum, ...filter }, token));
        const dayAfter = new Date(Date.parse(`${periods.von}T12:00:00Z`) + DAY);
        const von = dayAfter.toISOString().slice(0, 10);
        const daily = answerOf(await statistik(ctx, { zeitraum, von, ...filter }, token));
        const of = (a: typeof daily) => ({ filter, answer: { ...a, von: undefined } });
        expect(of(periods)).toEqual(of(daily));
      }
    }
    // The filter by the bookings' Leistungsmerkmal keeps the 8 codes booked: not all suppressed.
    const lm = rows[0]!.leistungsmerkmal;
    const booked = answerOf(await statistik(ctx, { leistungsmerkmal: lm }, token));
    expect(booked.gesamt.codesGebucht).toBe(8);
  });

  it('keeps a code of no known place under KV and area 00, seen by the KBV only', async () => {
    // The code of the empty search was issued by the hotline and never booked.
    expect((await sumsByFigure(ctx.db, '00')).codesAusgestellt).toBe(1);
    const all = answerOf(await statistik(ctx, {}, await tokenOf('KV', '*')));
    expect(all.kv).toBe('*');
    expect(all.gesamt.codesAusgestellt).toBe(9);
    expect(all.regionen.map((r) => [r.region, r.lat === null])).toEqual([
      ['00', true],
      ['10', false],
    ]);
  });

  it('a late event corrects its day at the next run', async () => {
    await ctx.db.query(
      "UPDATE buchungen SET storniert_am = now(), storniert_von = 'PRAXIS' WHERE slot_id = $1 AND storniert_am IS NULL",
      [codes[4]!.slot],
    );
    await runStatistics(ctx.db);
    expect((await sumsByFigure(ctx.db)).stornierungenPraxis).toBe(1);
  });
});
