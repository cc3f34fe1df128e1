// Limits of the identity check (§2 "Identitätsprüfung", §4 "Identity check") that §9 does not
// give: how long a PIN stays valid, how many wrong entries spend it, how often a receiver may
// request one. Chosen here for a trustworthy public service; the server enforces them and the
// apps may use them for hints.

/** An identity PIN is valid for 10 minutes after it was requested. */
export const IDENTITY_PIN_VALIDITY_MS = 10 * 60_000;

/** After 5 wrong PINs the identity check is spent; a new PIN must be requested. */
export const MAX_IDENTITY_PIN_ATTEMPTS = 5;

/**
 * A phone number or e-mail address may request at most 3 PINs per hour (the first and two
 * resends), so the check cannot be used to flood someone with messages.
 */
export const MAX_IDENTITY_PIN_REQUESTS_PER_HOUR = 3;
