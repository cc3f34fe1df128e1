// A refusal as the slot alert's forms show it (the alert's calls have no §8 context): the domain's
// form rule (formErrorOf) with the alert's fallback. The generic WP003 text is left out: the field
// texts beside it say what is wrong.
import { formErrorOf, type FormError } from '@terminservice/domain/errors';
import { ALERT_TEXTS } from './texts.ts';

export type AlertError = FormError;

/** `known`: the fields the form shows; the text of another field goes to the messages. */
export function alertErrorOf(error: unknown, known: readonly string[] = []): AlertError {
  return formErrorOf(error, { known, fallback: ALERT_TEXTS.failed, skip: ['ungültiger Input'] });
}
