// Response types of the calls of spec §7, with the fields of §3 "Entities and their fields".
// Field names are the wire names (German, as the spec gives them). Fields the spec lists without a
// type are typed as their use implies; those choices are marked.
import type { CodeStatus } from '../vermittlungscode/status.ts';

/** §1, §3: the two kinds of booking. A slot without termintyp is PRAESENZTERMIN. */
export const TERMINTYPEN = ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'] as const;
export type Termintyp = (typeof TERMINTYPEN)[number];
export const DEFAULT_TERMINTYP: Termintyp = 'PRAESENZTERMIN';

/** §3 "Search response": who may book a slot. */
export const BUCHUNGSBEFUGNISSE = ['PATIENT', 'TSS'] as const;
export type Buchungsbefugnis = (typeof BUCHUNGSBEFUGNISSE)[number];

/** §3, §9: the sections of the search result, in display order. */
export const RESULT_SECTIONS = ['default', 'additional', 'freeToUseForPraxis'] as const;
export type ResultSection = (typeof RESULT_SECTIONS)[number];

/** §3 "Reservation status". */
export const RESERVIERUNGSSTATUS = ['RESERVIERT', 'FREI'] as const;
export type Reservierungsstatus = (typeof RESERVIERUNGSSTATUS)[number];

/** §3 "Noted check": the value when the code has been noted. */
export const NOTIERT = 'NOTIERT';

/** A date key of the slot maps, as the server sends it. */
export type DateKey = string;

/** A Leistungsmerkmal as slots and reservations carry it (§3 "Reservation info"). */
export interface LeistungsmerkmalInfo {
  readonly name: string;
  readonly code: string;
}

// ---------------------------------------------------------------------------------------------
// Start, login, identity check

/** §7 "feature toggles": one item of the list. */
export interface FeatureToggle {
  readonly key: string;
  readonly value: boolean;
}
export type FeatureTogglesResponse = readonly FeatureToggle[];

/** §3 "Login response". Both kv and qualifikationen must be present (§3). */
export interface LoginResponse {
  /** Provider region (KV) id. */
  readonly kv: string;
  /** A comma list or an array of Leistungsmerkmal keys. */
  readonly qualifikationen: string | readonly string[];
  /** May include VIDEOSPRECHSTUNDE, which turns on the appointment-type filter (§2). */
  readonly termintypen?: readonly Termintyp[];
}

/** §3 "Identification requests": e-mail or SMS PIN requested. */
export interface IdentificationResponse {
  readonly token: string;
}

/** §3: a verified identity yields a code for the specialty. */
export interface VerifyIdentificationResponse {
  readonly vermittlungscode: string;
  readonly plz: string;
  readonly leistungsmerkmal: string;
}

/** §3 "Availability" as sent. suchRadius is absent when the default applies. */
export interface AvailabilityResponse {
  readonly termineVorhanden: boolean;
  readonly suchRadius?: number;
}

export interface ReservationStatusResponse {
  readonly reservierungsstatus: Reservierungsstatus;
}

/** §3 "Noted check": NOTIERT when noted; anything else (or null) means not yet. */
export interface NotedResponse {
  readonly notiert: string | null;
}

/**
 * PATCH buchung (§7 change contact; the answer is ours, issue #26): true when a PIN went to the new
 * address and the booking keeps its old one until the PIN is entered (buchung/email/bestaetigen);
 * false when the address was the booking's already and nothing was sent.
 */
export interface ChangeContactResponse {
  readonly bestaetigungAusstehend: boolean;
}

export interface BookingEmailResponse {
  readonly email: string;
}

export interface CodeResponse {
  readonly code: string;
}

/** Issue #15 "Code status": the answer of vermittlungscode/status/abrufen (vermittlungscode/status.ts). */
export type CodeStatusResponse = CodeStatus;

/** §2 "App shell": the server status message of the notification banner; empty when there is none. */
export interface StatusResponse {
  readonly status: string | null;
}

export interface PlaceNameResponse {
  readonly ortsname: string;
}

/**
 * §3 "Qualifications response". w: group name → subgroup name → its keys (a picker item joins them
 * with commas); z: additional qualifications, key → name; g: federal approvals, key → name.
 * The subgroup shape is our reading of "name → subgroups" with §3's comma-joined item key.
 */
