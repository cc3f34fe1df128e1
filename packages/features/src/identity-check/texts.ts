// The page's texts. §2 gives the title, the placeholder and the button labels; the explanations
// are ours, written to §2's description ("Explains that a 6-digit PIN was sent to …").
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';

const VALIDITY_MINUTES = IDENTITY_PIN_VALIDITY_MS / 60_000;

export const IDENTITY_CHECK_TEXTS = {
  title: 'Identitätsprüfung',
  sentToPhone: (masked: string) =>
    `Wir haben Ihnen eine 6-stellige PIN per SMS an die Mobilnummer ${masked} gesendet.`,
  sentToEmail: (masked: string) =>
    `Wir haben Ihnen eine 6-stellige PIN per E-Mail an die Adresse ${masked} gesendet.`,
  instruction: 'Bitte geben Sie die PIN ein, um Ihre Identität zu bestätigen.',
  pinLabel: 'PIN',
  pinHint: `Die PIN ist ${String(VALIDITY_MINUTES)} Minuten gültig.`,
  pinPlaceholder: '___-___',
  verify: 'Verifizieren',
  cancel: 'Abbrechen',
  resend: 'PIN erneut senden',
  /** §2: the countdown '(Ns)' after the resend label. */
  resendCountdown: (seconds: number) => `PIN erneut senden (${String(seconds)}s)`,
  resent: 'Wir haben Ihnen eine neue PIN gesendet. Die vorherige PIN ist nicht mehr gültig.',
  /** When a failure brings no text of its own (e.g. no connection). */
  failed: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;
