import { describe, expect, it } from 'vitest';
import { groupByDate, hasAnySlot, officeIdsWithSlots, sectionGroups } from './results.ts';
import { toMapMarkers } from './markers.ts';
import { germanDateLabel, slotAccessibleName, slotTime } from './slot-label.ts';
import { DATE_1, DATE_2, EMPTY_RESPONSE, searchResponse } from '../../test/search/fixtures.ts';

const ALL = { appointmentType: 'ALL', authorities: ['PATIENT', 'TSS'], text: '' } as const;

describe('the results per date (§2, §9)', () => {
  it('orders dates ascending and offices by distance', () => {
    const groups = sectionGroups(searchResponse(), 'default', ALL);
    expect(groups.map((g) => g.date)).toEqual([DATE_1, DATE_2]);
    expect(groups[0]?.offices.map((o) => o.officeId)).toEqual(['near', 'far']);
  });

  it('filters by appointment type and booking authority', () => {
    const video = sectionGroups(searchResponse(), 'default', {
      ...ALL,
      appointmentType: 'VIDEOSPRECHSTUNDE',
    });
    expect(video.flatMap((g) => g.offices.flatMap((o) => o.slots.map((s) => s.id)))).toEqual([
      'n3',
    ]);
    const tss = sectionGroups(searchResponse(), 'default', { ...ALL, authorities: ['TSS'] });
    expect(tss.flatMap((g) => g.offices.flatMap((o) => o.slots.map((s) => s.id)))).toEqual(['n5']);
  });

  it('filters by practice or profile name, ignoring case', () => {
    const byLabel = sectionGroups(searchResponse(), 'default', { ...ALL, text: 'fern' });
    expect(byLabel.flatMap((g) => g.offices.map((o) => o.officeId))).toEqual(['far']);
    const byProfile = sectionGroups(searchResponse(), 'default', {
      ...ALL,
      text: 'AUGENÄRZTLICHE',
    });
    expect(byProfile.flatMap((g) => g.offices.map((o) => o.officeId))).toEqual(['near', 'near']);
  });

  it('limits to one office and knows when nothing was found', () => {
    const response = searchResponse();
    expect(groupByDate(response, response.slots.default, ALL, 'far')).toHaveLength(1);
    expect(hasAnySlot(response)).toBe(true);
    expect(hasAnySlot(EMPTY_RESPONSE)).toBe(false);
    expect(officeIdsWithSlots(response, ['default'])).toEqual(['near', 'far']);
  });
});

describe('slot names and map markers', () => {
  it('names a slot by time first, then the German date and the office', () => {
    const slot = {
      id: 'x',
      begin: '09:30',
      praxisId: 'near',
      buchungsbefugnisse: ['TSS'],
    } as const;
    expect(slotAccessibleName(slot, DATE_1, 'Praxis', { tssBadge: false })).toBe(
      '09:30 Uhr, Montag, 23.11.2026, Praxis',
    );
    expect(slotAccessibleName(slot, DATE_1, 'Praxis', { tssBadge: true })).toMatch(/TSS-Termin$/);
    expect(slotTime('2026-11-23T07:05:00')).toBe('07:05');
    expect(germanDateLabel('kein Datum')).toBe('kein Datum');
  });

  it('makes one marker per office with coordinates, icon set from the searched specialty', () => {
    const markers = toMapMarkers(searchResponse(), ['near', 'far', 'gone'], 'far');
    // The profiles name no Leistungsmerkmale, so the searched W030 (Augenheilkunde) decides: 03.
    expect(markers.map((m) => [m.id, m.icon, m.highlighted])).toEqual([
      ['near', '03', false],
      ['far', '03', true],
    ]);
    expect(markers[0]?.label).toBe('Augenarztpraxis Dr. Nah, Invalidenstraße 1, 10115 Berlin');
  });

  it("takes the icon set from the office's own profiles: one set, or multi when they differ", () => {
    const base = searchResponse();
    const response = searchResponse({
      terminprofile: {
        'p-near': {
          ...base.terminprofile['p-near']!,
          leistungsmerkmale: [
            { name: 'Anästhesiologie', code: 'W010' },
            { name: 'Augenheilkunde', code: 'W030' },
          ],
        },
        'p-far': {
          name: 'Sprechstunde Fern',
          leistungsmerkmale: [{ name: 'Hausarzt', code: 'A001' }],
        },
      },
    });
    expect(toMapMarkers(response, ['near', 'far'], null).map((m) => m.icon)).toEqual([
      'multi',
      'default',
    ]);
  });
});
