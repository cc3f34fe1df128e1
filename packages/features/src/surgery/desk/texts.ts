// The appointment desk's German texts (docs/supply.md "The desk"), formal "Sie" as in the spec.
import { TOO_MANY_SLOTS_MESSAGE } from '@terminservice/domain/supply';

const count = (n: number) => n.toLocaleString('de-DE');

export const DESK_TEXTS = {
  title: 'Terminverwaltung',
  intro:
    'Hier veröffentlichen Sie die Termine Ihrer Praxis für den Terminservice: Legen Sie Terminprofile an, erstellen Sie daraus einzelne Termine oder Terminserien und behalten Sie gebuchte Termine im Blick.',
  link: 'Terminverwaltung',
  practiceLabel: 'Praxis',
  bsnrLabel: 'BSNR',
  onlySurgery:
    'Die Terminverwaltung steht nur Praxen zur Verfügung. Bitte öffnen Sie den Terminservice aus Ihrer Praxissoftware.',
  loading: 'Die Terminverwaltung wird geladen …',
  loadFailed: 'Die Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Angaben',
  cancel: 'Abbrechen',
} as const;

export const PROFILE_TEXTS = {
  heading: 'Terminprofile',
  none: 'Ihre Praxis hat noch kein Terminprofil. Legen Sie zuerst ein Terminprofil an.',
  create: 'Neues Terminprofil',
  edit: 'Bearbeiten',
  editLabel: (name: string) => `Terminprofil „${name}“ bearbeiten`,
  deactivate: 'Deaktivieren',
  deactivateLabel: (name: string) => `Terminprofil „${name}“ deaktivieren`,
  createTitle: 'Terminprofil anlegen',
  editTitle: 'Terminprofil bearbeiten',
  save: 'Speichern',
  saved: (name: string) => `Das Terminprofil „${name}“ wurde gespeichert.`,
  name: 'Name',
  nameHint: 'Zum Beispiel „Sprechstunde Dr. Sommer“.',
  duration: 'Dauer in Minuten',
  type: 'Terminart',
  types: { PRAESENZTERMIN: 'Präsenztermin', VIDEOSPRECHSTUNDE: 'Videosprechstunde' },
  merkmale: 'Leistungsmerkmale',
  merkmaleNone: 'Noch kein Leistungsmerkmal gewählt.',
  merkmaleChoose: 'Leistungsmerkmale auswählen',
  merkmaleRemove: (name: string) => `${name} entfernen`,
  hint: 'Hinweis für Patientinnen und Patienten (optional)',
  authorities: 'Wer darf buchen?',
  authorityLabels: { PATIENT: 'Patientinnen und Patienten', TSS: 'Terminservicestelle' },
  urgencies: 'Dringlichkeiten',
  urgenciesHint: 'Ohne Auswahl dürfen Vermittlungscodes jeder Dringlichkeit buchen.',
  urgencyAll: 'jede Dringlichkeit',
  release: 'Freigabe an die Praxis (Tage vor dem Termin, optional)',
  releaseHint:
    'Ein Termin, der so viele Tage vor Beginn noch frei ist, wird an die Praxis freigegeben. Leer lassen: nie.',
  releaseNever: 'nie',
  // Issue #22: the profile's doctor and diagnosis languages (labels ours).
  doctor: 'Ärztin oder Arzt (optional)',
  doctorHint:
    'Ohne Angaben nennt das Terminprofil keine Ärztin und keinen Arzt. Sonst sind LANR und Nachname nötig.',
  lanr: 'LANR',
  lanrHint: 'Lebenslange Arztnummer, 9 Ziffern',
  doctorTitle: 'Titel (optional)',
  doctorTitleHint: 'Zum Beispiel „Dr. med.“',
  givenName: 'Vorname (optional)',
  familyName: 'Nachname',
  languages: 'Diagnosefremdsprachen',
  languagesHint:
    'Sprachen außer Deutsch, in denen die Ärztin oder der Arzt mit Patientinnen und Patienten sprechen kann (höchstens 20).',
  languagesNone: 'keine',
  releaseDays: (n: number) => (n === 1 ? '1 Tag vorher' : `${n} Tage vorher`),
  active: 'aktiv',
  inactive: 'deaktiviert',
  freeSlots: 'Freie Termine',
  columns: {
    name: 'Name',
    duration: 'Dauer',
    type: 'Terminart',
    merkmale: 'Leistungsmerkmale',
    authorities: 'Wer darf buchen',
    urgencies: 'Dringlichkeit',
    release: 'Freigabe',
    doctor: 'Ärztin/Arzt',
    languages: 'Sprachen',
    status: 'Status',
    free: 'Freie Termine',
    actions: 'Aktionen',
  },
  minutes: (n: number) => `${n} Min.`,
  deactivateTitle: 'Terminprofil deaktivieren',
  deactivateText: (name: string, free: number) =>
    `Das Terminprofil „${name}“ nimmt danach keine neuen Termine mehr an. ${
      free === 1
        ? '1 freier Termin wird zurückgezogen.'
        : `${count(free)} freie Termine werden zurückgezogen.`
    } Gebuchte Termine bleiben bestehen.`,
  deactivated: (name: string, n: number) =>
    `Das Terminprofil „${name}“ wurde deaktiviert. Zurückgezogene Termine: ${count(n)}.`,
} as const;

