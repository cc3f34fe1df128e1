export { LoadingIndicator, Spinner } from './Spinner.tsx';
export type { LoadingIndicatorProps, SpinnerProps } from './Spinner.tsx';
