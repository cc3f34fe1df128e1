// Issue #23 part 3 (WCAG 2.2.1, docs/time-limits.md): the texts of a PIN's validity, one wording
// for every PIN page. A PIN's time is the server's; a new PIN is the only extension, so the
// warning offers it.
import type { TimeLimitTexts } from './TimeLimit.tsx';

export interface PinTimeTexts extends TimeLimitTexts {
  /** The extension's button. */
  readonly extend: string;
}

export function pinTimeTexts(validityMs: number): PinTimeTexts {
  const minutes = String(Math.round(validityMs / 60_000));
  return {
    left: (left) => `Die PIN ist noch ${left} gültig.`,
    warning: `Die PIN ist nur noch kurze Zeit gültig. Wenn Sie mehr Zeit brauchen, fordern Sie bitte eine neue PIN an. Die neue PIN ist wieder ${minutes} Minuten gültig.`,
    ended: 'Die PIN ist nicht mehr gültig. Bitte fordern Sie eine neue PIN an.',
    extend: 'Neue PIN anfordern',
  };
}
