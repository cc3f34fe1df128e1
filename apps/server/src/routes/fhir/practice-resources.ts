// The practice and its doctors as the guide's Organization, PractitionerRole and Practitioner
// (docs/fhir.md "Practitioner, PractitionerRole, Organization", ADR 26). Nothing is stored for
// them: they are derived from the practice of the register and the doctors its profiles name.
// Deterministic ids, so a TVS client can name them when it creates a profile:
//   Organization <bsnr>, PractitionerRole <bsnr> (the practice without a doctor, as the guide has
//   one per Betriebsstätte) and <bsnr>-<lanr> (one per doctor), Practitioner <lanr>.
import type { Organization, Practitioner, PractitionerRole, Reference } from '@medplum/fhirtypes';
import { arztName, DIAGNOSE_SPRACHEN, SPRACHE_CODE_SYSTEM } from '@terminservice/domain/supply';
import type { Arzt, Profile } from '@terminservice/domain/supply';
import type { PracticeAddress } from '../../services/practice/fhir-queries.ts';
import type { PracticeScope } from '../../services/practice/index.ts';
import { ANR_SYSTEM, BSNR_SYSTEM } from './kbv-profiles.ts';

/** A doctor of the practice with the languages of the profiles naming them. */
export interface PracticeDoctor {
  readonly arzt: Arzt;
  readonly sprachen: readonly string[];
}

/** The doctors the practice's profiles name, by LANR (the first profile's name wins). */
export function doctorsOf(profiles: readonly Profile[]): PracticeDoctor[] {
  const byLanr = new Map<string, { arzt: Arzt; sprachen: Set<string> }>();
  for (const profile of profiles) {
    if (!profile.arzt) continue;
    const known = byLanr.get(profile.arzt.lanr) ?? { arzt: profile.arzt, sprachen: new Set() };
    for (const code of profile.sprachen) known.sprachen.add(code);
    byLanr.set(profile.arzt.lanr, known);
  }
  return [...byLanr.values()]
    .map(({ arzt, sprachen }) => ({ arzt, sprachen: [...sprachen].sort() }))
    .sort((a, b) => a.arzt.lanr.localeCompare(b.arzt.lanr));
}

export const roleId = (practice: PracticeScope, lanr?: string | null) =>
  lanr ? `${practice.bsnr}-${lanr}` : practice.bsnr;

export function roleReference(
  practice: PracticeScope,
  arzt: Arzt | null,
): Reference<PractitionerRole> {
  return {
    reference: `PractitionerRole/${roleId(practice, arzt?.lanr)}`,
    type: 'PractitionerRole',
    display: arzt ? `${arztName(arzt)}, ${practice.name}` : practice.name,
  };
}

export function organizationReference(practice: PracticeScope): Reference<Organization> {
  return {
    reference: `Organization/${practice.bsnr}`,
    type: 'Organization',
    identifier: { system: BSNR_SYSTEM, value: practice.bsnr },
    display: practice.name,
  };
}

const anrIdentifier = (lanr: string) => ({
  type: {
    coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'LANR' }],
  },
  system: ANR_SYSTEM,
  value: lanr,
});

export function humanName(arzt: Arzt) {
  return {
    use: 'official' as const,
    text: arztName(arzt),
    family: arzt.nachname,
    ...(arzt.vorname ? { given: arzt.vorname.split(/\s+/) } : {}),
    ...(arzt.titel ? { prefix: arzt.titel.split(/\s+/) } : {}),
  };
}

export function organizationOf(practice: PracticeScope, address: PracticeAddress | null) {
  const organization: Organization = {
    resourceType: 'Organization',
    id: practice.bsnr,
    identifier: [{ system: BSNR_SYSTEM, value: practice.bsnr }],
    active: true,
    name: practice.name,
    ...(address?.telefon ? { telecom: [{ system: 'phone', value: address.telefon }] } : {}),
    ...(address
      ? {
          address: [
            {
              type: 'both',
              line: [address.strasse],
              postalCode: address.plz,
              city: address.ort,
              country: 'DE',
            },
          ],
        }
      : {}),
  };
  return organization;
}

export function practitionerOf(doctor: PracticeDoctor): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: doctor.arzt.lanr,
    identifier: [anrIdentifier(doctor.arzt.lanr)],
    name: [humanName(doctor.arzt)],
    ...(doctor.sprachen.length
      ? {
          communication: doctor.sprachen.map((code) => ({
            coding: [
              {
                system: SPRACHE_CODE_SYSTEM,
                code,
                display: DIAGNOSE_SPRACHEN[code as keyof typeof DIAGNOSE_SPRACHEN] ?? code,
              },
            ],
          })),
        }
      : {}),
  };
}

/** The practice's role (arzt null) or a doctor's. */
export function practitionerRoleOf(practice: PracticeScope, arzt: Arzt | null): PractitionerRole {
  return {
    resourceType: 'PractitionerRole',
    id: roleId(practice, arzt?.lanr),
    identifier: [
      { system: BSNR_SYSTEM, value: practice.bsnr },
      ...(arzt ? [anrIdentifier(arzt.lanr)] : []),
    ],
    active: true,
    ...(arzt
      ? {
          practitioner: {
            reference: `Practitioner/${arzt.lanr}`,
            type: 'Practitioner',
            identifier: anrIdentifier(arzt.lanr),
            display: arztName(arzt),
          },
        }
      : {}),
    organization: organizationReference(practice),
  };
}

/** Every role of the practice: its own first, then one per doctor. */
export function rolesOf(practice: PracticeScope, doctors: readonly PracticeDoctor[]) {
  return [
    practitionerRoleOf(practice, null),
    ...doctors.map((d) => practitionerRoleOf(practice, d.arzt)),
  ];
}

const TITLE = /^(?:[A-Za-zÄÖÜäöü-]+\.|PD|MBA|MSc|MHBA)$/;

/**
 * A doctor's name from a reference's display ('Dr. med. Ayşe Demir'): leading words ending in a
 * full stop (and PD) are the title, the last word the family name, the rest the given names.
 * Only for the logical reference a TVS client may send instead of a role's id (ADR 26).
 */
export function nameFromDisplay(display: string): Omit<Arzt, 'lanr'> {
  const words = display.trim().split(/\s+/).filter(Boolean);
  let t = 0;
  while (t < words.length - 1 && TITLE.test(words[t]!)) t++;
  return {
    titel: words.slice(0, t).join(' '),
    vorname: words.slice(t, -1).join(' '),
    nachname: words.at(-1) ?? '',
  };
}
