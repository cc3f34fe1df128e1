export { CodeInput } from './CodeInput.tsx';
export type { CodeInputProps } from './CodeInput.tsx';
