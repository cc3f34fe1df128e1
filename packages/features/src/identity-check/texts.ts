// The page's texts. §2 gives the title, the placeholder and the button labels; the explanations
// are ours, written to §2's description ("Explains that a 6-digit PIN was sent to …"). Issue #23
// part 1: messages with stable ids (ADR 39); IDENTITY_CHECK_TEXTS keeps their German.
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

export const IDENTITY_CHECK_VALUES = { minutes: IDENTITY_PIN_VALIDITY_MS / 60_000 } as const;

export const IDENTITY_CHECK_MESSAGES = {
  title: /*i18n*/ { id: 'identityCheck.title', message: 'Identitätsprüfung' },
  sentToPhone: /*i18n*/ {
    id: 'identityCheck.sentToPhone',
    message: 'Wir haben Ihnen eine 6-stellige PIN per SMS an die Mobilnummer {masked} gesendet.',
  },
  sentToEmail: /*i18n*/ {
    id: 'identityCheck.sentToEmail',
    message: 'Wir haben Ihnen eine 6-stellige PIN per E-Mail an die Adresse {masked} gesendet.',
  },
  instruction: /*i18n*/ {
    id: 'identityCheck.instruction',
    message: 'Bitte geben Sie die PIN ein, um Ihre Identität zu bestätigen.',
  },
  pinLabel: /*i18n*/ { id: 'identityCheck.pinLabel', message: 'PIN' },
  pinHint: /*i18n*/ {
    id: 'identityCheck.pinHint',
    message: 'Die PIN ist {minutes} Minuten gültig.',
  },
  verify: /*i18n*/ { id: 'identityCheck.verify', message: 'Verifizieren' },
  cancel: /*i18n*/ { id: 'identityCheck.cancel', message: 'Abbrechen' },
  resend: /*i18n*/ { id: 'identityCheck.resend', message: 'PIN erneut senden' },
  /** §2: the countdown '(Ns)' after the resend label. */
  resendCountdown: /*i18n*/ {
    id: 'identityCheck.resendCountdown',
    message: 'PIN erneut senden ({seconds}s)',
  },
  resent: /*i18n*/ {
    id: 'identityCheck.resent',
    message: 'Wir haben Ihnen eine neue PIN gesendet. Die vorherige PIN ist nicht mehr gültig.',
  },
  /** When a failure brings no text of its own (e.g. no connection). */
  failed: /*i18n*/ {
    id: 'identityCheck.failed',
    message: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
} as const satisfies Record<string, Msg>;

const GERMAN = germanTexts(IDENTITY_CHECK_MESSAGES);

export const IDENTITY_CHECK_TEXTS = {
  ...GERMAN,
  sentToPhone: (masked: string) => fillArguments(GERMAN.sentToPhone, { masked }),
  sentToEmail: (masked: string) => fillArguments(GERMAN.sentToEmail, { masked }),
  pinHint: fillArguments(GERMAN.pinHint, IDENTITY_CHECK_VALUES),
  /** §2 '___-___': the PIN's form, the same in every language. */
  pinPlaceholder: '___-___',
  resendCountdown: (seconds: number) => fillArguments(GERMAN.resendCountdown, { seconds }),
} as const;
