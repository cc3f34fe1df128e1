// The example answer of search in the OpenAPI document (§3 "Search response"): one practice, one
// appointment profile, one slot.
export const SEARCH_EXAMPLE = {
  requestInfo: {
    radius: 5,
    daytime: '00000000000000',
    dringlichkeit: 'DRINGEND',
    gesuchteLeistungsmerkmale: ['W030'],
    bsnr: '',
  },
  leistungsfilter: {},
  freiTextSuche: true,
  slots: {
    default: {
      '2025-03-04': {
        'praxis-1': {
          'profil-1': [
            { id: '101', begin: '09:30', praxisId: 'praxis-1', buchungsbefugnisse: ['PATIENT'] },
          ],
        },
      },
    },
    additional: {},
    freeToUseForPraxis: {},
  },
  praxen: {
    'praxis-1': {
      label: 'Augenarztpraxis Dr. Beispiel',
      street: 'Invalidenstraße 1',
      plz: '10115',
      city: 'Berlin',
      distance: 0.8,
      lat: 52.53,
      lon: 13.38,
      bf: [],
      kv: 'KV Berlin',
    },
  },
  terminprofile: {
    'profil-1': {
      name: 'Augenärztliche Sprechstunde',
      leistungsmerkmale: [{ code: 'W030', name: 'Augenheilkunde' }],
      qualifikationen: [],
      arzt: { titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
      sprachen: ['en', 'tr'],
    },
  },
};
