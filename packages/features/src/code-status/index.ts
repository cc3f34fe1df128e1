// code-status feature (issue #15 "Code status"): the code's state, one line in each page; issue
// #23 part 4: why a code is refused, beside the §8 'Anspruch abgelaufen'.
export {
  CodeStatus,
  CodeStatusBox,
  codeStatusItems,
  type CodeStatusBoxProps,
  type CodeStatusProps,
} from './components/CodeStatus.tsx';
export {
  CodeRefusalDetails,
  codeRefusalReason,
  type CodeRefusalDetailsProps,
} from './components/CodeRefusal.tsx';
export { useShownCodeStatus } from './hooks/useCodeStatus.ts';
export { refusedCodeStatus } from './refused.ts';
export {
  CODE_REFUSAL_MESSAGES,
  CODE_STATUS_MESSAGES,
  NEXT_CANCELLATION,
  URGENCY_WORDS,
  germanDay,
} from './texts.ts';
