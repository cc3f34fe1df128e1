// §4 "No-code flow": the availability check before a code or a PIN is asked for (WEB no-code form
// and the TSS/DISPO no-referral block).
import type { ApiClient } from '@terminservice/api-client';
import { toAvailability } from '@terminservice/domain/api';
import { NO_APPOINTMENTS_FOR_SPECIALTY } from '@terminservice/domain/errors';
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';
import { writeSession } from '../../app-context/index.ts';
import { outcomeOf } from './outcome.ts';
import type { FlowContext } from './state.ts';

/**
 * Asks whether the specialty has appointments near the postcode. The radius to search with (also
 * stored in the session), or null when the flow stops (the error is set by `fail`).
 */
export async function checkAvailability(
  api: ApiClient,
  { zip, qualification }: { zip: string; qualification: string },
  fail: FlowContext['fail'],
): Promise<number | null> {
  let radius = DEFAULT_RADIUS_KM;
  try {
    const availability = toAvailability(
      await api.availability({ postleitzahl: zip, leistungsmerkmale: [qualification] }),
    );
    if (!availability.hasAppointments) {
      fail(NO_APPOINTMENTS_FOR_SPECIALTY);
      return null;
    }
    radius = availability.searchRadius;
  } catch (error) {
    // §4: "If the check times out (no error code), continue anyway."
    const outcome = outcomeOf('availability', error);
    if (outcome.kind === 'message') {
      fail(outcome.message, outcome.fatal, null, outcome.serverError);
      return null;
    }
  }
  writeSession('radius', radius);
  return radius;
}
