// The texts of the code status (issue #15 "Code status"). The spec has none for it; the wording is
// ours: short, calm, Sie-form, in words rather than colour (the facts come from the server).
// Issue #23 part 1: messages, shown in the language in use.
import { parseIsoDate } from '@terminservice/domain/dates';
import { SERVICE_PHONE_NUMBER } from '@terminservice/domain/limits';
import type { Urgency } from '@terminservice/domain/search';
import type { NextCancellation } from '@terminservice/domain/vermittlungscode';
import { dateText, numberText, type Msg, type Translator } from '../i18n/index.ts';

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (no date library: the page chunks stay small). */
export function germanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** A day 'YYYY-MM-DD' in the language in use; German as germanDay. */
export function dayText({ locale }: Translator, day: string): string {
  if (locale === 'de') return germanDay(day);
  const parsed = parseIsoDate(day);
  return parsed ? dateText(locale, parsed) : day;
}

export const CODE_STATUS_MESSAGES = {
  heading: /*i18n*/ { id: 'codeStatus.heading', message: 'Status des Vermittlungscodes' },
  validUntil: /*i18n*/ { id: 'codeStatus.validUntil', message: 'Gültig bis' },
  expired: /*i18n*/ { id: 'codeStatus.expired', message: '{date} (abgelaufen)' },
  cancellations: /*i18n*/ { id: 'codeStatus.cancellations', message: 'Absagen' },
  cancellationsValue: /*i18n*/ { id: 'codeStatus.cancellationsValue', message: '{used} von {max}' },
  cancellationsUsedUp: /*i18n*/ {
    id: 'codeStatus.cancellationsUsedUp',
    message: '{used} von {max} (verbraucht)',
  },
  urgency: /*i18n*/ { id: 'codeStatus.urgency', message: 'Dringlichkeit' },
  urgencyUntil: /*i18n*/ {
    id: 'codeStatus.urgencyUntil',
    message: '{urgency} – Termine bis {date}',
  },
  nextCancellation: /*i18n*/ { id: 'codeStatus.nextCancellation', message: 'Bei einer Absage' },
  /** Issue #23 part 4: the handset's one line, which opens the list. */
  summary: /*i18n*/ {
    id: 'codeStatus.summary',
    message: 'Absagen: {cancellations} · Gültig bis {validUntil}',
  },
} as const satisfies Record<string, Msg>;

/** The urgency in plain words (the §2 code-request labels name choices, not a state). */
export const URGENCY_WORDS: Readonly<Record<Urgency, Msg>> = {
  AKUT: /*i18n*/ { id: 'codeStatus.urgencyAkut', message: 'akut' },
  PT_AKUTBEHANDLUNG: /*i18n*/ {
    id: 'codeStatus.urgencyPtAkutbehandlung',
    message: 'psychotherapeutische Akutbehandlung',
  },
  DRINGEND: /*i18n*/ { id: 'codeStatus.urgencyDringend', message: 'dringend' },
  NICHT_DRINGEND: /*i18n*/ { id: 'codeStatus.urgencyNichtDringend', message: 'nicht dringend' },
};

/** What the next cancellation means; {date}: the code's validity. */
export const NEXT_CANCELLATION: Readonly<Record<NextCancellation, Msg>> = {
  NEUE_BUCHUNG_MOEGLICH: /*i18n*/ {
    id: 'codeStatus.nextNewBooking',
    message: 'Sie können mit diesem Vermittlungscode bis {date} noch einmal einen Termin buchen.',
  },
  CODE_VERBRAUCHT: /*i18n*/ {
    id: 'codeStatus.nextUsedUp',
    message:
      'Ihr Vermittlungscode ist danach verbraucht. Sie können damit keinen weiteren Termin buchen.',
  },
  KEINE_NEUE_BUCHUNG: /*i18n*/ {
    id: 'codeStatus.nextExpired',
    message: 'Ihr Vermittlungscode ist abgelaufen. Sie können damit keinen neuen Termin buchen.',
  },
};

/** The values of the list, in the language in use. */
export function codeStatusTexts(translator: Translator) {
  const { t, locale } = translator;
  const day = (value: string) => dayText(translator, value);
  return {
    validUntilValue: (value: string, expired: boolean) =>
      expired ? t(CODE_STATUS_MESSAGES.expired, { date: day(value) }) : day(value),
    cancellationsValue: (used: number, max: number, usedUp: boolean) =>
      t(
        usedUp ? CODE_STATUS_MESSAGES.cancellationsUsedUp : CODE_STATUS_MESSAGES.cancellationsValue,
        {
          used: numberText(locale, used),
          max: numberText(locale, max),
        },
      ),
    urgencyValue: (urgency: Urgency, until: string | null) =>
      until === null
        ? t(URGENCY_WORDS[urgency])
        : t(CODE_STATUS_MESSAGES.urgencyUntil, {
            urgency: t(URGENCY_WORDS[urgency]),
            date: day(until),
          }),
    nextCancellationValue: (next: NextCancellation, validUntil: string) =>
      t(NEXT_CANCELLATION[next], { date: day(validUntil) }),
  };
}

/** Counts in words, as a German sentence says them ('zwei Termine'); larger ones in digits. */
const COUNT_WORDS: Readonly<Record<number, string>> = { 2: 'zwei', 3: 'drei', 4: 'vier' };

/**
 * Issue #23 part 4: beside the §8 'Anspruch abgelaufen' (login and 'Buchung verwalten'), why the
 * code is refused and what the patient can do now. Ours, Sie-form; the facts from the status.
 */
export const CODE_REFUSAL_MESSAGES = {
  usedUp: /*i18n*/ {
    id: 'codeStatus.refusalUsedUp',
    message:
      'Ihr Vermittlungscode ist verbraucht: Mit ihm wurden bereits {count} Termine abgesagt.',
  },
  expired: /*i18n*/ {
    id: 'codeStatus.refusalExpired',
    message: 'Ihr Vermittlungscode war bis {date} gültig und ist abgelaufen.',
  },
  /** Followed by the phone number as a link and a full stop. */
  whatNext: /*i18n*/ {
    id: 'codeStatus.refusalWhatNext',
    message:
      'Für einen neuen Termin erhalten Sie einen neuen Vermittlungscode von Ihrer Ärztin oder Ihrem Arzt. Sie können sich auch an den Terminservice wenden, unter der Rufnummer',
  },
} as const satisfies Record<string, Msg>;

export const REFUSAL_PHONE = SERVICE_PHONE_NUMBER;

/** The cancellations of a used-up code: a word in German ('zwei'), digits elsewhere. */
export function cancellationCount({ locale }: Translator, count: number): string {
  return locale === 'de' ? (COUNT_WORDS[count] ?? String(count)) : numberText(locale, count);
}
