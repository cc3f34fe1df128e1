// The search page's texts. Quoted ones are the spec's (§2 "Search results page"); the rest are
// labels the spec does not give, in the same plain register.
import type { AppointmentTypeFilter } from '@terminservice/domain/search';

export const SEARCH_TEXTS = {
  heading: 'Termin auswählen',
  codeLabel: 'Vermittlungscode:', // §2 info bar
  found: 'Gefundene Termine', // §2
  freeTextPlaceholder: 'Ergebnisse durchsuchen', // §2
  searching: 'Termine werden gesucht',
  filtersHeading: 'Suche eingrenzen',
  postcode: 'Postleitzahl',
  radius: 'Suchradius',
  appointmentType: 'Terminart',
  bookingAuthority: 'Buchungsbefugnis',
  apply: 'Anwenden', // §2 days filter
  forenoon: 'Vormittag',
  afternoon: 'Nachmittag',
  adjust: 'Suche anpassen', // §2 mobile button
  adjustTitle: 'Suche anpassen:', // §2 mobile modal
  close: 'Schließen',
  detailsShow: 'Details anzeigen', // §2 office item toggle
  detailsHide: 'Details ausblenden',
  moreInformation: 'Weitere Informationen:', // §2
  accessibility: 'Barrierefreiheit:',
  qualifications: 'Qualifikationen:',
  phone: 'Telefon:',
  website: 'Webseite:',
  // §2 'the office id': the BSNR, named as the BSNR filter names it (one identifier, issue #16).
  officeId: 'BSNR:',
  freeToUseForPraxis: 'An den Arzt freigegebene Termine anzeigen', // §2 extra section
  additional: 'Spätere Termine anzeigen', // §2 extra section
  freeToUseForPraxisHeading: 'An den Arzt freigegebene Termine',
  additionalHeading: 'Spätere Termine',
  list: 'Liste',
  map: 'Karte',
  view: 'Ansicht',
  mapOfficeHint: 'Wählen Sie eine Praxis auf der Karte, um ihre Termine zu sehen.',
  tssBadge: 'TSS',
  tssBadgeDescription: 'nur über die Terminservicestelle buchbar',
  video: 'Video',
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
  // issue #22, ours: the diagnosis-language filter and the result lines
  language: 'Sprache',
  languageHint: 'Fremdsprache, in der die Ärztin oder der Arzt spricht',
  languageAll: 'Alle Sprachen',
  doctor: 'Ärztin/Arzt:',
  languages: 'Sprachen:',
  tssNoResultsTitle: 'Vermittlungscode',
} as const;

/** §2 "For TSS a notification about the code appears when there are no results" (wording ours). */
export function tssNoResultsMessage(code: string): string {
  return `Für den Vermittlungscode ${code} gibt es im Moment keine passenden Termine. Der Code bleibt gültig: Bitte geben Sie ihn der Anruferin oder dem Anrufer mit, damit später erneut gesucht werden kann.`;
}

/** §2 "'{n} weitere anzeigen' revealing more slots". */
export function moreSlotsLabel(count: number): string {
  return `${count} weitere anzeigen`;
}

/** §2 'Mitglied der {kv}' (TSS only). */
export function kvMembershipLabel(kv: string): string {
  return `Mitglied der ${kv}`;
}

/** §2 office item headline above the slot buttons, by the appointment-type filter. */
export const SLOT_HEADLINES: Readonly<Record<AppointmentTypeFilter, string>> = {
  ALL: 'Verfügbare Termine',
  PRAESENZTERMIN: 'Verfügbare Präsenztermine',
  VIDEOSPRECHSTUNDE: 'Verfügbare Videosprechstunden',
};

/** The distance of an office in km, German number format (§2 "distance in km"). */
export function distanceLabel(km: number): string {
  return `${km.toLocaleString('de-DE', { maximumFractionDigits: 1 })} km`;
}
