// The texts of the code status (issue #15 "Code status"). The spec has none for it; the wording is
// ours: short, calm, Sie-form, in words rather than colour (the facts come from the server).
import type { NextCancellation } from '@terminservice/domain/vermittlungscode';
import { SERVICE_PHONE_NUMBER } from '@terminservice/domain/limits';
import type { Urgency } from '@terminservice/domain/search';

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (no date library: the page chunks stay small). */
export function germanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The urgency in plain words (the §2 code-request labels name choices, not a state). */
export const URGENCY_WORDS: Readonly<Record<Urgency, string>> = {
  AKUT: 'akut',
  PT_AKUTBEHANDLUNG: 'psychotherapeutische Akutbehandlung',
  DRINGEND: 'dringend',
  NICHT_DRINGEND: 'nicht dringend',
};

export const CODE_STATUS_TEXTS = {
  heading: 'Status des Vermittlungscodes',
  validUntil: 'Gültig bis',
  validUntilValue: (day: string, expired: boolean) =>
    expired ? `${germanDay(day)} (abgelaufen)` : germanDay(day),
  cancellations: 'Absagen',
  cancellationsValue: (used: number, max: number, usedUp: boolean) =>
    usedUp ? `${used} von ${max} (verbraucht)` : `${used} von ${max}`,
  urgency: 'Dringlichkeit',
  urgencyValue: (urgency: Urgency, until: string | null) =>
    until === null
      ? URGENCY_WORDS[urgency]
      : `${URGENCY_WORDS[urgency]} – Termine bis ${germanDay(until)}`,
  nextCancellation: 'Bei einer Absage',
  nextCancellationValue: {
    NEUE_BUCHUNG_MOEGLICH: (validUntil: string) =>
      `Sie können mit diesem Vermittlungscode bis ${germanDay(validUntil)} noch einmal einen Termin buchen.`,
    CODE_VERBRAUCHT: () =>
      'Ihr Vermittlungscode ist danach verbraucht. Sie können damit keinen weiteren Termin buchen.',
    KEINE_NEUE_BUCHUNG: () =>
      'Ihr Vermittlungscode ist abgelaufen. Sie können damit keinen neuen Termin buchen.',
  } satisfies Record<NextCancellation, (validUntil: string) => string>,
  /** Issue #23 part 4: the handset's one line, which opens the list. */
  summary: (cancellations: string, validUntil: string) =>
    `${CODE_STATUS_TEXTS.cancellations}: ${cancellations} · ${CODE_STATUS_TEXTS.validUntil} ${validUntil}`,
} as const;

/** Counts in words, as a sentence says them ('zwei Termine'); larger ones in digits. */
const COUNT_WORDS: Readonly<Record<number, string>> = { 2: 'zwei', 3: 'drei', 4: 'vier' };

/**
 * Issue #23 part 4: beside the §8 'Anspruch abgelaufen' (login and 'Buchung verwalten'), why the
 * code is refused and what the patient can do now. Ours, Sie-form; the facts from the status.
 */
export const CODE_REFUSAL_TEXTS = {
  usedUp: (cancellations: number) =>
    `Ihr Vermittlungscode ist verbraucht: Mit ihm wurden bereits ${COUNT_WORDS[cancellations] ?? String(cancellations)} Termine abgesagt.`,
  expired: (validUntil: string) =>
    `Ihr Vermittlungscode war bis ${germanDay(validUntil)} gültig und ist abgelaufen.`,
  /** Followed by the phone number as a link and a full stop. */
  whatNext:
    'Für einen neuen Termin erhalten Sie einen neuen Vermittlungscode von Ihrer Ärztin oder Ihrem Arzt. Sie können sich auch an den Terminservice wenden, unter der Rufnummer',
  phone: SERVICE_PHONE_NUMBER,
} as const;
