// What the §8 catalogue tests share (src/errors/catalogue.test.ts, resolve.test.ts): the case
// shape, the error they resolve and the expected next steps. Outside src/: it imports vitest.
import type { NextStep, ParsedServerError } from '../../src/errors/index.ts';
import type { ErrorContext } from '../../src/errors/index.ts';
import { expect } from 'vitest';

export const TEXT = 'Servertext';
export const REF = 'ref-0815';
export const SUFFIX = 'Bitte wählen Sie einen anderen Termin aus.';
export const SESSION =
  'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen';

export function err(codes: string[], text = TEXT): ParsedServerError {
  return { errorCodes: codes, errorText: text, referenceId: REF };
}

export const show: NextStep = { kind: 'show' };
export const notify: NextStep = { kind: 'notify' };
export const fatal: NextStep = { kind: 'fatalReport' };
export const toBase: NextStep = { kind: 'navigate', to: 'base', notify: true };
export const paraphrase = (...parts: string[]) =>
  expect.stringMatching(new RegExp(parts.map((p) => p.replace(/[.?]/g, '\\$&')).join('[^]*')));

/** One error of §8 and how it must resolve. */
export interface Case {
  readonly context: ErrorContext;
  readonly error: ParsedServerError;
  readonly title?: string;
  readonly message: unknown;
  readonly suffix?: string;
  readonly next: NextStep;
  readonly link?: 'base';
  readonly logged?: boolean;
}
