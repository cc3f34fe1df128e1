// The search page's texts. Quoted ones are the spec's (§2 "Search results page"); the rest are
// labels the spec does not give, in the same plain register.
import type { AppointmentTypeFilter } from '@terminservice/domain/search';
import { germanTexts, type Msg } from '../i18n/index.ts';

/**
 * What WEB's results page shows, as messages (issue #23 part 1). The staff-only texts below
 * (SEARCH_TEXTS' TSS/SURGERY filters, the TSS badge and notices) stay German: those apps are.
 */
export const RESULTS_MESSAGES = {
  heading: /*i18n*/ { id: 'results.heading', message: 'Termin auswählen' },
  codeLabel: /*i18n*/ { id: 'results.codeLabel', message: 'Vermittlungscode:' }, // §2 info bar
  found: /*i18n*/ { id: 'results.found', message: 'Gefundene Termine' }, // §2
  freeTextPlaceholder: /*i18n*/ { id: 'results.freeText', message: 'Ergebnisse durchsuchen' }, // §2
  searching: /*i18n*/ { id: 'results.searching', message: 'Termine werden gesucht' },
  filtersHeading: /*i18n*/ { id: 'results.filtersHeading', message: 'Suche eingrenzen' },
  postcode: /*i18n*/ { id: 'results.postcode', message: 'Postleitzahl' },
  radius: /*i18n*/ { id: 'results.radius', message: 'Suchradius' },
  appointmentType: /*i18n*/ { id: 'results.appointmentType', message: 'Terminart' },
  bookingAuthority: /*i18n*/ { id: 'results.bookingAuthority', message: 'Buchungsbefugnis' },
  apply: /*i18n*/ { id: 'results.apply', message: 'Anwenden' }, // §2 days filter
  forenoon: /*i18n*/ { id: 'results.forenoon', message: 'Vormittag' },
  afternoon: /*i18n*/ { id: 'results.afternoon', message: 'Nachmittag' },
  adjust: /*i18n*/ { id: 'results.adjust', message: 'Suche anpassen' }, // §2 mobile button
  adjustTitle: /*i18n*/ { id: 'results.adjustTitle', message: 'Suche anpassen:' }, // §2 mobile modal
  close: /*i18n*/ { id: 'results.close', message: 'Schließen' },
  detailsShow: /*i18n*/ { id: 'results.detailsShow', message: 'Details anzeigen' }, // §2
  detailsHide: /*i18n*/ { id: 'results.detailsHide', message: 'Details ausblenden' },
  moreInformation: /*i18n*/ { id: 'results.moreInformation', message: 'Weitere Informationen:' }, // §2
  phone: /*i18n*/ { id: 'results.phone', message: 'Telefon:' },
  website: /*i18n*/ { id: 'results.website', message: 'Webseite:' },
  // §2 extra sections
  freeToUseForPraxis: /*i18n*/ {
    id: 'results.freeToUseForPraxis',
    message: 'An den Arzt freigegebene Termine anzeigen',
  },
  additional: /*i18n*/ { id: 'results.additional', message: 'Spätere Termine anzeigen' },
  freeToUseForPraxisHeading: /*i18n*/ {
    id: 'results.freeToUseForPraxisHeading',
    message: 'An den Arzt freigegebene Termine',
  },
  additionalHeading: /*i18n*/ { id: 'results.additionalHeading', message: 'Spätere Termine' },
  list: /*i18n*/ { id: 'results.list', message: 'Liste' },
  map: /*i18n*/ { id: 'results.map', message: 'Karte' },
  view: /*i18n*/ { id: 'results.view', message: 'Ansicht' },
  mapOfficeHint: /*i18n*/ {
    id: 'results.mapOfficeHint',
    message: 'Wählen Sie eine Praxis auf der Karte, um ihre Termine zu sehen.',
  },
  // issue #22, ours: the diagnosis-language filter and the result lines
  language: /*i18n*/ { id: 'results.language', message: 'Sprache' },
  languageHint: /*i18n*/ {
    id: 'results.languageHint',
    message: 'Fremdsprache, in der die Ärztin oder der Arzt spricht',
  },
  languageAll: /*i18n*/ { id: 'results.languageAll', message: 'Alle Sprachen' },
  doctor: /*i18n*/ { id: 'results.doctor', message: 'Ärztin/Arzt:' },
  languages: /*i18n*/ { id: 'results.languages', message: 'Sprachen:' },
  /** A date header and a slot's date: 'Montag, 23.11.2026' (Arabic: its own comma). */
  dateLabel: /*i18n*/ { id: 'results.dateLabel', message: '{weekday}, {date}' },
  /** §2 "'{n} weitere anzeigen' revealing more slots". */
  moreSlots: /*i18n*/ { id: 'results.moreSlots', message: '{count} weitere anzeigen' },
  /**
   * The hidden words after a slot's visible time, in the order of slotAccessibleName (WCAG 2.5.3):
   * German '09:30 Uhr, Montag, 23.11.2026, Praxis'.
   */
  slotHidden: /*i18n*/ { id: 'results.slotHidden', message: 'Uhr, {date}, {office}' },
  /** The visible mark of a video slot, the start of its full name below. */
  video: /*i18n*/ { id: 'results.video', message: 'Video' },
  videoFull: /*i18n*/ { id: 'results.videoFull', message: 'Videosprechstunde' },
  // §2 office item headline above the slot buttons, by the appointment-type filter.
  slotsAll: /*i18n*/ { id: 'results.slotsAll', message: 'Verfügbare Termine' },
  slotsInPerson: /*i18n*/ { id: 'results.slotsInPerson', message: 'Verfügbare Präsenztermine' },
  slotsVideo: /*i18n*/ { id: 'results.slotsVideo', message: 'Verfügbare Videosprechstunden' },
} as const satisfies Record<string, Msg>;

