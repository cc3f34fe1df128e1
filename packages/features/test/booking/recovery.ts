// Test data of the taken-slot recovery (issue #17): the fixtures' slot with the search that found
// it, and the answer of searching again — the taken slot still listed (a stale answer must not
// offer it), more slots at its practice, a nearer and a farther practice, video slots.
import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';
import type { SlotSelection } from '../../src/booking/selection.ts';
import { selectionOf } from './fixtures.tsx';

export const SEARCH_PARAMS = {
  code: 'ABCDEFGHJKLM',
  plz: '10117',
  qualifikationen: ['A001'],
  radius: 10,
  daytime: '11000000000000',
} as const;

/** The fixtures' slot (Friday 18.12.2026, 09:30, office 17) as the search page hands it over. */
export function recoverySelection(
  overrides: Parameters<typeof selectionOf>[0] & { smedPseudonym?: string } = {},
): SlotSelection {
  const { smedPseudonym, ...rest } = overrides;
  return {
    ...selectionOf(rest),
    search: {
      params: { ...SEARCH_PARAMS, ...(smedPseudonym ? { smedPseudonym } : {}) },
      authorities: ['PATIENT', 'TSS'],
      sections: ['default', 'additional', 'freeToUseForPraxis'],
    },
  };
}

const VIDEO = { termintyp: 'VIDEOSPRECHSTUNDE' } as const;

function slot(id: string, begin: string, praxisId: string, extra: Partial<SearchSlot> = {}) {
  return { id, begin, praxisId, buchungsbefugnisse: ['PATIENT', 'TSS'], ...extra } as SearchSlot;
}

export function alternativesAnswer(
  slots: SearchResponse['slots'] = {
    default: {
      '2026-12-18': {
        '17': {
          '5': [
            slot('4711', '09:30', '17'),
            slot('s-0800', '08:00', '17'),
            slot('s-1000', '10:00', '17'),
            slot('v-1000', '10:00', '17', VIDEO),
          ],
        },
        '21': { '9': [slot('n-0930', '09:30', '21'), slot('n-video', '09:30', '21', VIDEO)] },
        '33': { '7': [slot('f-0930', '09:30', '33')] },
      },
    },
  },
): SearchResponse {
  return {
    requestInfo: { radius: 10, daytime: '11000000000000', gesuchteLeistungsmerkmale: ['A001'] },
    slots,
    praxen: {
      '17': {
        label: 'Hausarztpraxis am Markt',
        street: 'Marktplatz 3',
        plz: '10117',
        city: 'Berlin',
        distance: 2.4,
      },
      '21': {
        label: 'Praxis an der Spree',
        street: 'Uferweg 1',
        plz: '10117',
        city: 'Berlin',
        distance: 1.1,
        praxishinweis: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
      },
      '33': {
        label: 'Praxis am Stadtrand',
        street: 'Feldweg 9',
        plz: '10119',
        city: 'Berlin',
        distance: 4,
      },
    },
    terminprofile: {
      '5': { name: 'Dr. med. Anna Schmidt' },
      '9': { name: 'Dr. med. Jonas Weber' },
      '7': { name: 'Dr. med. Lea Brandt' },
    },
  };
}

const DOCTORS: Record<string, string> = {
  'Hausarztpraxis am Markt': 'Dr. med. Anna Schmidt',
  'Praxis an der Spree': 'Dr. med. Jonas Weber',
  'Praxis am Stadtrand': 'Dr. med. Lea Brandt',
};

/** The button of an alternative: its accessible name carries date, time, doctor and practice. */
export const alternativeName = (time: string, practice: string, verb = 'buchen') =>
  `Diesen Termin ${verb}: Freitag, 18.12.2026, ${time} Uhr, ${DOCTORS[practice]}, ${practice}`;
