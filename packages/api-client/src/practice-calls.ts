// The appointment desk's calls (docs/supply.md "Calls"): SURGERY only, authenticated by the
// practice token the client sends in the identification header (getToken).
import type { Transport } from './transport.ts';
import type { ApiClient } from './types.ts';

export function practiceCalls({ request }: Transport) {
  return {
    practice: (o) => request('practice', { options: o }),
    practiceProfiles: (o) => request('practiceProfiles', { options: o }),
    createProfile: (body, o) => request('createProfile', { body, options: o }),
    updateProfile: (id, body, o) => request('updateProfile', { params: { id }, body, options: o }),
    deactivateProfile: (id, o) => request('deactivateProfile', { params: { id }, options: o }),
    practiceSlots: (query, o) => request('practiceSlots', { query, options: o }),
    publishSlot: (body, o) => request('publishSlot', { body, options: o }),
    publishSeries: (body, o) => request('publishSeries', { body, options: o }),
    withdrawSlots: (body, o) => request('withdrawSlots', { body, options: o }),
    blockSlot: (id, o) => request('blockSlot', { params: { id }, options: o }),
    unblockSlot: (id, o) => request('unblockSlot', { params: { id }, options: o }),
    cancelPracticeBooking: (id, body, o) =>
      request('cancelPracticeBooking', { params: { id }, body, options: o }),
    markNoShow: (id, o) => request('markNoShow', { params: { id }, options: o }),
    undoNoShow: (id, o) => request('undoNoShow', { params: { id }, options: o }),
  } satisfies Partial<ApiClient>;
}
