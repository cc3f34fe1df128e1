// Practitioner, PractitionerRole and Organization (docs/fhir.md "Practitioner, PractitionerRole,
// Organization", ADR 26): read and search, derived from the practice and the doctors its profiles
// name (practice-resources.ts). A TVS client reads the roles to name one when it creates a
// Terminprofil; nothing here is written.
import type { Resource } from '@medplum/fhirtypes';
import { practiceAddress } from '../../services/practice/fhir-queries.ts';
import { listProfiles } from '../../services/practice/index.ts';
import { searchset } from './bundle.ts';
import {
  doctorsOf,
  organizationOf,
  practitionerOf,
  rolesOf,
  type PracticeDoctor,
} from './practice-resources.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirResourceType, FhirRoute } from './route-types.ts';
import {
  PAGING_PARAMS,
  pagingOf,
  PRACTICE_PARAMS,
  practiceFilter,
  type SearchParamSpec,
} from './search-params.ts';

type Derived = 'Practitioner' | 'PractitionerRole' | 'Organization';

interface Kind {
  /** Every resource of the type, and the doctor (LANR) each belongs to (null: the practice). */
  all(
    context: FhirContext,
    doctors: readonly PracticeDoctor[],
  ): Promise<[Resource, string | null][]>;
  readonly noun: string;
}

const KINDS: Readonly<Record<Derived, Kind>> = {
  Practitioner: {
    noun: 'die Ärztinnen und Ärzte der Praxis',
    all: async (_context, doctors) => doctors.map((d) => [practitionerOf(d), d.arzt.lanr]),
  },
  PractitionerRole: {
    noun: 'die Rollen der Praxis (eine ohne Ärztin oder Arzt, eine je Ärztin oder Arzt)',
    all: async ({ practice }, doctors) =>
      rolesOf(practice, doctors).map((role, i) => [
        role,
        i === 0 ? null : doctors[i - 1]!.arzt.lanr,
      ]),
  },
  Organization: {
    noun: 'die Praxis (Betriebsstätte) aus dem Register',
    all: async ({ db, practice }) => [
      [organizationOf(practice, await practiceAddress(db, practice)), null],
    ],
  },
};

async function everything(type: Derived, context: FhirContext) {
  const doctors = doctorsOf(await listProfiles(context.db, context.practice));
  return KINDS[type].all(context, doctors);
}

function routesOf(type: Derived): FhirRoute[] {
  const params: SearchParamSpec[] =
    type === 'Organization'
      ? [PRACTICE_PARAMS[0]!, ...PAGING_PARAMS]
      : [...PRACTICE_PARAMS, ...PAGING_PARAMS];
  return [
    {
      resource: type as FhirResourceType,
      interaction: 'read',
      method: 'GET',
      documentation: `Eine Ressource lesen: ${KINDS[type].noun}.`,
      handle: async (context) => {
        const found = (await everything(type, context)).find(([r]) => r.id === context.id);
        if (!found) throw refuseFhir.notFound();
        return { resource: found[0] };
      },
    },
    {
      resource: type as FhirResourceType,
      interaction: 'search-type',
      method: 'GET',
      documentation: `Suchen (GET oder POST ${type}/_search): ${KINDS[type].noun}.`,
      searchParams: params,
      handle: async (context) => {
        const filter = practiceFilter(context.query, context.practice.bsnr);
        const paging = pagingOf(context.query);
        const all = filter.none ? [] : await everything(type, context);
        const matching = all
          .filter(([, lanr]) => filter.lanr === null || lanr === filter.lanr)
          .map(([resource]) => resource);
        return {
          resource: await searchset(matching, {
            base: context.base,
            type,
            query: context.query,
            paging,
          }),
        };
      },
    },
  ];
}

export const practiceRoutes: readonly FhirRoute[] = [
  ...routesOf('Practitioner'),
  ...routesOf('PractitionerRole'),
  ...routesOf('Organization'),
];
