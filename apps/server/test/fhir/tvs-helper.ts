// The TVS tests' calls (docs/fhir.md "TVS interactions"): a request in XML or JSON over real
// HTTP, its answer checked against the R4 schema (expectValidFhir) and for the guide's profile in
// meta.profile, and read back into JSON for the assertions.
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import { resourceFromXml, resourceToXml } from '../../src/routes/fhir/format/xml.ts';
import { expectValidFhir } from './fhir-schema.ts';
import type { FhirPractice, FhirServer } from './fhir-helper.ts';

export type Format = 'json' | 'xml';
export const FORMATS: readonly Format[] = ['xml', 'json'];

const MEDIA: Record<Format, string> = {
  json: 'application/fhir+json',
  xml: 'application/fhir+xml',
};

export const KBV =
  'https://fhir.kbv.de/StructureDefinition/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_';

/** The KBV profile each answered type carries. */
export const PROFILE_OF: Readonly<Record<string, string>> = {
  Schedule: `${KBV}Schedule_Slot_Profile`,
  Slot: `${KBV}Slot`,
  Appointment: `${KBV}Appointment`,
  Practitioner: `${KBV}Practitioner`,
  PractitionerRole: `${KBV}PractitionerRole`,
  Organization: `${KBV}Organization`,
  Patient: `${KBV}Patient`,
  Provenance: `${KBV}Provenance`,
  OperationOutcome: `${KBV}OperationOutcome_Error`,
};

/** Every resource of the answer (and every entry and outcome) carries its KBV profile. */
export function expectProfiles(resource: Resource): void {
  const expected =
    resource.resourceType === 'Bundle'
      ? { searchset: `${KBV}Bundle_Searchset`, 'batch-response': `${KBV}Bundle_Batch_Response` }[
          (resource as Bundle).type as string
        ]
      : PROFILE_OF[resource.resourceType];
  if (expected) expect(resource.meta?.profile, resource.resourceType).toContain(expected);
  for (const entry of (resource as Bundle).entry ?? []) {
    if (entry.resource) expectProfiles(entry.resource);
    if (entry.response?.outcome) expectProfiles(entry.response.outcome);
  }
}

export interface TvsAnswer {
  readonly status: number;
  readonly text: string;
  /** The answer read back as JSON (null without a body). */
  readonly resource: Resource | null;
}

export function tvsClient(server: FhirServer, practice: FhirPractice) {
  return async function call(
    method: string,
    path: string,
    format: Format,
    body?: object | string,
    contentType?: string,
  ): Promise<TvsAnswer> {
    const text =
      body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : format === 'xml'
            ? resourceToXml(body as Resource)
            : JSON.stringify(body);
    const res = await fetch(`${server.fhirBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${practice.token}`,
        accept: MEDIA[format],
        ...(text !== undefined ? { 'content-type': contentType ?? MEDIA[format] } : {}),
      },
      ...(text !== undefined ? { body: text } : {}),
    });
    const answer = await res.text();
    if (answer === '') return { status: res.status, text: answer, resource: null };
    expect(res.headers.get('content-type')).toMatch(
      new RegExp(`^${MEDIA[format].replace('+', '\\+')}`),
    );
    expectValidFhir(answer);
    const resource = (format === 'xml' ? resourceFromXml(answer) : JSON.parse(answer)) as Resource;
    expectProfiles(resource);
    return { status: res.status, text: answer, resource };
  };
}

/** The matches of a searchset (search.mode match). */
export function matches<T extends Resource>(bundle: Resource | null): T[] {
  return ((bundle as Bundle).entry ?? [])
    .filter((e) => e.search?.mode === 'match')
    .map((e) => e.resource as T);
}

export function included(bundle: Resource | null): Resource[] {
  return ((bundle as Bundle).entry ?? [])
    .filter((e) => e.search?.mode === 'include')
    .map((e) => e.resource!);
}
