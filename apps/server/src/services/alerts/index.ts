// The slot alert, Terminalarm (issue #15, docs/alerts.md): subscribing with the PIN step, the
// links of its messages, the matcher job and how alerts end.
export { confirm } from './confirm.ts';
export { endAlerts, endDueAlerts } from './ending.ts';
export { radiusClass, resolveFilters } from './filters.ts';
export { linkInfo, openLink, unsubscribe } from './links.ts';
export {
  alertMatcherJob,
  matchFreedSlots,
  MATCH_BATCH,
  MATCH_INTERVAL_MS,
  type MatchResult,
} from './matcher.ts';
export { refuseAlert } from './refusals.ts';
export { resendPin, subscribe, SUBSCRIBE_LIMIT } from './subscribe.ts';
