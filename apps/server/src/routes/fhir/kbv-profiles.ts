// Every URL of the KBV guide "Terminsynchronisation – TVS" the interface uses, in one table
// (docs/fhir.md "TVS dialect", ADR 26). Each entry says how sure it is, from the research notes:
// - confirmed: read in the guide or the package index (simplifier pages, packages2.fhir.org XIG),
// - inferred: the name is the guide's, the canonical follows the confirmed pattern
//   https://fhir.kbv.de/StructureDefinition/<name>,
// - common: the KBV's usual naming system, not seen on a TVS page itself.
// What the guide names nowhere we could read stays under our own base (naming.ts) and is listed
// in docs/fhir.md "Not found in the guide".
import type { Resource } from '@medplum/fhirtypes';

const KBV = 'https://fhir.kbv.de';
const PREFIX = 'KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_';
const profile = (name: string) => `${KBV}/StructureDefinition/${PREFIX}${name}`;

/** meta.profile of each resource (and Bundle kind) the interface answers. */
export const KBV_PROFILE = {
  /** inferred (name from the Bundle_Searchset's allowed entries: "_Schedule_Slot_Profile"). */
  Schedule: profile('Schedule_Slot_Profile'),
  /** inferred */
  Slot: profile('Slot'),
  /** inferred (name confirmed in the Abrechnungsinformation annex) */
  Appointment: profile('Appointment'),
  /** inferred */
  Practitioner: profile('Practitioner'),
  /** inferred */
  PractitionerRole: profile('PractitionerRole'),
  /** inferred */
  Organization: profile('Organization'),
  /** inferred */
  Patient: profile('Patient'),
  /** confirmed (XIG page of kvdigital.terminsynchronisation-tvs) */
  Provenance: profile('Provenance'),
  /** confirmed (guide page "Profil Suchergebnisse Bundle") */
  BundleSearchset: profile('Bundle_Searchset'),
  /** confirmed (guide page "Profil Batch Request Bundle") */
  BundleBatchRequest: profile('Bundle_Batch_Request'),
  /** confirmed (guide page "Profil Batch Response Bundle") */
  BundleBatchResponse: profile('Bundle_Batch_Response'),
  /** inferred (name confirmed in the Abrechnungsinformation annex) */
  OperationOutcomeError: profile('OperationOutcome_Error'),
} as const;

/** confirmed: the operation "Status eines Terminslots aktualisieren" (guide 1.8.0 / 1.9.0). */
export const SLOT_STATUS_OPERATION = {
  code: 'slotstatus_aktualisieren',
  definition: `${KBV}/OperationDefinition/KBV_OD_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_Slot_Status_Update`,
} as const;

/** common: the KBV's naming system of the Betriebsstättennummer. */
export const BSNR_SYSTEM = `${KBV}/NamingSystem/KBV_NS_Base_BSNR`;
/** common: the KBV's naming system of the (L)ANR; the guide calls it ANR. */
export const ANR_SYSTEM = `${KBV}/NamingSystem/KBV_NS_Base_ANR`;

/** confirmed (Anforderungskatalog TSS, FK 4103): booked urgency as SNOMED CT. */
export const SNOMED = 'http://snomed.info/sct';
/** Our urgencies (§3) → the guide's SNOMED codes; PT-Akutbehandlung counts as urgent (<35 days). */
export const URGENCY_SNOMED: Readonly<Record<string, { code: string; display: string }>> = {
  AKUT: { code: '709122007', display: 'As soon as possible (qualifier value)' },
  PT_AKUTBEHANDLUNG: { code: '103391001', display: 'Urgent (qualifier value)' },
  DRINGEND: { code: '103391001', display: 'Urgent (qualifier value)' },
  NICHT_DRINGEND: { code: '50811001', display: 'Routine (qualifier value)' },
};

/** The profile a resource as answered carries, or null (CapabilityStatement, Parameters, …). */
function profileOf(resource: Resource): string | null {
  switch (resource.resourceType) {
    case 'Bundle':
      if (resource.type === 'searchset') return KBV_PROFILE.BundleSearchset;
      return resource.type === 'batch-response' ? KBV_PROFILE.BundleBatchResponse : null;
    case 'OperationOutcome':
      return resource.issue.some((i) => i.severity === 'error' || i.severity === 'fatal')
        ? KBV_PROFILE.OperationOutcomeError
        : null;
    default:
      return (KBV_PROFILE as Record<string, string>)[resource.resourceType] ?? null;
  }
}

function stamped<T extends Resource>(resource: T): T {
  const url = profileOf(resource);
  if (url === null || resource.meta?.profile?.includes(url)) return resource;
  const meta = { ...resource.meta, profile: [...(resource.meta?.profile ?? []), url] };
  // meta comes right after id, as FHIR writes it.
  const { resourceType, id, meta: _old, ...rest } = resource as Resource & Record<string, unknown>;
  return { resourceType, ...(id === undefined ? {} : { id }), meta, ...rest } as unknown as T;
}

/**
 * The answer with the guide's profile in meta.profile of itself, its Bundle entries (and their
 * outcomes) and contained resources. One place for every answer, so no mapping can forget it.
 */
export function withKbvProfiles<T extends Resource>(resource: T): T {
  const own = stamped(resource) as Resource & {
    entry?: { resource?: Resource; response?: { outcome?: Resource } }[];
    contained?: Resource[];
  };
  if (own.resourceType === 'Bundle' && own.entry) {
    own.entry = own.entry.map((entry) => ({
      ...entry,
      ...(entry.resource ? { resource: withKbvProfiles(entry.resource) } : {}),
      ...(entry.response?.outcome
        ? { response: { ...entry.response, outcome: withKbvProfiles(entry.response.outcome) } }
        : {}),
    }));
  }
  if (own.contained) own.contained = own.contained.map(withKbvProfiles);
  return own as T;
}
