// The fairness rule as a pure function (issue #15 "Fairness", docs/alerts.md): a wave holds at
// most ALERT_WAVE_FACTOR alerts per free slot, each alert once per run, in subscription order; a
// wave a run could not fill (slots sharing their first candidates) is filled in the next run,
// never beyond its size.
import { describe, expect, it } from 'vitest';
import { planWaves } from '../../src/services/alerts/matcher.ts';
import type { CandidateRow } from '../../src/services/alerts/matcher-sql.ts';

const FREED = new Date('2026-12-01T08:00:00Z');

function candidate(alarm: number): CandidateRow {
  return {
    slot_id: '',
    frei_seit: FREED,
    wellen: 0,
    in_welle: 0,
    frei: true,
    alarm_id: String(alarm),
    bereit: true,
    kanal: 'email',
    empfaenger: `a${alarm}@example.org`,
    endet: '2026-12-29',
    nachrichtensprache: 'de',
  };
}

function group(
  slotId: string,
  alarms: number[],
  extra: { inWelle?: number; waiting?: boolean } = {},
) {
  return {
    slotId,
    freiSeit: FREED,
    wellen: 0,
    inWelle: extra.inWelle ?? 0,
    frei: true,
    ready: alarms.map(candidate),
    waiting: extra.waiting ?? false,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('planWaves', () => {
  it('tells three per slot in subscription order, each alert once per run', () => {
    const plan = planWaves([group('1', range(1, 12)), group('2', range(1, 12))]);
    expect(plan.told.map((t) => [t.slotId, t.row.alarm_id])).toEqual([
      ['1', '1'],
      ['1', '2'],
      ['1', '3'],
      ['2', '4'],
      ['2', '5'],
      ['2', '6'],
    ]);
  });

  it('fills a wave the run could not fill in the next run, never beyond three', () => {
    // Five slots share the same twelve first candidates: the fifth gets none now.
    const slots = range(1, 5).map((n) => group(String(n), range(1, 12)));
    const first = planWaves(slots);
    expect(first.told).toHaveLength(12);
    expect(first.next.find((n) => n.slotId === '5')).toEqual({
      slotId: '5',
      inSeconds: 0,
      fertig: 0,
      inWelle: 0,
    });
    // Next run, slot 4 had got its three; a half-filled wave gets only what it lacks.
    const second = planWaves([group('6', range(20, 31), { inWelle: 2 })]);
    expect(second.told.map((t) => t.row.alarm_id)).toEqual(['20']);
    expect(second.next).toEqual([{ slotId: '6', inSeconds: 15 * 60, fertig: 1, inWelle: 0 }]);
  });

  it('ends a wave when the slot is taken or nobody is left; waits when some are held back', () => {
    const plan = planWaves([
      { ...group('1', [1]), frei: false },
      group('2', [1]),
      group('3', [], { waiting: true }),
    ]);
    expect(plan.ended).toEqual(['1', '2']);
    expect(plan.next).toEqual([{ slotId: '3', inSeconds: 15 * 60, fertig: 0, inWelle: 0 }]);
  });
});
