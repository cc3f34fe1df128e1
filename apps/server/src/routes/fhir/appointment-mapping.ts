// A booking ↔ FHIR Appointment (docs/fhir.md "Appointment", ADR 13 and 26). The patient is a
// Patient with only what the practice needs to receive them: name and date of birth, and the
// referral code masked as the desk shows it — never the code itself (the guide's
// basedOn.identifier is left out), no address, no contact. In a search it is a resource of its own
// (search.mode include, as the guide's Terminbuchungen abrufen); elsewhere contained.
import type { Appointment, Patient } from '@medplum/fhirtypes';
import type { Profile } from '@terminservice/domain/supply';
import * as v from 'valibot';
import type { PracticeBooking, PracticeScope } from '../../services/practice/index.ts';
import { codeableConceptSchema, parseResource, resourceBase } from './input.ts';
import { fhirInstant } from './instant.ts';
import { instantOfLocal } from '../../services/kernel/berlin-time.ts';
import { SNOMED, URGENCY_SNOMED } from './kbv-profiles.ts';
import { CODE_SYSTEM, EXTENSION, MASKED_CODE_SYSTEM } from './naming.ts';
import { roleReference } from './practice-resources.ts';
import { termintypConcept } from './schedule-mapping.ts';

/** The Patient's id in a search: derived from the booking, stable, no personal data. */
export const patientIdOf = (booking: Pick<PracticeBooking, 'id'>) => `buchung-${booking.id}`;

export function patientOf(booking: PracticeBooking, id = 'patient'): Patient {
  const { vorname, nachname, geburtsdatum } = booking.patient;
  return {
    resourceType: 'Patient',
    id,
    identifier: [{ system: MASKED_CODE_SYSTEM, value: booking.codeMaskiert }],
    name: [{ family: nachname, given: vorname ? [vorname] : [] }],
    ...(/^\d{4}-\d{2}-\d{2}$/.test(geburtsdatum) ? { birthDate: geburtsdatum } : {}),
  };
}

/** What the Appointment shows beside the booking itself. */
export interface AppointmentExtras {
  readonly cancelationReason?: string | null;
  /** The booking's profile (its doctor is the PractitionerRole). */
  readonly profile?: Pick<Profile, 'arzt'> | null;
  /** The referral code's urgency (AKUT, DRINGEND, …). */
  readonly urgency?: string | null;
  /** 'resource': the Patient is referenced (and included in the search); else contained. */
  readonly patient?: 'contained' | 'resource';
}

/** The booked urgency: Appointment.priority's extension (the guide's gebuchteDringlichkeit). */
function priorityOf(urgency: string | null | undefined) {
  const coded = urgency ? URGENCY_SNOMED[urgency] : undefined;
  if (!coded) return {};
  return {
    _priority: {
      extension: [
        { url: EXTENSION.gebuchteDringlichkeit, valueCoding: { system: SNOMED, ...coded } },
      ],
    },
  };
}

/** cancelled, noshow (the practice's mark, issue #24 part 1) or booked. */
export function appointmentStatusOf(
  booking: Pick<PracticeBooking, 'status' | 'nichtErschienenAm'>,
): 'cancelled' | 'noshow' | 'booked' {
  if (booking.status === 'storniert') return 'cancelled';
  return booking.nichtErschienenAm === null ? 'booked' : 'noshow';
}

export function appointmentOf(
  booking: PracticeBooking,
  practice: PracticeScope,
  extras: AppointmentExtras = {},
): Appointment {
  const cancelled = booking.status === 'storniert';
  const { cancelationReason } = extras;
  const asResource = extras.patient === 'resource';
  return {
    resourceType: 'Appointment',
    id: booking.id,
    ...(asResource ? {} : { contained: [patientOf(booking)] }),
    status: appointmentStatusOf(booking),
    ...(cancelled && cancelationReason ? { cancelationReason: { text: cancelationReason } } : {}),
    serviceType: [termintypConcept(booking.termintyp)],
    specialty: booking.leistungsmerkmale.map((code) => ({
      coding: [{ system: CODE_SYSTEM.leistungsmerkmal, code }],
    })),
    start: fhirInstant(instantOfLocal(booking.beginn)),
    end: fhirInstant(instantOfLocal(booking.ende)),
    ...priorityOf(extras.urgency),
    created: booking.erstelltAm,
    slot: [{ reference: `Slot/${booking.slotId}` }],
    ...(booking.patient.hinweis ? { comment: booking.patient.hinweis } : {}),
    participant: [
      {
        actor: {
          reference: asResource ? `Patient/${patientIdOf(booking)}` : '#patient',
          type: 'Patient',
        },
        status: 'accepted',
      },
      { actor: roleReference(practice, extras.profile?.arzt ?? null), status: 'accepted' },
    ],
  } as Appointment;
}

const appointmentSchema = v.looseObject({
  resourceType: v.literal('Appointment'),
  ...resourceBase,
  status: v.string('Bitte geben Sie den Status an.'),
  cancelationReason: v.optional(codeableConceptSchema),
});

/** What an update of an Appointment may say: its status and the reason of a cancellation. */
export function appointmentChangeOf(body: unknown): {
  id: string | undefined;
  status: string;
  reason: string;
} {
  const resource = parseResource(appointmentSchema, 'Appointment', body);
  return {
    id: resource.id,
    status: resource.status,
    reason: resource.cancelationReason?.text ?? '',
  };
}
