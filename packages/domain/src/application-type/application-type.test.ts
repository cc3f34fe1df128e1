import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  blocksFor,
  effectiveApplicationType,
  isShown,
  parseApplicationTypeHeader,
  resolveApplicationType,
  type ApplicationType,
  type Block,
} from './index.ts';

describe('parsing the application-type header (§1, §4)', () => {
  it.each([
    ['WEB', 'WEB'],
    ['web', 'WEB'],
    ['TSS', 'TSS'],
    ['TSSDISPOSW', 'DISPO'],
    ['tssdisposw', 'DISPO'],
    ['DISPO', 'DISPO'],
    ['ARZTBUCHUNG', 'SURGERY'],
    ['SURGERY', 'SURGERY'],
    ['SMEDPATIENT', 'SMED'],
    ['KV', 'KV'],
    ['SMED', 'SMED'],
    ['', 'WEB'],
    [null, 'WEB'],
    [undefined, 'WEB'],
    ['SOMETHING-ELSE', 'WEB'],
  ] as const)('given header %j, the effective type is %s', (header, expected) => {
    expect(resolveApplicationType(header)).toBe(expected);
  });

  it('DISPO also sets TSS', () => {
    expect([...parseApplicationTypeHeader('TSSDISPOSW')].sort()).toEqual(['DISPO', 'TSS']);
    expect([...parseApplicationTypeHeader('DISPO')].sort()).toEqual(['DISPO', 'TSS']);
  });

  it.each([
    [['SMED', 'TSS', 'SURGERY'], 'SURGERY'],
    [['TSS', 'DISPO'], 'DISPO'],
    [['SMED', 'TSS'], 'TSS'],
    [['WEB', 'SMED'], 'SMED'],
    [['WEB'], 'WEB'],
    [[], 'WEB'],
  ] as const)('priority SURGERY, DISPO, TSS, SMED, else WEB: %j → %s', (types, expected) => {
    expect(effectiveApplicationType(new Set<ApplicationType>(types))).toBe(expected);
  });

  it('several values in one header resolve by priority', () => {
    expect(resolveApplicationType('SMEDPATIENT, ARZTBUCHUNG')).toBe('SURGERY');
  });
});

// The expected matrix, written out from §6 (and §2, §5) independently of the table under test.
// Columns: WEB TSS DISPO SURGERY SMED KV (ours, issue #24 part 2). DISPO also sets TSS, so TSS rows are on for DISPO.
const EXPECTED: Record<Block, string> = {
  loginPatient: '1 0 0 0 1 0',
  loginTss: '0 1 1 0 0 0',
  loginSurgery: '0 0 0 1 0 0',
  requestCodeByUrgency: '0 1 1 0 0 0',
  codeGenerator: '0 0 0 1 0 0',
  surgeryNotice: '0 0 0 1 0 0',
  billingNote: '0 0 0 1 0 0',
  ksvPsychSpecialty: '0 1 1 0 0 0',
  menuBuchungVerwalten: '1 1 1 1 0 0',
  menuHilfe: '1 1 1 0 0 0',
  easyLanguage: '1 0 0 0 0 0', // issue #23 part 2
  nonClickableLogo: '0 0 1 0 1 0',
  postcodeFilter: '1 1 1 1 0 0',
  radiusFilter: '1 1 1 1 0 0',
  daysFilter: '1 1 1 1 0 0',
  bookingAuthorityFilter: '1 1 1 1 0 0',
  urgencyFilter: '0 1 1 0 0 0',
  tssNoResultsNotification: '0 1 1 0 0 0',
  timeRangeFilter: '0 1 1 1 0 0',
  bsnrFilter: '0 1 1 1 0 0',
  languageFilter: '1 1 1 1 0 0', // issue #22
  termineFindenButton: '0 1 1 1 0 0',
  appointmentTypeFilter: '1 1 1 1 1 0',
  freeTextSearch: '1 0 0 1 1 0',
  resultSections: '1 0 0 1 1 0',
  statusPolling: '1 0 0 1 1 0',
  smedNoResultsText: '0 0 0 0 1 0',
  kvMembership: '0 1 1 0 0 0',
  tssBadge: '0 1 1 0 0 0',
  officeIdInDetails: '0 1 1 1 0 0',
  bookingModalPracticeId: '0 1 1 0 0 0',
  qualificationsDetails: '0 1 1 1 0 0',
  accessibilityDetails: '0 1 1 1 0 0',
  idBlockInDetails: '0 1 1 1 0 0',
  practiceNote: '1 1 1 1 1 0',
  contactBlock: '1 1 1 1 1 0',
  webLink: '1 1 1 1 1 0',
  phoneLink: '1 1 1 1 1 0',
  extraQualifications: '0 1 1 1 0 0',
  hintModal: '1 0 0 0 1 0',
  notificationChannel: '0 1 1 1 0 0',
  commentForDoctor: '0 1 1 1 0 0',
  userAgreement: '0 1 1 1 0 0',
  callerConsent: '0 1 1 0 0 0',
  patientConsent: '0 0 0 1 0 0',
  emailAlwaysRequired: '1 0 0 0 0 0',
  tssReservationCompletion: '0 1 1 1 0 0',
  codeStatus: '1 1 1 0 0 0', // issue #15: WEB, and TSS/DISPO for a caller
  printAndCalendar: '1 0 0 0 0 0',
  confirmationModalAlways: '1 0 0 0 0 0',
  reschedule: '1 1 1 0 0 0',
  bookTssOnlySlots: '0 1 1 0 0 0',
  slotAlert: '1 1 1 0 0 0',
  statistics: '0 0 0 0 0 1', // issue #24 part 2: the KV type sees only the statistics
};
const COLUMNS: ApplicationType[] = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED', 'KV'];

describe('the visibility matrix (§6)', () => {
  it('the expected matrix names every block', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...BLOCKS].sort());
  });

  const cases = BLOCKS.flatMap((block) =>
    COLUMNS.map((type, i) => [block, type, EXPECTED[block].split(' ')[i] === '1'] as const),
  );
  it.each(cases)('block %s for %s is shown: %s', (block, type, shown) => {
    expect(isShown(block, type)).toBe(shown);
  });

  it('blocksFor lists exactly the shown blocks', () => {
    for (const type of COLUMNS) {
      expect(blocksFor(type)).toEqual(BLOCKS.filter((b) => isShown(b, type)));
    }
    expect(blocksFor('SMED')).not.toContain('menuBuchungVerwalten');
  });
});
