// One search answer, shaped like the server's (apps/server services/search), for the tests.
import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';

export const DATE_1 = '2026-11-23'; // a Monday
export const DATE_2 = '2026-11-24';

function slot(
  id: string,
  begin: string,
  praxisId: string,
  extra: Partial<SearchSlot> = {},
): SearchSlot {
  return { id, begin, praxisId, buchungsbefugnisse: ['PATIENT'], ...extra };
}

export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    requestInfo: {
      radius: 5,
      daytime: '00000000000000',
      gesuchteLeistungsmerkmale: ['W030'],
      bsnr: '',
    },
    leistungsfilter: {},
    freiTextSuche: true,
    slots: {
      default: {
        [DATE_1]: {
          far: { 'p-far': [slot('f1', '08:00', 'far')] },
          near: {
            'p-near': [
              slot('n1', '09:00', 'near'),
              slot('n2', '09:30', 'near'),
              slot('n3', '10:00', 'near', { termintyp: 'VIDEOSPRECHSTUNDE' }),
              slot('n4', '10:30', 'near'),
              slot('n5', '11:00', 'near', { buchungsbefugnisse: ['TSS'] }),
            ],
          },
        },
        [DATE_2]: { near: { 'p-near': [slot('n6', '14:00', 'near')] } },
      },
      additional: { '2027-02-01': { far: { 'p-far': [slot('a1', '12:00', 'far')] } } },
      freeToUseForPraxis: { [DATE_2]: { far: { 'p-far': [slot('r1', '16:15', 'far')] } } },
    },
    praxen: {
      near: {
        label: 'Augenarztpraxis Dr. Nah',
        street: 'Invalidenstraße 1',
        plz: '10115',
        city: 'Berlin',
        distance: 0.8,
        lat: 52.53,
        lon: 13.38,
        phone: '030 1234567',
        web: 'www.praxis-nah.example',
        bf: ['Rollstuhlgerecht'],
        kv: 'KV Berlin',
        praxishinweis: 'Bitte Versichertenkarte mitbringen.',
        bsnr: '721274162',
      },
      far: {
        label: 'Praxis Fern',
        street: 'Torstraße 9',
        plz: '10119',
        city: 'Berlin',
        distance: 3.4,
        lat: 52.52,
        lon: 13.4,
      },
    },
    terminprofile: {
      'p-near': {
        name: 'Augenärztliche Sprechstunde',
        terminprofilhinweis: 'Pupillenerweiterung möglich.',
        qualifikationen: [{ code: 'G100', name: 'Intravitreale Medikamenteneingabe' }],
      },
      'p-far': { name: 'Sprechstunde Fern' },
    },
    ...overrides,
  };
}

export const EMPTY_RESPONSE: SearchResponse = searchResponse({
  slots: { default: {}, additional: {}, freeToUseForPraxis: {} },
  leistungsfilter: { hinweistext: '**Sonderregel** der KV <script>alert(1)</script>' },
});
