// Texts of the SURGERY pages. Quoted from the spec: 'Hinweis zur Abrechnung', 'Information für
// Ärzte' (§2) and 'zeitnah erforderliche Psychotherapien' (§2 "Other pages"); the rest is ours,
// written to §2 "Other pages" with the days of §9 (BILLING_DAYS).
import { BILLING_DAYS } from '@terminservice/domain/limits';

const { start, justified, medicalReasonFrom } = BILLING_DAYS;

export const BILLING_NOTE_TEXTS = {
  title: 'Hinweis zur Abrechnung',
  back: 'Zurück zur Terminsuche',
  intro:
    'Wenn Sie als Hausärztin oder Hausarzt, als Kinder- und Jugendärztin oder Kinder- und Jugendarzt einen Termin bei einer Fachärztin oder einem Facharzt vermitteln, können Sie dafür unter folgenden Voraussetzungen einen Zuschlag abrechnen.',
  itemsTitle: 'Gebührenordnungspositionen 03008 und 04008',
  items: [
    `Die Behandlung muss spätestens am ${String(start)}. Kalendertag nach der Feststellung der Behandlungsnotwendigkeit durch die Hausärztin oder den Hausarzt beginnen.`,
    `In begründeten Einzelfällen genügt ein Behandlungsbeginn bis zum ${String(justified)}. Kalendertag.`,
    `Für die Gebührenordnungsposition 03008 ist ab dem ${String(medicalReasonFrom)}. Kalendertag eine medizinische Begründung erforderlich.`,
    'Der Zuschlag ist nicht berechnungsfähig, wenn die Patientin oder der Patient im selben Quartal bereits in derselben Arztgruppe der Praxis behandelt wurde, bei der der Termin gebucht wird.',
  ],
  psychotherapyTitle: 'Psychotherapie',
  psychotherapy:
    'Psychotherapeutische Akutbehandlungen und „zeitnah erforderliche Psychotherapien“ dürfen nicht von Praxen gebucht werden. Bitte verweisen Sie Ihre Patientin oder Ihren Patienten dafür an die Terminservicestelle unter der Rufnummer 116117.',
} as const;

/** §2 SURGERY: the 15 s notification when the practice software opens the app with a token. */
export const SURGERY_NOTICE_TEXTS = {
  title: 'Information für Ärzte',
  text: 'Bitte beachten Sie bei Terminvermittlungen die Hinweise zur Abrechnung.',
  link: 'Hinweis zur Abrechnung',
} as const;
