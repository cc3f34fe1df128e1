// Which blocks each application type shows: spec §6 "Visibility by application type", with the
// per-type differences of §2 (screens) and §5 (form rules), as one table that apps and server read.
import { flagsOf } from './parse.ts';
import type { ApplicationType } from './types.ts';

const ALL: readonly ApplicationType[] = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED'];

/**
 * Each row: the types that show the block (a DISPO user also matches TSS rows, §1) and the spec
 * passage it comes from. Rows name blocks and capabilities, not components.
 */
export const VISIBILITY = {
  // §2 "Login page"
  loginPatient: { types: ['WEB', 'SMED'], spec: '§2 WEB patient login' },
  loginTss: { types: ['TSS'], spec: '§2 TSS/DISPO shows three blocks' },
  loginSurgery: { types: ['SURGERY'], spec: '§2 SURGERY' },
  requestCodeByUrgency: { types: ['TSS'], spec: "§2 TSS block 1 'Neuen Code anfordern'" },
  codeGenerator: { types: ['SURGERY'], spec: '§2 SURGERY code generator, §4 Code generator' },
  surgeryNotice: { types: ['SURGERY'], spec: "§2 SURGERY 'Information für Ärzte'" },
  billingNote: { types: ['SURGERY'], spec: "§2 'Hinweis zur Abrechnung'" },
  ksvPsychSpecialty: { types: ['TSS'], spec: '§2 L002 KSVPsych in the TSS/DISPO list' },

  // §2 "App shell"
  menuBuchungVerwalten: { types: ['WEB', 'TSS', 'DISPO', 'SURGERY'], spec: '§2 Header menu' },
  menuHilfe: { types: ['WEB', 'TSS', 'DISPO'], spec: '§2 Header menu' },
  // Issue #23 part 2: the patient app links its pages in Leichte Sprache (header and footer).
  easyLanguage: { types: ['WEB'], spec: 'issue #23 part 2' },
  nonClickableLogo: { types: ['DISPO', 'SMED'], spec: '§2 DISPO and SMED non-clickable logo' },

  // §6 search filters
  postcodeFilter: { types: ['TSS', 'WEB', 'DISPO', 'SURGERY'], spec: '§6' },
  radiusFilter: { types: ['TSS', 'WEB', 'DISPO', 'SURGERY'], spec: '§6' },
  daysFilter: { types: ['TSS', 'WEB', 'DISPO', 'SURGERY'], spec: '§6' },
  bookingAuthorityFilter: { types: ['TSS', 'WEB', 'DISPO', 'SURGERY'], spec: '§6, §2' },
  urgencyFilter: { types: ['TSS'], spec: '§6 TSS only' },
  tssNoResultsNotification: { types: ['TSS'], spec: '§6 TSS only' },
  timeRangeFilter: { types: ['TSS', 'SURGERY'], spec: '§6' },
  bsnrFilter: { types: ['TSS', 'SURGERY'], spec: '§6' },
  // Not in §6 (issue #22): patients and hotline staff filter by a diagnosis language.
  languageFilter: { types: ['TSS', 'WEB', 'DISPO', 'SURGERY'], spec: 'issue #22' },
  termineFindenButton: { types: ['TSS', 'SURGERY'], spec: '§6' },
  appointmentTypeFilter: {
    types: ALL,
    spec: '§6 requires VIDEOSPRECHSTUNDE in the login response (checked by the caller)',
  },
  // §6 "Free-text search, result sections and status fetch are skipped for TSS."
  freeTextSearch: { types: ['WEB', 'SURGERY', 'SMED'], spec: '§6 skipped for TSS' },
  resultSections: { types: ['WEB', 'SURGERY', 'SMED'], spec: '§6 skipped for TSS' },
  statusPolling: { types: ['WEB', 'SURGERY', 'SMED'], spec: '§6 skipped for TSS, §4' },
  smedNoResultsText: { types: ['SMED'], spec: '§6, §8 search results empty' },

  // §6 results and details
  kvMembership: { types: ['TSS'], spec: "§6 'Mitglied der' line: TSS only" },
  tssBadge: { types: ['TSS'], spec: '§2 TSS badge on a slot bookable only by TSS' },
  officeIdInDetails: { types: ['TSS', 'SURGERY'], spec: '§6 office id in details' },
  bookingModalPracticeId: { types: ['TSS'], spec: '§6 booking modal practice id: TSS only' },
  qualificationsDetails: { types: ['TSS', 'SURGERY', 'DISPO'], spec: '§6' },
  accessibilityDetails: { types: ['TSS', 'SURGERY', 'DISPO'], spec: '§6' },
  idBlockInDetails: { types: ['TSS', 'SURGERY', 'DISPO'], spec: '§6' },
  practiceNote: { types: ALL, spec: '§6 all variants' },
  contactBlock: { types: ALL, spec: '§6 all variants' },
  webLink: { types: ALL, spec: '§6 all variants' },
  phoneLink: { types: ALL, spec: '§6 all variants' },
  extraQualifications: { types: ['TSS', 'SURGERY'], spec: '§2 picker, §6' },

  // §2 "Booking modals", §5 form rules
  hintModal: { types: ['WEB', 'SMED'], spec: '§6 hint modal: WEB and SMED' },
  notificationChannel: { types: ['TSS', 'DISPO', 'SURGERY'], spec: '§5 Notification channel' },
  commentForDoctor: { types: ['TSS', 'SURGERY', 'DISPO'], spec: '§5 Comment' },
  userAgreement: { types: ['TSS', 'DISPO', 'SURGERY'], spec: '§5 userAgreement' },
  callerConsent: { types: ['TSS', 'DISPO'], spec: '§5 caller consent' },
  patientConsent: { types: ['SURGERY'], spec: '§5 patient consent' },
  emailAlwaysRequired: { types: ['WEB'], spec: '§5 E-mail: required for WEB or video' },
  tssReservationCompletion: {
    types: ['TSS', 'SURGERY', 'DISPO'],
    spec: '§4 Booking: video with toggle tss_reservierungsabschluss → tssDetails',
  },

  // §2 "Details pages"
  // Issue #15 "Code status": built for WEB; TSS and DISPO see it for a caller.
  codeStatus: { types: ['WEB', 'TSS'], spec: 'issue #15 "Code status" (docs/code-status.md)' },
  printAndCalendar: { types: ['WEB'], spec: '§6 print and calendar buttons: WEB only' },
  confirmationModalAlways: {
    types: ['WEB'],
    spec: '§2 confirmation modal: WEB, or any type for VIDEOSPRECHSTUNDE',
  },
  // Issue #15 'Anderen Termin wählen' (docs/rescheduling.md): patients, and TSS/DISPO for a caller.
  reschedule: { types: ['WEB', 'TSS'], spec: 'issue #15 rescheduling: WEB, TSS and DISPO' },

  // The slot alert (issue #15): patients in WEB; TSS and DISPO on a caller's behalf.
  slotAlert: { types: ['WEB', 'TSS'], spec: 'issue #15 Terminalarm (docs/alerts.md)' },

  // Privileged capabilities the server checks against the verified type (docs/architecture.md).
  bookTssOnlySlots: { types: ['TSS'], spec: '§2 TSS badge, docs/architecture.md' },

  // The operators' statistics (issue #24 part 2, ADR 30): the only block a KV token opens.
  statistics: { types: ['KV'], spec: 'issue #24 part 2 (docs/statistics.md)' },
} as const satisfies Record<string, { types: readonly ApplicationType[]; spec: string }>;

export type Block = keyof typeof VISIBILITY;
export const BLOCKS = Object.keys(VISIBILITY) as Block[];

/** "Is block X shown for type Y" — the one lookup for every per-type difference. */
export function isShown(block: Block, type: ApplicationType): boolean {
  const types: readonly ApplicationType[] = VISIBILITY[block].types;
  for (const flag of flagsOf(type)) if (types.includes(flag)) return true;
  return false;
}

/** Every block a type shows, e.g. for an app to switch on its parts at start. */
export function blocksFor(type: ApplicationType): Block[] {
  return BLOCKS.filter((block) => isShown(block, type));
}
