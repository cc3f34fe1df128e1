// What the login page hands to the identity check in the navigation state (§2 "Identity check
// page": "It receives media (phone or email), zip, qualification and the chosen channel from
// navigation state"; §3 "Pin request results held").
export interface IdentityCheckState {
  /** Where the PIN went: a phone number or an e-mail address. */
  readonly media: 'phone' | 'email';
  /** The phone number (as typed or with +49) or the e-mail address the PIN was sent to. */
  readonly receiver: string;
  /** The postcode of the no-code form. */
  readonly zip: string;
  /** The chosen specialty (Leistungsmerkmal code, e.g. W030). */
  readonly qualification: string;
  /** The request call the login used: SMS or e-mail; a resend uses the same. */
  readonly channel: 'sms' | 'mail';
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Whether a navigation state is a complete IdentityCheckState (else the page goes to base). */
export function isIdentityCheckState(value: unknown): value is IdentityCheckState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    (state.media === 'phone' || state.media === 'email') &&
    (state.channel === 'sms' || state.channel === 'mail') &&
    isNonEmptyString(state.receiver) &&
    isNonEmptyString(state.zip) &&
    isNonEmptyString(state.qualification)
  );
}
