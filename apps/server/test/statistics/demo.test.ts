// The demo history of the statistics (issue #24 part 2, docs/statistics.md "Demo"): after the
// demo seed, the view shows figures of 5 and more for the past weeks, once, without personal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/reference/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { seedDemoStatistics } from '../../src/seed/demo-statistik.ts';
import { readStatistics } from '../../src/services/statistics/index.ts';
import { openTestDb } from '../helper.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await seedReferenceData(db);
  await seedDemoData(db, { now: NOW, scale: 0.2 });
}, 120_000);

afterAll(async () => {
  await drop?.();
});

describe('the demo history', () => {
  it('fills the past weeks with shown figures, once', async () => {
    const started = performance.now();
    const first = await seedDemoStatistics(db, { now: NOW });
    console.log(
      `seedDemoStatistics: ${first.zeilen} rows in ${Math.round(performance.now() - started)} ms`,
    );
    expect(first.angelegt).toBe(true);
    expect((await seedDemoStatistics(db, { now: NOW })).angelegt).toBe(false);

    const answer = await readStatistics(db, { kv: '*' }, { zeitraum: 'woche' }, NOW);
    // The last eight full weeks (the oldest weeks' cancellations fall before the history).
    const full = answer.perioden.slice(3, -1);
    for (const key of [
      'codesAusgestellt',
      'codesGebucht',
      'slotsAngeboten',
      'slotsZurueckgezogen',
      'stornierungenPatient',
      'nichtErschienen',
      'erinnerungenBestaetigt',
      'suchenOhneErgebnis',
      'alarmeEingerichtet',
    ] as const) {
      for (const period of full)
        expect({ key, value: period.werte[key] }).not.toEqual({ key, value: '< 5' });
    }
    expect(answer.gesamt.codesAbgelaufenUngebucht).toBeTypeOf('number');
    expect(answer.gesamt.anteilInFrist).toBeTypeOf('number');
    expect(answer.regionen.map((r) => r.region)).toEqual(
      expect.arrayContaining(['10', '20', '50', '60', '80']),
    );
    const [personal] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM buchungen b JOIN vermittlungscodes c ON c.code = b.code
        WHERE c.ausgestellt_von = 'TSS:demo-statistik' AND b.kontakt <> '{}'::jsonb`,
    );
    expect(personal!.n).toBe(0);
  }, 120_000);
});