export interface QualificationsResponse {
  readonly w: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  readonly z: Readonly<Record<string, string>>;
  readonly g: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// Practices and profiles

/** §3 "Search response" praxen and the office of "View slot". */
export interface Praxis {
  readonly label: string;
  readonly street: string;
  readonly plz: string;
  readonly city: string;
  /** Kilometres from the searched postcode. */
  readonly distance?: number;
  readonly lat?: number;
  readonly lon?: number;
  readonly phone?: string;
  readonly web?: string;
  /** Accessibility values (sanitised before display, §3). */
  readonly bf?: readonly string[];
  readonly barrierefreiheitFreitext?: string;
  /** The KV's display name ('KV Bayerns'), shown as 'Mitglied der {kv}' for TSS (§2). */
  readonly kv?: string;
  readonly praxishinweis?: string;
  /**
   * The practice's BSNR (Betriebsstättennummer). Ours, beside §3's fields: it is the one identifier
   * staff see as the office id (§2, §6) and type into the BSNR filter (issue #16).
   */
  readonly bsnr?: string;
}

/** §3: appointment profile, keyed by id. */
export interface Terminprofil {
  readonly name: string;
  readonly terminprofilhinweis?: string;
  readonly leistungsmerkmale?: readonly LeistungsmerkmalInfo[];
  /**
   * §2 office details: qualifications w, z, g of the profile, with their names from the catalogue
   * (like leistungsmerkmale), so that staff read names, not keys (issue #16).
   */
  readonly qualifikationen?: readonly LeistungsmerkmalInfo[];
  /**
   * Not in §3 (issue #22): the profile's doctor by name (the LANR stays with the practice); absent
   * when the profile names none. Shown by the results and the booking modal.
   */
  readonly arzt?: TerminprofilArzt;
  /**
   * Not in §3 (issue #22): the diagnosis languages, ISO 639-1 codes (supply/sprachen.ts); absent
   * when none.
   */
  readonly sprachen?: readonly string[];
}

/** The doctor's name parts as a result shows them ('Dr. med. Ayşe Demir'). */
export interface TerminprofilArzt {
  readonly titel?: string;
  readonly vorname?: string;
  readonly nachname: string;
}

// ---------------------------------------------------------------------------------------------
// Booked appointments (GET buchung)

/** §3 "Appointment response": one slot of a booking. */
export interface BookedSlot {
  readonly id: string;
  readonly begin: string;
  readonly end: string;
  readonly expired: boolean;
  readonly showTerminAbsagenOption: boolean;
  readonly leistungsmerkmale: readonly LeistungsmerkmalInfo[];
  readonly terminprofileId: string;
  /** The calendar file, base64-encoded (§3 "View slot"). */
  readonly ical: string;
  /** Absent means PRAESENZTERMIN. */
  readonly termintyp?: Termintyp;
}

/** §3: slots keyed by date, then office id, then a list whose first entry is used. */
export interface AppointmentResponse {
  readonly slots: Readonly<Record<DateKey, Readonly<Record<string, readonly BookedSlot[]>>>>;
  readonly praxen: Readonly<Record<string, Praxis>>;
  readonly terminprofile: Readonly<Record<string, Terminprofil>>;
}

// ---------------------------------------------------------------------------------------------
// Video reservation information

/** §3 "Reservation info": the facility. */
export interface Einrichtung {
  readonly bsnr: string;
  readonly webseite?: string;
  readonly telefonnummer?: string;
  readonly strasse: string;
  readonly name: string;
  readonly plz: string;
  readonly ort: string;
  readonly distance?: number;
  readonly hinweis?: string;
  readonly barrierefreiheitFreitext?: string;
  readonly barrierefreiheiten?: readonly string[];
}

export interface ReservationInfoResponse {
  readonly slot: {
    readonly terminzeit: {
      readonly wochentag: string;
      readonly datum: string;
      readonly uhrzeit: string;
    };
    readonly leistungsmerkmale: readonly LeistungsmerkmalInfo[];
  };
  readonly einrichtung: Einrichtung;
  readonly terminprofil: { readonly name: string; readonly hinweis?: string };
}

// ---------------------------------------------------------------------------------------------
// Search

/** §3 "Search response": one slot of the result. */
export interface SearchSlot {
  readonly id: string;
  /** The start time as text. */
  readonly begin: string;
  readonly praxisId: string;
  /** Absent for the default (PRAESENZTERMIN). */
  readonly termintyp?: Termintyp;
  readonly buchungsbefugnisse: readonly Buchungsbefugnis[];
}

/** Date → practice id → appointment profile id → slots. */
export type SlotsByDate = Readonly<
  Record<DateKey, Readonly<Record<string, Readonly<Record<string, readonly SearchSlot[]>>>>>
>;

export interface SearchRequestInfo {
  readonly radius: number;
  readonly daytime: string;
  readonly dringlichkeit?: string;
  readonly gesuchteLeistungsmerkmale: readonly string[];
  readonly bsnr?: string;
  /** Not in §7 (issue #22): the diagnosis language searched; absent for all languages. */
  readonly sprache?: string;
}

export interface SearchResponse {
  readonly requestInfo: SearchRequestInfo;
  /** hinweistext: the special-KV explanatory text (markdown) shown when there are no results (§2). */
  readonly leistungsfilter?: { readonly hinweistext?: string };
  /**
   * The spec names the field without a type. Read as: whether the result offers the free-text
   * filter 'Ergebnisse durchsuchen' (§2), which TSS skips (§6).
   */
  readonly freiTextSuche?: boolean;
  /** A missing section has no slots. */
  readonly slots: Readonly<Partial<Record<ResultSection, SlotsByDate>>>;
  readonly praxen: Readonly<Record<string, Praxis>>;
  readonly terminprofile: Readonly<Record<string, Terminprofil>>;
}

// ---------------------------------------------------------------------------------------------
// Facility search (§1 "facility lookup"; the spec gives no shape)

/** Our shape: the facilities found, described as in the reservation info. */
export interface FacilitySearchResponse {
  readonly einrichtungen: readonly Einrichtung[];
}
