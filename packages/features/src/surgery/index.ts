// surgery feature (issue #5): the SURGERY app's own pages — the billing note 'Hinweis zur
// Abrechnung' and the 15 s entry notification 'Information für Ärzte' (§2). The SURGERY login
// page is in the login feature (SurgeryLoginPage).
export { BillingNotePage } from './BillingNotePage.tsx';
export { SurgeryEntryNotice, type SurgeryEntryNoticeProps } from './SurgeryEntryNotice.tsx';
export { BILLING_NOTE_TEXTS, SURGERY_NOTICE_TEXTS } from './texts.ts';
// The appointment desk 'Terminverwaltung' (issue #14) is its own entry,
// '@terminservice/features/surgery/desk', so its code loads only on its page.
