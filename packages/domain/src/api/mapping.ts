// Pure helpers that turn answers of §7 into what the apps show, spec §3 and §4.
import { InvalidResponseError } from '../errors/classes.ts';
import { DEFAULT_RADIUS_KM } from '../limits/index.ts';
import {
  DEFAULT_TERMINTYP,
  NOTIERT,
  type AppointmentResponse,
  type AvailabilityResponse,
  type BookedSlot,
  type FeatureToggle,
  type LoginResponse,
  type NotedResponse,
  type Praxis,
  type Termintyp,
  type Terminprofil,
} from './responses.ts';

/**
 * Feature toggle keys the spec names or implies. §4 "Booking": tss_reservierungsabschluss. §4
 * "Identity check" speaks of the SMS identity check being enabled without naming the key; ours.
 */
export const FEATURE_TOGGLES = {
  tssReservierungsabschluss: 'tss_reservierungsabschluss',
  smsIdentitaetspruefung: 'sms_identitaetspruefung',
} as const;

/** §7 "feature toggles": the list of key/value items as a map; a later duplicate wins. */
export function toFeatureToggleMap(
  list: readonly FeatureToggle[] | null | undefined,
): Readonly<Record<string, boolean>> {
  const map: Record<string, boolean> = {};
  for (const { key, value } of list ?? []) map[key] = value === true;
  return map;
}

/** A toggle that is absent is off. */
export function isFeatureEnabled(map: Readonly<Record<string, boolean>>, key: string): boolean {
  return map[key] === true;
}

function present(note: string | null | undefined): note is string {
  return note !== null && note !== undefined && note.trim() !== '';
}

/**
 * §3 "View slot": the practice note shown combines the office note and the profile note, joined by
 * a line break when both exist. null when neither does.
 */
export function combinePracticeNote(
  officeNote: string | null | undefined,
  profileNote: string | null | undefined,
): string | null {
  const notes = [officeNote, profileNote].filter(present);
  return notes.length === 0 ? null : notes.join('\n');
}

/** The booked appointment as the details pages and the confirmation modal read it. */
export interface AppointmentEntry {
  /** The date key of the slot map. */
  readonly date: string;
  readonly officeId: string;
  readonly slot: BookedSlot & { readonly termintyp: Termintyp };
  readonly office: Praxis | undefined;
  readonly profile: Terminprofil | undefined;
  /** §3: office note and profile note combined. */
  readonly praxishinweis: string | null;
}

/**
 * §3 "Appointment response": slots by date, then office, then "a list whose first entry is used".
 * The first date and office in the server's order decide; termintyp defaults to PRAESENZTERMIN.
 * null when there is no slot (§2 "Details pages": the user goes back to base).
 */
export function firstSlotOfAppointment(response: AppointmentResponse): AppointmentEntry | null {
  for (const [date, offices] of Object.entries(response.slots)) {
    for (const [officeId, slots] of Object.entries(offices)) {
      const first = slots[0];
      if (first === undefined) continue;
      const office = response.praxen[officeId];
      const profile = response.terminprofile[first.terminprofileId];
      return {
        date,
        officeId,
        slot: { ...first, termintyp: first.termintyp ?? DEFAULT_TERMINTYP },
        office,
        profile,
        praxishinweis: combinePracticeNote(office?.praxishinweis, profile?.terminprofilhinweis),
      };
    }
  }
  return null;
}

function allBookedSlots(response: AppointmentResponse): BookedSlot[] {
  return Object.values(response.slots).flatMap((offices) => Object.values(offices).flat());
}

/** §4 "Cancellation": the cancel block shows only if some slot has showTerminAbsagenOption. */
export function showsCancelBlock(response: AppointmentResponse): boolean {
  return allBookedSlots(response).some((slot) => slot.showTerminAbsagenOption);
}

/** §4 "Cancellation", §7 "delete booking": the ids of all non-expired slots. */
export function slotIdsToCancel(response: AppointmentResponse): string[] {
  return allBookedSlots(response)
    .filter((slot) => !slot.expired)
    .map((slot) => slot.id);
}

/** §3 "Availability" with the app's names; the radius defaults to 5 km. */
export interface Availability {
  readonly hasAppointments: boolean;
  readonly searchRadius: number;
}

export function toAvailability(response: AvailabilityResponse): Availability {
  return {
    hasAppointments: response.termineVorhanden,
    searchRadius: response.suchRadius ?? DEFAULT_RADIUS_KM,
  };
}

/** §3 "Noted check". */
export function isCodeNoted(response: NotedResponse): boolean {
  return response.notiert === NOTIERT;
}

/** §3 "Login response": qualifikationen as a list, whether sent as a comma list or an array. */
export function loginQualifikationen(response: LoginResponse): string[] {
  const list =
    typeof response.qualifikationen === 'string'
      ? response.qualifikationen.split(',')
      : [...response.qualifikationen];
  return list.map((key) => key.trim()).filter((key) => key !== '');
}

/** §2: the appointment-type filter shows only when the login offered VIDEOSPRECHSTUNDE. */
export function offersVideo(response: LoginResponse): boolean {
  return response.termintypen?.includes('VIDEOSPRECHSTUNDE') ?? false;
}

/**
 * §3: "Must contain kv and qualifikationen, otherwise an error results." Checks an answer body and
 * returns it typed, or throws InvalidResponseError.
 */
export function checkLoginResponse(body: unknown): LoginResponse {
  if (typeof body !== 'object' || body === null) {
    throw new InvalidResponseError('Login response is not an object');
  }
  const { kv, qualifikationen, termintypen } = body as Record<string, unknown>;
  if (typeof kv !== 'string' || kv === '') {
    throw new InvalidResponseError('Login response lacks kv');
  }
  const qualificationsValid =
    typeof qualifikationen === 'string' ||
    (Array.isArray(qualifikationen) && qualifikationen.every((q) => typeof q === 'string'));
  if (!qualificationsValid) {
    throw new InvalidResponseError('Login response lacks qualifikationen');
  }
  const types = Array.isArray(termintypen)
    ? termintypen.filter((t): t is Termintyp => t === 'PRAESENZTERMIN' || t === 'VIDEOSPRECHSTUNDE')
    : undefined;
  return {
    kv,
    qualifikationen: qualifikationen as string | string[],
    ...(types === undefined ? {} : { termintypen: types }),
  };
}
