// The slot alert, Terminalarm (issue #15, docs/alerts.md): the block on the results page (its
// dialog is a chunk of its own) and the pages — PIN, link, unsubscribe — each lazy in the apps.
export { AlertOffer, type AlertOfferProps, type AlertSearch } from './AlertOffer.tsx';
export { ALERT_MESSAGES, ALERT_TEXTS } from './texts.ts';
