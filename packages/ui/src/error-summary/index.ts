export { ErrorSummary } from './ErrorSummary.tsx';
export type { ErrorSummaryProps, FieldErrorLink } from './ErrorSummary.tsx';
