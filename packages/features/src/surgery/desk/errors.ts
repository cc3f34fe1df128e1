// A refusal as the desk shows it: the domain's form rule (formErrorOf) with the desk's fallback.
import { formErrorOf, type FormError } from '@terminservice/domain/errors';
import { DESK_TEXTS } from './texts.ts';

export type DeskError = FormError;

/** `known`: the form's fields; an item for another field goes to the messages. */
export function deskErrorOf(error: unknown, known: readonly string[] = []): DeskError {
  return formErrorOf(error, { known, fallback: DESK_TEXTS.failed });
}
