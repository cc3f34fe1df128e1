// The URLs of the FHIR R4 interface (docs/fhir.md "Extensions and code systems"): one canonical
// base for the Terminservice's own extensions, code systems and naming systems, the KBV's naming
// system for the BSNR, and the path the interface is served under.

/** Where the interface is served, on every port (docs/fhir.md "Base URL"). */
export const FHIR_PREFIX = '/fhir/R4';

/** The FHIR version the interface speaks. */
export const FHIR_VERSION = '4.0.1';

/** JSON answers carry this content type; requests may send it or application/json. */
export const FHIR_JSON = 'application/fhir+json';

/** XML answers carry this content type; requests may send it, application/xml or text/xml. */
export const FHIR_XML = 'application/fhir+xml';

/** Room for 1,000 slot entries with fullUrls and some extensions; the rest of the API has 64 KiB. */
export const BUNDLE_BODY_LIMIT = 1024 * 1024;

/** Canonical base of the Terminservice's own definitions (stable; never dereferenced). */
export const CANONICAL_BASE = 'https://terminservice.example/fhir';

const structure = (name: string) => `${CANONICAL_BASE}/StructureDefinition/${name}`;
const codeSystem = (name: string) => `${CANONICAL_BASE}/CodeSystem/${name}`;

/** Extensions of Schedule (Terminprofil) and Slot (Terminslot). */
export const EXTENSION = {
  /** Schedule: the profile's name as the practice shows it (valueString). */
  name: structure('terminprofil-name'),
  /** Schedule: the default duration of a slot (valueDuration in minutes). */
  dauer: structure('terminprofil-dauer'),
  /** Schedule: who may book (valueCode PATIENT or TSS, repeated). */
  buchungsbefugnis: structure('terminprofil-buchungsbefugnis'),
  /** Schedule: the urgencies whose codes may book (valueCode, repeated; none = every urgency). */
  dringlichkeit: structure('terminprofil-dringlichkeit'),
  /** Schedule: release rule, days before the start (valueUnsignedInt; absent = never). */
  freigabeTage: structure('terminprofil-freigabe-tage'),
  /** Slot: released to the practice's own use by the release rule (valueBoolean). */
  freigegeben: structure('terminslot-an-praxis-freigegeben'),
  /**
   * Schedule: a diagnosis language (Diagnosefremdsprache; valueCoding, repeated). The guide has
   * the element; its extension URL was not found (docs/fhir.md "Not found in the guide").
   */
  sprache: structure('terminprofil-diagnosefremdsprache'),
  /** Schedule: the Terminprofiltyp (valueCoding of CODE_SYSTEM.terminprofiltyp). */
  profiltyp: structure('terminprofil-typ'),
  /** Slot: who may book (the guide's slice buchbarDurch; valueCode PATIENT or TSS, repeated). */
  buchbarDurch: structure('terminslot-buchbar-durch'),
  /** Slot: an urgency whose codes may book (valueCode, repeated; none = every urgency). */
  buchbareDringlichkeit: structure('terminslot-buchbare-dringlichkeit'),
  /** Appointment.priority: the booked urgency (guide slice gebuchteDringlichkeit; SNOMED). */
  gebuchteDringlichkeit: structure('termin-gebuchte-dringlichkeit'),
} as const;

export const CODE_SYSTEM = {
  /** In person or video consultation (serviceType of Schedule, Slot and Appointment). */
  termintyp: codeSystem('termintyp'),
  /** Leistungsmerkmale of the catalogue (specialty). */
  leistungsmerkmal: codeSystem('leistungsmerkmal'),
  /** Qualifications (specialty, a code system of its own so the two never mix). */
  qualifikation: codeSystem('qualifikation'),
  /**
   * Terminprofiltyp: the guide knows AUTOMATISCH (made by the service for every doctor); the
   * profiles a practice makes itself get our code MANUELL. The guide's system was not found.
   */
  terminprofiltyp: codeSystem('terminprofiltyp'),
  /** The Terminservice's error codes (OperationOutcome.issue.details). */
  fehlercode: codeSystem('fehlercode'),
} as const;

/** The masked referral code as the practice sees it (Patient.identifier). */
export const MASKED_CODE_SYSTEM = `${CANONICAL_BASE}/NamingSystem/vermittlungscode-maskiert`;

/** The KBV's naming systems (kbv-profiles.ts holds every KBV URL). */
export { ANR_SYSTEM, BSNR_SYSTEM } from './kbv-profiles.ts';

export const TERMINTYP_DISPLAY: Readonly<Record<string, string>> = {
  PRAESENZTERMIN: 'Präsenztermin',
  VIDEOSPRECHSTUNDE: 'Videosprechstunde',
};
