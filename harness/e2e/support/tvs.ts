// What practice software written for the KBV guide "Terminsynchronisation – TVS" checks and reads
// (docs/fhir.md "The TVS dialect"): the guide's profile on every resource, and the change feed
// ("Änderungen abrufen", POST Provenance/_search) followed page by page to its resume cursor.
import { expect } from '@playwright/test';
import type { FhirResource, FhirXmlClient } from './fhir-xml.ts';

const KBV =
  'https://fhir.kbv.de/StructureDefinition/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_';

/** The guide's profile of each resource type (Bundles: of each Bundle type), docs/fhir.md. */
const KBV_PROFILE: Readonly<Record<string, string>> = {
  Schedule: 'Schedule_Slot_Profile',
  searchset: 'Bundle_Searchset',
  'batch-response': 'Bundle_Batch_Response',
  ...Object.fromEntries(
    [
      'Slot',
      'Appointment',
      'Patient',
      'Practitioner',
      'PractitionerRole',
      'Organization',
      'Provenance',
    ].map((type) => [type, type]),
  ),
};

export interface Entry {
  readonly resource?: FhirResource;
  readonly search?: { mode?: string };
  readonly response?: { location?: string };
}

export const entriesOf = (bundle: FhirResource | null) => (bundle?.entry ?? []) as Entry[];

const linkOf = (bundle: FhirResource | null, relation: string) =>
  ((bundle?.link ?? []) as { relation: string; url: string }[]).find((l) => l.relation === relation)
    ?.url;

/** A link's parameters, as the form body of the next POST _search. */
const formOf = (link: string) => new URL(link).search.slice(1);

/** The resource and each Bundle entry carry the guide's profile in meta.profile. */
export function expectKbvProfiles(resource: FhirResource | null): void {
  if (!resource) return;
  const kind = resource.resourceType === 'Bundle' ? String(resource.type) : resource.resourceType;
  expect(KBV_PROFILE[kind], `a profile known for ${kind}`).toBeDefined();
  expect(resource.meta?.profile, `${kind} meta.profile`).toContain(`${KBV}${KBV_PROFILE[kind]}`);
  for (const entry of entriesOf(resource)) expectKbvProfiles(entry.resource ?? null);
}

export interface Change {
  readonly id: string;
  /** The target's reference, the activity (CREATE, UPDATE, DELETE) and the door (PVS, PATIENT …). */
  readonly change: readonly [target: string, activity: string, door: string];
}

/** The change feed from a form query on, following `next`: the changes and the resume form. */
export async function readFeed(fhir: FhirXmlClient, form: string) {
  const changes: Change[] = [];
  let next: string | undefined = form;
  let resume = '';
  while (next !== undefined) {
    const bundle = await fhir.expect(200, 'POST', 'Provenance/_search', next);
    expectKbvProfiles(bundle);
    for (const { resource, search } of entriesOf(bundle)) {
      if (search?.mode !== 'match') continue;
      const p = resource as FhirResource & {
        target: { reference: string }[];
        activity: { coding: { code: string }[] };
        agent: { role: { coding: { code: string }[] }[] }[];
      };
      const door = p.agent[0]!.role[0]!.coding[0]!.code;
      changes.push({
        id: p.id!,
        change: [p.target[0]!.reference, p.activity.coding[0]!.code, door],
      });
    }
    const resumeLink = linkOf(bundle, 'resume');
    expect(resumeLink, 'every page of the feed gives a cursor to resume from').toMatch(/_since=/);
    resume = formOf(resumeLink!);
    const more = linkOf(bundle, 'next');
    next = more === undefined ? undefined : formOf(more);
  }
  return { changes, resume };
}

/**
 * The feed read from `form` until its changes to `targets` are `expected`, in that order (a
 * change enters the feed within about 5 s of its commit, docs/fhir.md "Change feed").
 */
export async function expectFeed(
  fhir: FhirXmlClient,
  form: string,
  targets: readonly string[],
  expected: readonly (readonly string[])[],
) {
  let feed = { changes: [] as Change[], resume: '' };
  await expect
    .poll(
      async () => {
        feed = await readFeed(fhir, form);
        return feed.changes.map((c) => c.change).filter(([target]) => targets.includes(target));
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
  return feed;
}
