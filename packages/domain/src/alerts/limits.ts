// The rules of the slot alert (Terminalarm, issue #15), once for server, apps and docs
// (docs/alerts.md). The spec has no such feature: every number here is chosen and documented.

/** An alert ends 28 days after it was set up (issue #15 "after 28 days"). */
export const ALERT_LIFETIME_DAYS = 28;

/** At most this many messages per alert and calendar day (German time). */
export const ALERT_MESSAGES_PER_DAY = 3;

/** At least this long between two messages of one alert: a series published in parts is one. */
export const ALERT_MIN_GAP_MINUTES = 60;

/**
 * Fairness: a slot that became free is announced to at most this many alerts at once (a wave), in
 * the order they were set up; for several free slots the waves add up, so a wave is never larger
 * than this multiple of the free matching slots.
 */
export const ALERT_WAVE_FACTOR = 3;

/** The next wave goes out only if the slot is still free this long after the last one. */
export const ALERT_WAVE_INTERVAL_MINUTES = 15;

/** Active alerts one address may hold at once (a family, not a mailing list). */
export const ALERT_MAX_PER_RECEIVER = 5;

/** Bytes of the random link key in a message (base64url: 32 characters). */
export const ALERT_LINK_BYTES = 24;

/** A link key as it appears in a link: base64url, as long as the server makes them. */
export const ALERT_LINK_PATTERN = /^[A-Za-z0-9_-]{32}$/;
