import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Praxis, SearchResponse, SearchSlot } from '../api/responses.ts';
import {
  MAX_ALTERNATIVES,
  compareAlternatives,
  nearestAlternatives,
  wallClockMinutes,
  type AlternativeFilters,
  type TakenSlot,
} from './alternatives.ts';

const BOTH = ['PATIENT', 'TSS'] as const;
const ALL_SECTIONS = ['default', 'additional', 'freeToUseForPraxis'] as const;
const FILTERS: AlternativeFilters = { authorities: ['PATIENT', 'TSS'], sections: ALL_SECTIONS };

function praxis(label: string, distance: number): Praxis {
  return { label, street: 'Marktplatz 1', plz: '10115', city: 'Berlin', distance };
}

function slot(id: string, begin: string, praxisId: string, extra: Partial<SearchSlot> = {}) {
  return { id, begin, praxisId, buchungsbefugnisse: [...BOTH], ...extra } satisfies SearchSlot;
}

/** An answer with practices A (1 km, the taken slot's), B (2 km) and C (0.5 km). */
function answer(slots: SearchResponse['slots']): SearchResponse {
  return {
    requestInfo: { radius: 5, daytime: '', gesuchteLeistungsmerkmale: ['A001'] },
    slots,
    praxen: { A: praxis('Praxis A', 1), B: praxis('Praxis B', 2), C: praxis('Praxis C', 0.5) },
    terminprofile: { p: { name: 'Dr. P' } },
  };
}

const TAKEN: TakenSlot = { id: 'a-0930', date: '2026-12-01', begin: '09:30', praxisId: 'A' };

const ids = (response: SearchResponse, filters = FILTERS, taken = TAKEN) =>
  nearestAlternatives(response, taken, filters).map((alternative) => alternative.slot.id);

