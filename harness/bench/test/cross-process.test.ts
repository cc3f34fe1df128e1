import { describe, expect, it } from 'vitest';
import { firstBookable, proofLatency, slotsOf } from '../src/cross-process.ts';

const slot = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  buchungsbefugnisse: ['PATIENT'],
  ...extra,
});

const answer = {
  slots: {
    default: {
      '2026-12-01': {
        P1: {
          'P1-T1': [
            slot('10', { termintyp: 'VIDEOSPRECHSTUNDE' }),
            slot('11', { buchungsbefugnisse: ['TSS'] }),
          ],
        },
        P2: { 'P2-T1': [slot('12'), slot('13')] },
      },
    },
    weitere: { '2026-12-02': { P3: { 'P3-T1': [slot('14')] } } },
  },
};

describe('the search answer', () => {
  it('lists every slot of every section, date, practice and profile', () => {
    expect(slotsOf(answer).map((s) => s.id)).toEqual(['10', '11', '12', '13', '14']);
    expect(slotsOf({})).toEqual([]);
  });

  it('books the first slot a patient may book in person (no video, PATIENT)', () => {
    expect(firstBookable(answer)).toBe('12');
    expect(firstBookable({ slots: { default: {} } })).toBeNull();
  });
});

describe('proofLatency', () => {
  it('gives the median and the longest time from the booking to the next answer', () => {
    const rounds = [30, 10, 20].map((ms) => ({
      plz: '10115',
      leistungsmerkmal: 'W030',
      slotId: '1',
      stale: false,
      msToNextAnswer: ms,
    }));
    expect(proofLatency({ rounds, withoutSlot: 0, failures: [] })).toEqual({ p50: 20, max: 30 });
  });
});
