// Texts of the map. §2 gives only the button 'Karte anzeigen' and the link to /datenschutz; the rest
// explains the maps service in plain German (the provider name neutralised, as on the privacy page).
export const MAP_TEXTS = {
  consentTitle: 'Karte anzeigen?',
  consentText:
    'Die Karte wird von einem Kartendienst bereitgestellt. Wenn Sie die Karte anzeigen, lädt Ihr Browser Kartendaten von diesem Dienst; dabei wird Ihre IP-Adresse an den Kartendienst übermittelt.',
  consentStored:
    'Ihre Zustimmung wird in diesem Browser gespeichert. Sie können sie jederzeit in der',
  privacyLink: 'Datenschutzerklärung',
  consentStoredEnd: 'widerrufen.',
  /** §2 "Map consent layer": the button that stores consent and loads the map. */
  showMap: 'Karte anzeigen',
  loadFailed: 'Die Karte konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  resultsMapLabel: 'Karte der gefundenen Praxen',
  resultsMapHint:
    'Jede Praxis ist als Markierung erreichbar. Mit der Eingabetaste zeigen Sie ihre Termine an. Die Pfeiltasten verschieben die Karte, Plus und Minus zoomen.',
  regionMapLabel: 'Karte der Postleitzahlbereiche',
  staticMapLabel: 'Lage der Praxis auf der Karte:',
  zoomIn: 'Karte vergrößern',
  zoomOut: 'Karte verkleinern',
} as const;
