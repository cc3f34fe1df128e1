// How long personal data is kept (DSGVO Art. 5(1)(e); README "Personal data retention", ADR 17):
// one period per kind of data, counted from the event after which the data is no longer needed.
// The privacy page states the defaults (content/static-pages/page-privacy.md); a
// server test checks the page against PRIVACY_PAGE_ROWS.

type Env = Readonly<Record<string, string | undefined>>;

export interface RetentionPeriods {
  /** Bookings' contact and notification address, after the appointment (or its cancellation). */
  readonly bookingDays: number;
  /** Video reservations' contact and e-mail, after the reservation expired. */
  readonly reservationDays: number;
  /** Identity checks (receiver hash, postcode, PIN hash), after the check expired. */
  readonly identityCheckDays: number;
  /** Outbox messages' receiver and content, after delivery (or after delivery was given up). */
  readonly messageDays: number;
  /** Contact-form messages, after they were sent (they are mailed to the operator at once). */
  readonly contactDays: number;
  /** Slot alerts' address and PIN data, after the alert ended (issue #15, docs/alerts.md). */
  readonly alertDays: number;
}

/** The defaults and where each comes from: docs/adr/0017-personal-data-retention.md. */
export const DEFAULT_RETENTION: RetentionPeriods = {
  bookingDays: 90,
  reservationDays: 7,
  identityCheckDays: 7,
  messageDays: 7,
  contactDays: 30,
  alertDays: 7,
};

/** The environment variable of each period (README "Configuration"). */
export const RETENTION_ENV: Readonly<Record<keyof RetentionPeriods, string>> = {
  bookingDays: 'RETENTION_BOOKING_DAYS',
  reservationDays: 'RETENTION_RESERVATION_DAYS',
  identityCheckDays: 'RETENTION_IDENTITY_CHECK_DAYS',
  messageDays: 'RETENTION_MESSAGE_DAYS',
  contactDays: 'RETENTION_CONTACT_DAYS',
  alertDays: 'RETENTION_ALERT_DAYS',
};

/** At most ten years: a longer period is a typo, not a decision. */
const MAX_DAYS = 3_650;

export function loadRetention(env: Env): RetentionPeriods {
  const entries = Object.entries(RETENTION_ENV).map(([key, name]) => {
    const raw = env[name];
    const fallback = DEFAULT_RETENTION[key as keyof RetentionPeriods];
    if (raw === undefined || raw === '') return [key, fallback];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > MAX_DAYS) {
      throw new Error(`${name} must be a whole number of days from 0 to ${MAX_DAYS}, got "${raw}"`);
    }
    return [key, value];
  });
  return Object.fromEntries(entries) as unknown as RetentionPeriods;
}

function days(n: number): string {
  return n === 1 ? '1 Tag' : `${n} Tage`;
}

/**
 * The rows of the privacy page's table "Wie lange wir Daten speichern" (data | how long), for the
 * given periods; the page states the defaults.
 */
export function privacyPageRows(periods: RetentionPeriods): readonly (readonly [string, string])[] {
  return [
    [
      'Buchungsdaten (Anrede, Name, Geburtsdatum, Anschrift, Telefonnummer, E-Mail-Adresse)',
      `${days(periods.bookingDays)} nach dem Termin bzw. nach der Absage`,
    ],
    [
      'Angaben zur Reservierung einer Videosprechstunde',
      `${days(periods.reservationDays)} nach Ablauf der Reservierung`,
    ],
    [
      'Identitätsprüfung (Hashwert der Mobilfunknummer bzw. E-Mail-Adresse, Postleitzahl, PIN-Hashwert)',
      `${days(periods.identityCheckDays)} nach Ablauf der PIN`,
    ],
    [
      'SMS und E-Mails (Empfangsadresse, Betreff und Inhalt)',
      `spätestens ${days(periods.messageDays)} nach der Zustellung bzw. dem letzten Zustellversuch`,
    ],
    ['Nachrichten aus dem Kontaktformular', `${days(periods.contactDays)} nach dem Absenden`],
    [
      'Terminalarm (E-Mail-Adresse bzw. Mobilfunknummer, PIN-Hashwert)',
      `${days(periods.alertDays)} nach dem Ende des Terminalarms`,
    ],
    [
      'Neue E-Mail-Adresse für Benachrichtigungen, solange sie nicht bestätigt ist (mit PIN-Hashwert)',
      'mit der Bestätigung, sonst spätestens 1 Stunde nach der Eingabe',
    ],
  ];
}
