// surgery feature (issue #5): the SURGERY app's own pages — the billing note 'Hinweis zur
// Abrechnung' and the 15 s entry notification 'Information für Ärzte' (§2). The SURGERY login
// page is in the login feature (SurgeryLoginPage).
export { BillingNotePage } from './BillingNotePage.tsx';
export { SurgeryEntryNotice, type SurgeryEntryNoticeProps } from './SurgeryEntryNotice.tsx';
export { BILLING_NOTE_TEXTS, SURGERY_NOTICE_TEXTS } from './texts.ts';
// Issue #14: the appointment desk 'Terminverwaltung' (docs/supply.md).
export { DeskPage, type DeskPageProps } from './desk/index.ts';
export { DESK_PATH } from './desk/path.ts';
export { DESK_TEXTS } from './desk/texts.ts';
