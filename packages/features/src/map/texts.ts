// Texts of the map. §2 gives only the button 'Karte anzeigen' and the link to /datenschutz; the rest
// explains the maps service in plain German (the provider name neutralised, as on the privacy page).
// Issue #23 part 1: messages, shown in the language in use.
import { germanTexts, type Msg } from '../i18n/index.ts';

export const MAP_MESSAGES = {
  consentTitle: /*i18n*/ { id: 'map.consentTitle', message: 'Karte anzeigen?' },
  consentText: /*i18n*/ {
    id: 'map.consentText',
    message:
      'Die Karte wird von einem Kartendienst bereitgestellt. Wenn Sie die Karte anzeigen, lädt Ihr Browser Kartendaten von diesem Dienst; dabei wird Ihre IP-Adresse an den Kartendienst übermittelt.',
  },
  /** Followed by the privacy link and consentStoredEnd. */
  consentStored: /*i18n*/ {
    id: 'map.consentStored',
    message: 'Ihre Zustimmung wird in diesem Browser gespeichert. Sie können sie jederzeit in der',
  },
  privacyLink: /*i18n*/ { id: 'map.privacyLink', message: 'Datenschutzerklärung' },
  consentStoredEnd: /*i18n*/ { id: 'map.consentStoredEnd', message: 'widerrufen.' },
  /** §2 "Map consent layer": the button that stores consent and loads the map. */
  showMap: /*i18n*/ { id: 'map.showMap', message: 'Karte anzeigen' },
  loadFailed: /*i18n*/ { id: 'map.loadFailed', message: 'Die Karte konnte nicht geladen werden.' },
  retry: /*i18n*/ { id: 'map.retry', message: 'Erneut versuchen' },
  resultsMapLabel: /*i18n*/ { id: 'map.resultsMapLabel', message: 'Karte der gefundenen Praxen' },
  resultsMapHint: /*i18n*/ {
    id: 'map.resultsMapHint',
    message:
      'Jede Praxis ist als Markierung erreichbar. Mit der Eingabetaste zeigen Sie ihre Termine an. Die Pfeiltasten verschieben die Karte, Plus und Minus zoomen.',
  },
  regionMapLabel: /*i18n*/ { id: 'map.regionMapLabel', message: 'Karte der Postleitzahlbereiche' },
  staticMapLabel: /*i18n*/ { id: 'map.staticMapLabel', message: 'Lage der Praxis auf der Karte:' },
  zoomIn: /*i18n*/ { id: 'map.zoomIn', message: 'Karte vergrößern' },
  zoomOut: /*i18n*/ { id: 'map.zoomOut', message: 'Karte verkleinern' },
} as const satisfies Record<string, Msg>;

/** The German texts, for tests and code that read them as plain strings. */
export const MAP_TEXTS = germanTexts(MAP_MESSAGES);