describe('nearestAlternatives (issue #17 taken-slot recovery)', () => {
  it('offers the taken practice first, nearest in time, then other practices by distance', () => {
    const response = answer({
      default: {
        '2026-12-01': {
          A: { p: [slot('a-0930', '09:30', 'A'), slot('a-1100', '11:00', 'A')] },
          B: { p: [slot('b-0930', '09:30', 'B')] },
          C: { p: [slot('c-0945', '09:45', 'C'), slot('c-1500', '15:00', 'C')] },
        },
        '2026-12-02': { A: { p: [slot('a-next-0930', '09:30', 'A')] } },
      },
    });
    expect(ids(response, { ...FILTERS, limit: 6 })).toEqual([
      'a-1100', // same practice, 90 minutes apart
      'a-next-0930', // same practice, a day apart
      'c-0945', // nearest other practice (0.5 km), 15 minutes apart
      'c-1500',
      'b-0930', // 2 km, although at the very same time
    ]);
    expect(ids(response)).toEqual(['a-1100', 'a-next-0930', 'c-0945']);
    expect(MAX_ALTERNATIVES).toBe(3);
  });

  it("prefers the taken slot's profile (doctor or service) within its practice", () => {
    const response = answer({
      default: {
        '2026-12-01': {
          A: { p: [slot('p-1400', '14:00', 'A')], q: [slot('q-0930', '09:30', 'A')] },
          C: { p: [slot('c-0930', '09:30', 'C')] },
        },
      },
    });
    const taken = { ...TAKEN, terminprofilId: 'p' };
    expect(ids(response, FILTERS, taken)).toEqual(['p-1400', 'q-0930', 'c-0930']);
    // Without a profile the practice's slots count alike, nearest in time first.
    expect(ids(response)).toEqual(['q-0930', 'p-1400', 'c-0930']);
  });

  it('of two equally near starts takes the earlier, then the slot id', () => {
    const response = answer({
      default: {
        '2026-12-01': {
          A: { p: [slot('a-1000', '10:00', 'A'), slot('a-0900', '09:00', 'A')] },
          B: { p: [slot('b-2', '10:00', 'B'), slot('b-1', '10:00', 'B')] },
        },
      },
    });
    expect(ids(response, { ...FILTERS, limit: 4 })).toEqual(['a-0900', 'a-1000', 'b-1', 'b-2']);
  });

  it('offers only the kind of the taken slot: video for video, in person for in person', () => {
    const video = { termintyp: 'VIDEOSPRECHSTUNDE' } as const;
    const response = answer({
      default: {
        '2026-12-01': {
          A: { p: [slot('a-video', '10:00', 'A', video), slot('a-1000', '10:00', 'A')] },
          B: {
            p: [
              slot('b-praesenz', '09:30', 'B', { termintyp: 'PRAESENZTERMIN' }),
              slot('b-video', '09:30', 'B', video),
            ],
          },
        },
      },
    });
    expect(ids(response)).toEqual(['a-1000', 'b-praesenz']);
    expect(ids(response, FILTERS, { ...TAKEN, termintyp: 'VIDEOSPRECHSTUNDE' })).toEqual([
      'a-video',
      'b-video',
    ]);
  });

  it('leaves out the taken slot, slots tried before, filtered authorities and hidden sections', () => {
    const response = answer({
      default: {
        '2026-12-01': {
          A: {
            p: [
              slot('a-0930', '09:30', 'A'),
              slot('a-1000', '10:00', 'A'),
              slot('a-tss', '09:45', 'A', { buchungsbefugnisse: ['TSS'] }),
            ],
          },
        },
      },
      additional: { '2027-02-01': { A: { p: [slot('a-later', '09:30', 'A')] } } },
    });
    expect(ids(response)).toEqual(['a-tss', 'a-1000', 'a-later']);
    expect(ids(response, { ...FILTERS, exclude: ['a-1000'] })).toEqual(['a-tss', 'a-later']);
    expect(ids(response, { ...FILTERS, authorities: ['PATIENT'] })).toEqual(['a-1000', 'a-later']);
    expect(ids(response, { ...FILTERS, sections: ['default'] })).toEqual(['a-tss', 'a-1000']);
  });

  it('offers a slot once although two sections list it, and skips unknown practices', () => {
    const response = answer({
      default: {
        '2026-12-01': {
          B: { p: [slot('b-1', '10:00', 'B')] },
          X: { p: [slot('x', '09:30', 'X')] },
        },
      },
      freeToUseForPraxis: { '2026-12-01': { B: { p: [slot('b-1', '10:00', 'B')] } } },
    });
    const [only, ...rest] = nearestAlternatives(response, TAKEN, FILTERS);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      slot: { id: 'b-1' },
      date: '2026-12-01',
      praxisId: 'B',
      terminprofilId: 'p',
      section: 'default',
      samePractice: false,
      sameProfile: false,
      minutesApart: 30,
    });
  });

  it('answers nothing for an empty answer or a limit of 0', () => {
    expect(ids(answer({}))).toEqual([]);
    const response = answer({ default: { '2026-12-01': { B: { p: [slot('b', '10:00', 'B')] } } } });
    expect(ids(response, { ...FILTERS, limit: 0 })).toEqual([]);
  });

  it('reads wall-clock minutes; a time that does not parse sorts last', () => {
    expect(wallClockMinutes('2026-12-02', '09:30') - wallClockMinutes('2026-12-01', '09:00')).toBe(
      24 * 60 + 30,
    );
    expect(wallClockMinutes('2026-12-01', 'morgens')).toBeNaN();
    const response = answer({
      default: {
        '2026-12-01': { A: { p: [slot('odd', 'morgens', 'A'), slot('a-2300', '23:00', 'A')] } },
      },
    });
    expect(ids(response)).toEqual(['a-2300', 'odd']);
  });

  it('property: at most the limit, never an excluded slot, always the kind, in rank order', () => {
    const slotArb = fc.record({
      id: fc.stringMatching(/^s[0-9]{1,3}$/),
      begin: fc.constantFrom('08:00', '09:30', '10:15', '14:00', '17:45'),
      practice: fc.constantFrom('A', 'B', 'C'),
      date: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-09'),
      video: fc.boolean(),
      tssOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(slotArb, { maxLength: 25 }),
        fc.array(fc.stringMatching(/^s[0-9]{1,3}$/), { maxLength: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (slots, exclude, limit) => {
          const byDate: Record<string, Record<string, Record<string, SearchSlot[]>>> = {};
          for (const s of slots) {
            const list = (((byDate[s.date] ??= {})[s.practice] ??= {}).p ??= []);
            list.push(
              slot(s.id, s.begin, s.practice, {
                ...(s.video ? { termintyp: 'VIDEOSPRECHSTUNDE' as const } : {}),
                buchungsbefugnisse: s.tssOnly ? ['TSS'] : ['PATIENT', 'TSS'],
              }),
            );
          }
          const response = answer({ default: byDate });
          const filters: AlternativeFilters = {
            authorities: ['PATIENT'],
            sections: ['default'],
            exclude,
            limit,
          };
          const offered = nearestAlternatives(response, TAKEN, filters);
          expect(offered.length).toBeLessThanOrEqual(limit);
          expect(new Set(offered.map((a) => a.slot.id)).size).toBe(offered.length);
          for (const alternative of offered) {
            expect([TAKEN.id, ...exclude]).not.toContain(alternative.slot.id);
            expect(alternative.slot.termintyp).toBeUndefined();
            expect(alternative.slot.buchungsbefugnisse).toContain('PATIENT');
          }
          const compare = compareAlternatives(response);
          for (let i = 1; i < offered.length; i++) {
            expect(compare(offered[i - 1]!, offered[i]!)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});
