// What a page may hand the search results page when it opens them, beside the path (issue #15: a
// slot alert's link opens the search with the alert's filters). The WEB search path carries code,
// postcode and qualifications (§2); the days and the appointment type travel in the navigation
// state, so the results show what the alert watched — and so does the language (issue #22).
import { isDaytimeMask } from '../daytime/index.ts';
import { isSpracheCode, type SpracheCode } from '../supply/sprachen.ts';
import { isAppointmentTypeFilter, type AppointmentTypeFilter } from './filters.ts';

export interface SearchEntryState {
  readonly daytime?: string;
  readonly appointmentType?: AppointmentTypeFilter;
  readonly sprache?: SpracheCode;
}

/** The valid parts of a navigation state; anything else reads as none. */
export function searchEntryState(state: unknown): SearchEntryState {
  if (typeof state !== 'object' || state === null) return {};
  const { daytime, appointmentType, sprache } = state as Record<string, unknown>;
  return {
    ...(isDaytimeMask(daytime) ? { daytime } : {}),
    ...(isAppointmentTypeFilter(appointmentType) ? { appointmentType } : {}),
    ...(isSpracheCode(sprache) ? { sprache } : {}),
  };
}
