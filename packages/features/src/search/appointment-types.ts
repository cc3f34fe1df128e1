// §7 "login … made only if appointment types are not already in session". A search reached without
// the code login — after the no-code identity check (§4 "Identity check") — has no appointment
// types in the session, so the page could not know whether video is offered and would hide the
// appointment-type filter (§2, §6). Such a search asks the login once for them.
import type { ApiClient } from '@terminservice/api-client';
import { readSession, writeSession } from '../app-context/index.ts';

/** True while the session holds no appointment types (no code login in this session). */
export function needsAppointmentTypes(): boolean {
  return readSession<string[]>('appointmentTypes') === null;
}

/** Stores kv and termintypen from the login (the code is the session's, §7). */
export async function loadAppointmentTypes(
  api: ApiClient,
  plz: string,
  signal: AbortSignal,
): Promise<void> {
  try {
    const response = await api.login({ plz }, { signal });
    writeSession('kvId', response.kv);
    writeSession('appointmentTypes', [...(response.termintypen ?? [])]);
  } catch {
    // Only the filter depends on it: it stays hidden, and the search reports its own errors.
  }
}
