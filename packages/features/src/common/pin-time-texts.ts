// Issue #23 part 3 (WCAG 2.2.1, docs/time-limits.md): the texts of a PIN's validity, one wording
// for every PIN page. A PIN's time is the server's; a new PIN is the only extension, so the
// warning offers it. Issue #23 part 1: in the language of the translator given (German without).
import { GERMAN, type Translator } from '../i18n/index.ts';
import { COMMON_MESSAGES } from './texts.ts';
import type { TimeLimitTexts } from './TimeLimit.tsx';

export interface PinTimeTexts extends TimeLimitTexts {
  /** The extension's button. */
  readonly extend: string;
}

export function pinTimeTexts(validityMs: number, t: Translator['t'] = GERMAN.t): PinTimeTexts {
  const minutes = Math.round(validityMs / 60_000);
  return {
    left: (left) => t(COMMON_MESSAGES.pinLeft, { left }),
    warning: t(COMMON_MESSAGES.pinWarning, { minutes }),
    ended: t(COMMON_MESSAGES.pinEnded),
    extend: t(COMMON_MESSAGES.pinExtend),
  };
}
