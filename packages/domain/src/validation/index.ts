// Valibot schemas with the exact German messages of §5, for the forms and for the server.
export * from './messages.ts';
export * from './generic.ts';
export * from './fields.ts';
export * from './limit-key.ts';
export * from './comment.ts';
export * from './contact.ts';
export * from './date-range.ts';
export * from './login.ts';
export * from './email-change.ts';
export * from './requests.ts';
export * from './reschedule.ts';
export * from './field-errors.ts';
export { isIsoDate, isTime, parseDateInput, toIsoDate, type DateInput } from './iso-date.ts';
export { noted, type JsonSchemaNote } from './json-schema-note.ts';
