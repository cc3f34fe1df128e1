// Appointment profiles (Terminprofile, FHIR Schedule) as a practice manages them in the appointment
// desk and over FHIR (docs/supply.md). One schema for the form, the desk API and the FHIR mapping.
import * as v from 'valibot';
import { URGENCIES } from '../search/urgency.ts';
import { arztSchema } from './arzt.ts';
import { sprachenSchema } from './sprachen.ts';

export const APPOINTMENT_TYPES = ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** §3 buchungsbefugnisse: who may book a slot. */
export const BOOKING_AUTHORITIES = ['PATIENT', 'TSS'] as const;
export type BookingAuthority = (typeof BOOKING_AUTHORITIES)[number];

export const PROFILE_LIMITS = {
  nameMax: 80,
  hintMax: 500,
  durationMin: 5,
  durationMax: 480,
  releaseDaysMax: 90,
  leistungsmerkmaleMax: 20,
  qualificationsMax: 20,
} as const;

const code = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,20}$/, 'Ungültiger Code.'));

/**
 * Each value of a list at most once (issue #22, finding 3.7): 300 copies of one booking authority
 * were stored as sent. Refused on every door, since every door checks with this schema.
 */
function distinct<T>() {
  return v.check<T[], string>(
    (list) => new Set(list).size === list.length,
    'Jeder Wert darf nur einmal vorkommen.',
  );
}

/** What a practice enters for a profile. */
export const profileInputSchema = v.strictObject(
  {
    name: v.pipe(
      v.string('Bitte geben Sie einen Namen ein.'),
      v.trim(),
      v.nonEmpty('Bitte geben Sie einen Namen ein.'),
      v.maxLength(PROFILE_LIMITS.nameMax, `Höchstens ${PROFILE_LIMITS.nameMax} Zeichen.`),
    ),
    dauerMinuten: v.pipe(
      v.number('Bitte geben Sie die Dauer in Minuten an.'),
      v.integer('Bitte geben Sie die Dauer in ganzen Minuten an.'),
      v.minValue(PROFILE_LIMITS.durationMin, `Mindestens ${PROFILE_LIMITS.durationMin} Minuten.`),
      v.maxValue(PROFILE_LIMITS.durationMax, `Höchstens ${PROFILE_LIMITS.durationMax} Minuten.`),
    ),
    termintyp: v.picklist(APPOINTMENT_TYPES, 'Bitte wählen Sie die Terminart.'),
    leistungsmerkmale: v.pipe(
      v.array(code),
      v.minLength(1, 'Bitte wählen Sie mindestens ein Leistungsmerkmal.'),
      v.maxLength(PROFILE_LIMITS.leistungsmerkmaleMax, 'Zu viele Leistungsmerkmale.'),
      distinct<string>(),
    ),
    qualifikationen: v.optional(
      v.pipe(
        v.array(code),
        v.maxLength(PROFILE_LIMITS.qualificationsMax, 'Zu viele Qualifikationen.'),
        distinct<string>(),
      ),
      [],
    ),
    hinweis: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(PROFILE_LIMITS.hintMax, `Höchstens ${PROFILE_LIMITS.hintMax} Zeichen.`),
      ),
      '',
    ),
    buchungsbefugnisse: v.pipe(
      v.array(v.picklist(BOOKING_AUTHORITIES)),
      v.minLength(1, 'Bitte wählen Sie, wer buchen darf.'),
      distinct<BookingAuthority>(),
    ),
    /** Empty: codes of every urgency may book. */
    dringlichkeiten: v.optional(
      v.pipe(v.array(v.picklist(URGENCIES)), distinct<(typeof URGENCIES)[number]>()),
      [],
    ),
    /** Release rule (§3 freeToUseForPraxis): days before the start; null = never. */
    freigabeTage: v.optional(
      v.nullable(
        v.pipe(
          v.number(),
          v.integer('Bitte geben Sie ganze Tage an.'),
          v.minValue(0, 'Mindestens 0 Tage.'),
          v.maxValue(
            PROFILE_LIMITS.releaseDaysMax,
            `Höchstens ${PROFILE_LIMITS.releaseDaysMax} Tage.`,
          ),
        ),
      ),
      null,
    ),
    /** Issue #22: the doctor (LANR and name); null: the profile names none. */
    arzt: v.optional(v.nullable(arztSchema), null),
    /** Issue #22: diagnosis languages (Diagnosefremdsprachen), ISO 639-1 codes of sprachen.ts. */
    sprachen: v.optional(sprachenSchema, []),
  },
  'Ungültiges Terminprofil.',
);
export type ProfileInput = v.InferOutput<typeof profileInputSchema>;

/** A profile as the desk and FHIR read it. */
export interface Profile extends ProfileInput {
  readonly id: string;
  readonly aktiv: boolean;
  /** Free slots in the future, for the list. */
  readonly freieSlots: number;
}
