// Which doctor a Schedule's actor names (docs/fhir.md "Schedule", ADR 26). The guide's Schedule
// references a PractitionerRole; a TVS client takes its id from a PractitionerRole search. Taken:
// - PractitionerRole/<bsnr>            the practice, no doctor
// - PractitionerRole/<bsnr>-<lanr>     a doctor the practice's profiles already name
// - a PractitionerRole or Practitioner logical reference: identifier (KBV_NS_Base_ANR, the LANR)
//   and display (the name, 'Dr. med. Ayşe Demir'), which introduces a new doctor
// - Organization/<bsnr> or an identifier with the BSNR: our older input, the practice
// Another practice's BSNR is refused (FH021); the LANR's check digit by the domain's schema.
import type { Arzt } from '@terminservice/domain/supply';
import type * as v from 'valibot';
import type { PracticeScope } from '../../services/practice/index.ts';
import type { referenceSchema } from './input.ts';
import { referencedId } from './input.ts';
import { ANR_SYSTEM } from './kbv-profiles.ts';
import { nameFromDisplay, type PracticeDoctor } from './practice-resources.ts';
import { refuseFhir } from './refusals.ts';

type ReferenceInput = v.InferOutput<typeof referenceSchema>;

/** The doctor one actor names: an Arzt, null for the practice, or undefined for neither. */
function doctorOf(
  actor: ReferenceInput,
  where: string,
  practice: PracticeScope,
  known: ReadonlyMap<string, Arzt>,
): Arzt | null | undefined {
  const role = referencedId(actor.reference, 'PractitionerRole');
  if (role !== null) {
    if (role === practice.bsnr) return null;
    if (!role.startsWith(`${practice.bsnr}-`)) throw refuseFhir.bsnrMismatch(`${where}.reference`);
    const doctor = known.get(role.slice(practice.bsnr.length + 1));
    if (!doctor) {
      throw refuseFhir.invalid(
        'Diese Ärztin oder diesen Arzt kennt der Terminservice für Ihre Praxis nicht. Bitte nennen Sie sie oder ihn mit der LANR (identifier) und dem Namen (display).',
        `${where}.reference`,
      );
    }
    return doctor;
  }
  const organization = referencedId(actor.reference, 'Organization');
  if (organization !== null && organization !== practice.bsnr) {
    throw refuseFhir.bsnrMismatch(`${where}.reference`);
  }
  const practitioner = referencedId(actor.reference, 'Practitioner');
  const lanr =
    actor.identifier?.system === ANR_SYSTEM ? (actor.identifier.value ?? '') : practitioner;
  if (lanr === null) return organization !== null || actor.identifier ? null : undefined;
  const doctor = known.get(lanr);
  if (actor.display?.trim()) return { lanr, ...nameFromDisplay(actor.display) };
  if (doctor) return doctor;
  throw refuseFhir.invalid(
    'Bitte geben Sie den Namen der Ärztin oder des Arztes in „display“ an.',
    `${where}.display`,
  );
}

/** The one doctor the actors name, or null. Two different doctors are refused. */
export function doctorOfActors(
  actors: readonly ReferenceInput[],
  practice: PracticeScope,
  doctors: readonly PracticeDoctor[],
): Arzt | null {
  const known = new Map(doctors.map((d) => [d.arzt.lanr, d.arzt]));
  let found: Arzt | null = null;
  actors.forEach((actor, i) => {
    const doctor = doctorOf(actor, `Schedule.actor[${i}]`, practice, known);
    if (!doctor) return;
    if (found && found.lanr !== doctor.lanr) {
      throw refuseFhir.invalid(
        'Ein Terminprofil nennt höchstens eine Ärztin oder einen Arzt.',
        `Schedule.actor[${i}]`,
      );
    }
    found = doctor;
  });
  return found;
}
