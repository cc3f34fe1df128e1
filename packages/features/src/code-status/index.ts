// code-status feature (issue #15 "Code status"): the code's state, one line in each page.
export { CodeStatus, codeStatusItems, type CodeStatusProps } from './components/CodeStatus.tsx';
export { CODE_STATUS_TEXTS, URGENCY_WORDS, germanDay } from './texts.ts';