export const PUBLISH_TEXTS = {
  heading: 'Termine anlegen',
  mode: 'Was möchten Sie anlegen?',
  single: 'Einen Termin',
  series: 'Eine Terminserie',
  profile: 'Terminprofil',
  profilePlaceholder: 'Bitte wählen',
  date: 'Datum',
  time: 'Uhrzeit',
  weekdays: 'Wochentage',
  from: 'Von (Uhrzeit)',
  to: 'Bis (Uhrzeit)',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  gap: 'Abstand zwischen zwei Terminen in Minuten',
  preview: (n: number) =>
    n === 1 ? 'Es wird 1 Termin angelegt.' : `Es werden ${count(n)} Termine angelegt.`,
  tooMany: TOO_MANY_SLOTS_MESSAGE,
  submitSingle: 'Termin anlegen',
  submitSeries: 'Terminserie anlegen',
  published: (n: number) =>
    n === 1 ? 'Es wurde 1 Termin angelegt.' : `Es wurden ${count(n)} Termine angelegt.`,
  noProfile: 'Legen Sie zuerst ein aktives Terminprofil an.',
} as const;

export const WEEK_TEXTS = {
  heading: 'Wochenansicht',
  range: (from: string, to: string) => `Woche vom ${from} bis ${to}`,
  previous: 'Vorherige Woche',
  next: 'Nächste Woche',
  today: 'Heute',
  noSlots: 'Keine Termine',
  loading: 'Die Termine werden geladen …',
  select: (time: string) => `Termin um ${time} Uhr auswählen`,
  selected: (n: number) => (n === 1 ? '1 Termin ausgewählt.' : `${count(n)} Termine ausgewählt.`),
  withdrawSelected: 'Ausgewählte Termine zurückziehen',
  withdraw: 'Zurückziehen',
  withdrawLabel: (time: string) => `Termin um ${time} Uhr zurückziehen`,
  block: 'Sperren',
  blockLabel: (time: string) => `Termin um ${time} Uhr sperren`,
  unblock: 'Entsperren',
  unblockLabel: (time: string) => `Termin um ${time} Uhr entsperren`,
  withdrawTitle: 'Termine zurückziehen',
  withdrawText: (n: number) =>
    n === 1
      ? 'Möchten Sie diesen Termin zurückziehen? Er kann danach nicht mehr gebucht werden.'
      : `Möchten Sie ${count(n)} Termine zurückziehen? Sie können danach nicht mehr gebucht werden.`,
  withdrawn: (n: number) =>
    n === 1 ? '1 Termin wurde zurückgezogen.' : `${count(n)} Termine wurden zurückgezogen.`,
  blocked: 'Der Termin wurde gesperrt.',
  unblocked: 'Der Termin ist wieder frei.',
  state: 'Status',
  clock: (time: string) => `${time} Uhr`,
} as const;

export const BOOKING_TEXTS = {
  code: 'Vermittlungscode',
  name: 'Name',
  birthDate: 'Geburtsdatum',
  phone: 'Telefon',
  email: 'E-Mail',
  note: 'Hinweis an den behandelnden Arzt',
  merkmale: 'Leistungsmerkmale',
  /** 'Ich komme' in the reminder (issue #15, docs/reminders.md). */
  confirmed: 'bestätigt',
  confirmedState: 'Teilnahme',
  confirmedAt: (date: string, time: string) => `bestätigt am ${date}, ${time} Uhr`,
  cancel: 'Termin absagen',
  cancelLabel: (time: string) => `Termin absagen: ${time} Uhr`,
  cancelTitle: 'Termin absagen',
  cancelText:
    'Die Patientin oder der Patient wird über die Absage informiert und kann mit demselben Vermittlungscode einen neuen Termin buchen. Der Termin wird danach gesperrt.',
  reason: 'Grund der Absage',
  reasonHint: 'Der Grund wird der Patientin oder dem Patienten mitgeteilt.',
  confirm: 'Termin absagen',
  informedEmail:
    'Der Termin wurde abgesagt. Die Patientin oder der Patient wurde per E-Mail informiert.',
  informedSms:
    'Der Termin wurde abgesagt. Die Patientin oder der Patient wurde per SMS informiert.',
  notReachable:
    'Der Termin wurde abgesagt. Bitte informieren Sie die Patientin oder den Patienten telefonisch.',
  /** No-shows (issue #24 part 1): a begun booking, marked or undone within 7 days. */
  noShow: 'Nicht erschienen',
  noShowLabel: (time: string) => `Nicht erschienen: ${time} Uhr`,
  noShowState: 'nicht erschienen',
  noShowTerm: 'Nicht erschienen',
  noShowAt: (date: string, time: string) => `markiert am ${date}, ${time} Uhr`,
  undoNoShow: 'Markierung aufheben',
  undoNoShowLabel: (time: string) => `Markierung aufheben: ${time} Uhr`,
  noShowMarked: 'Der Termin wurde als „nicht erschienen“ markiert.',
  noShowUndone: 'Die Markierung „nicht erschienen“ wurde aufgehoben.',
} as const;