/** The staff-only texts (TSS, DISPO, SURGERY): German, as those apps are (§6). */
const STAFF_TEXTS = {
  accessibility: 'Barrierefreiheit:',
  qualifications: 'Qualifikationen:',
  // §2 'the office id': the BSNR, named as the BSNR filter names it (one identifier, issue #16).
  officeId: 'BSNR:',
  tssBadge: 'TSS',
  tssBadgeDescription: 'nur über die Terminservicestelle buchbar',
  // issue #5, TSS/SURGERY filters (§2, §5); labels ours where the spec gives none.
  urgency: 'Dringlichkeit',
  timeRange: 'Suchzeitraum',
  fromDate: 'Von (Datum)',
  fromTime: 'Von (Uhrzeit)',
  toDate: 'Bis (Datum)',
  toTime: 'Bis (Uhrzeit)',
  timeHint: 'Ohne Uhrzeit gilt 00:00 bzw. 23:59.',
  findAppointments: 'Termine finden', // §2
  rangeIncomplete: "Geben Sie ein 'Von'- und ein 'Bis'-Datum an, um in diesem Zeitraum zu suchen.",
  bsnr: 'BSNR',
  bsnrHint: 'Betriebsstättennummer (9 Ziffern); leer: alle Praxen',
  tssNoResultsTitle: 'Vermittlungscode',
} as const;

/** Every text in German: the staff-only ones, and the messages' German for tests and code. */
export const SEARCH_TEXTS = { ...germanTexts(RESULTS_MESSAGES), ...STAFF_TEXTS } as const;

/** §2 "For TSS a notification about the code appears when there are no results" (wording ours). */
export function tssNoResultsMessage(code: string): string {
  return `Für den Vermittlungscode ${code} gibt es im Moment keine passenden Termine. Der Code bleibt gültig: Bitte geben Sie ihn der Anruferin oder dem Anrufer mit, damit später erneut gesucht werden kann.`;
}

/** §2 'Mitglied der {kv}' (TSS only). */
export function kvMembershipLabel(kv: string): string {
  return `Mitglied der ${kv}`;
}

/** §2 office item headline above the slot buttons, by the appointment-type filter. */
export const SLOT_HEADLINES: Readonly<Record<AppointmentTypeFilter, Msg>> = {
  ALL: RESULTS_MESSAGES.slotsAll,
  PRAESENZTERMIN: RESULTS_MESSAGES.slotsInPerson,
  VIDEOSPRECHSTUNDE: RESULTS_MESSAGES.slotsVideo,
};
