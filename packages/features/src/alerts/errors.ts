// A refusal as the slot alert's forms show it (the alert's calls have no §8 context): the domain's
// form rule (formErrorOf) with the alert's fallback. The generic WP003 text is left out: the field
// texts beside it say what is wrong. Each text keeps its error code (issue #23 part 1), so that
// another language can show the code's message where the server's German text is its own.
import { ApiError, formErrorOf, type FormError } from '@terminservice/domain/errors';
import { ALERT_TEXTS } from './texts.ts';

export interface AlertError extends FormError {
  /** A shown text → the error code it came with (texts without a code are missing). */
  readonly codes: Readonly<Record<string, string>>;
}

/** The codes of the answer's items and of the answer itself, by their text. */
function codesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const codes: Record<string, string> = {};
  const main = error.serverError.errorCodes[0];
  if (main !== undefined && error.serverError.errorText !== '') {
    codes[error.serverError.errorText] = main;
  }
  const data = (error.cause as { data?: unknown } | undefined)?.data;
  const items = (data as { errors?: unknown } | undefined)?.errors;
  for (const item of Array.isArray(items) ? (items as Record<string, unknown>[]) : []) {
    if (typeof item.text === 'string' && typeof item.code === 'string') {
      codes[item.text] ??= item.code;
    }
  }
  return codes;
}

/** `known`: the fields the form shows; the text of another field goes to the messages. */
export function alertErrorOf(error: unknown, known: readonly string[] = []): AlertError {
  const form = formErrorOf(error, {
    known,
    fallback: ALERT_TEXTS.failed,
    skip: ['ungültiger Input'],
  });
  return { ...form, codes: codesOf(error) };
}
