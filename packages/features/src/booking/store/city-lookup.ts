// §5 "Postcode … Once valid it auto-fills the city by lookup" (ortsname); §8 "booking | WP030".
import { resolveError, toParsedServerError } from '@terminservice/domain/errors';
import { isCompletePostcode } from '../contact-values.ts';
import type { BookingActionContext, BookingState } from './types.ts';

export function lookUpCityAction({
  set,
  get,
  getApi,
}: BookingActionContext): BookingState['lookUpCity'] {
  return async (zip, signal) => {
    if (!isCompletePostcode(zip)) return;
    try {
      const api = await getApi();
      const { ortsname } = await api.placeName({ plz: zip }, signal ? { signal } : undefined);
      if (get().values.zip !== zip) return;
      set((state) => ({
        values: { ...state.values, city: ortsname },
        cityLookedUpFor: zip,
        zipError: null,
        touched: { ...state.touched, city: true },
      }));
    } catch (error) {
      if (signal?.aborted || get().values.zip !== zip) return;
      const parsed = toParsedServerError(error);
      // §8 "booking | WP030": 'Die Postleitzahl ist ungültig'. Other failures (network) leave
      // the city to the patient.
      if (parsed.errorCodes.includes('WP030')) {
        set((state) => ({
          zipError: resolveError('booking', parsed)?.message ?? null,
          touched: { ...state.touched, zip: true },
        }));
      }
    }
  };
}
