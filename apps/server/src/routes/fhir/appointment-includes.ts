// What "Terminbuchungen abrufen" answers beside the Appointments (docs/fhir.md "Appointment",
// ADR 26): the resources they reference, once each, as search.mode include — Slot, Schedule,
// PractitionerRole, Practitioner (when the profile names a doctor), Organization and the Patient
// (name, birth date and the masked code only).
import type { Resource } from '@medplum/fhirtypes';
import type { Profile } from '@terminservice/domain/supply';
import { practiceAddress } from '../../services/practice/fhir-queries.ts';
import { getSlot, type PracticeBooking } from '../../services/practice/index.ts';
import { patientIdOf, patientOf } from './appointment-mapping.ts';
import {
  doctorsOf,
  organizationOf,
  practitionerOf,
  practitionerRoleOf,
} from './practice-resources.ts';
import type { FhirContext } from './route-types.ts';
import { scheduleOf } from './schedule-mapping.ts';
import { slotOf } from './slot-mapping.ts';

export async function appointmentIncludes(
  context: Pick<FhirContext, 'db' | 'practice'>,
  bookings: readonly PracticeBooking[],
  profiles: ReadonlyMap<string, Profile>,
): Promise<Resource[]> {
  if (bookings.length === 0) return [];
  const { db, practice } = context;
  const byKey = new Map<string, Resource>();
  const add = (resource: Resource) =>
    byKey.set(`${resource.resourceType}/${resource.id}`, resource);
  const doctors = new Map(doctorsOf([...profiles.values()]).map((d) => [d.arzt.lanr, d]));
  for (const booking of bookings) {
    const profile = profiles.get(booking.profilId) ?? null;
    const slot = await getSlot(db, practice, booking.slotId).catch(() => null);
    if (slot) add(slotOf(slot, profile ?? undefined));
    if (profile) add(scheduleOf(profile, practice));
    add(practitionerRoleOf(practice, profile?.arzt ?? null));
    const doctor = profile?.arzt ? doctors.get(profile.arzt.lanr) : undefined;
    if (doctor) add(practitionerOf(doctor));
    add(patientOf(booking, patientIdOf(booking)));
  }
  add(organizationOf(practice, await practiceAddress(db, practice)));
  return [...byKey.values()];
}
