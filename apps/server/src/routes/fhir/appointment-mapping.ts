// A booking ↔ FHIR Appointment (docs/fhir.md "Appointment", ADR 13). The patient is a contained
// Patient with only what the practice needs to receive them: name and date of birth, and the
// referral code masked as the desk shows it — never the code itself, no address, no contact.
import type { Appointment, Patient } from '@medplum/fhirtypes';
import * as v from 'valibot';
import type { PracticeBooking, PracticeScope } from '../../services/practice/index.ts';
import { codeableConceptSchema, parseResource, resourceBase } from './input.ts';
import { fhirInstant, instantOfLocal } from './instant.ts';
import { CODE_SYSTEM, MASKED_CODE_SYSTEM } from './naming.ts';
import { practiceActor, termintypConcept } from './schedule-mapping.ts';

function patientOf(booking: PracticeBooking): Patient {
  const { vorname, nachname, geburtsdatum } = booking.patient;
  return {
    resourceType: 'Patient',
    id: 'patient',
    identifier: [{ system: MASKED_CODE_SYSTEM, value: booking.codeMaskiert }],
    name: [{ family: nachname, given: vorname ? [vorname] : [] }],
    ...(/^\d{4}-\d{2}-\d{2}$/.test(geburtsdatum) ? { birthDate: geburtsdatum } : {}),
  };
}

export function appointmentOf(
  booking: PracticeBooking,
  practice: PracticeScope,
  cancelationReason?: string | null,
): Appointment {
  const cancelled = booking.status === 'storniert';
  return {
    resourceType: 'Appointment',
    id: booking.id,
    contained: [patientOf(booking)],
    status: cancelled ? 'cancelled' : 'booked',
    ...(cancelled && cancelationReason ? { cancelationReason: { text: cancelationReason } } : {}),
    serviceType: [termintypConcept(booking.termintyp)],
    specialty: booking.leistungsmerkmale.map((code) => ({
      coding: [{ system: CODE_SYSTEM.leistungsmerkmal, code }],
    })),
    start: fhirInstant(instantOfLocal(booking.beginn)),
    end: fhirInstant(instantOfLocal(booking.ende)),
    created: booking.erstelltAm,
    slot: [{ reference: `Slot/${booking.slotId}` }],
    ...(booking.patient.hinweis ? { comment: booking.patient.hinweis } : {}),
    participant: [
      { actor: { reference: '#patient', type: 'Patient' }, status: 'accepted' },
      { actor: practiceActor(practice), status: 'accepted' },
    ],
  };
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
