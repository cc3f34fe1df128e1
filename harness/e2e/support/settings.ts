// Settings the end-to-end server is started with (global-setup.ts) that tests check against.

/** SUPPORT_MAIL_TO: the address of the fatal error report (§2 "Fatal error helper"). */
export const E2E_SUPPORT_MAIL = 'support@kv.example.org';

/** The dev API's planned-fault header (apps/server/src/routes/dev/faults.ts, demo mode only). */
export const DEV_FAULT_HEADER = 'x-terminservice-dev-fault';

/**
 * REMINDER_INTERVAL_MS: the reminder job runs every 2 s instead of every minute, so a booking within
 * the lead time has its reminder in the outbox at once (issue #15, docs/reminders.md).
 */
export const E2E_REMINDER_INTERVAL_MS = 2_000;
