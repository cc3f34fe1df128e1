// common: pieces more than one feature uses (issue #26 part 3) — the resend countdown, the PIN
// form, the one-column page, a time limit with its warning (issue #23 part 3),
// the alert that takes the focus, the link to a route. Not a feature of its own; a feature takes them through this index.
export { secondsUntil, useCountdown } from './countdown.ts';
export {
  PinForm,
  ResendButton,
  type PinFieldProps,
  type PinFormProps,
  type ResendButtonProps,
} from './PinForm.tsx';
export { useIdentityPin, type IdentityPin } from './useIdentityPin.ts';
export { COLUMN_CLASS } from './column.ts';
export { FocusedAlert, type FocusedAlertProps } from './FocusedAlert.tsx';
export { pinTimeTexts, type PinTimeTexts } from './pin-time-texts.ts';
export { COMMON_MESSAGES } from './texts.ts';
export { PinTimeLimit, type PinTimeLimitProps } from './PinTimeLimit.tsx';
export {
  TimeLimit,
  formatTimeLeft,
  type TimeLimitExtension,
  type TimeLimitProps,
  type TimeLimitTexts,
} from './TimeLimit.tsx';
export { RouterLink, type RouterLinkProps } from './RouterLink.tsx';
