// A refusal as a form shows it (the desk, the slot alert): the server's German texts, those with a
// field next to that field, the rest above the form (the answer's shape:
// { errors: [{ code, text, field? }] }). One rule for every form that shows the server's texts.
import { ApiError } from './classes.ts';

export interface FormError {
  /** Texts without a field (or of a field the form does not show). */
  readonly messages: readonly string[];
  /** Field name (without 'body.' or 'query.') → text. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface FormErrorOptions {
  /** The form's fields; an item for another field goes to the messages. */
  readonly known?: readonly string[];
  /** The message when the answer names nothing (no server text either). */
  readonly fallback: string;
  /** Texts never shown as messages (a generic one next to the field texts that say more). */
  readonly skip?: readonly string[];
}

interface Item {
  readonly text?: unknown;
  readonly field?: unknown;
}

/** The error items of an ApiError's body (kept by the client as the cause's data). */
function itemsOf(error: unknown): Item[] {
  if (!(error instanceof ApiError)) return [];
  const data = (error.cause as { data?: unknown } | undefined)?.data;
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as Item[]) : [];
}

export function formErrorOf(error: unknown, options: FormErrorOptions): FormError {
  const { known = [], skip = [] } = options;
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  for (const item of itemsOf(error)) {
    if (typeof item.text !== 'string' || item.text === '') continue;
    const field =
      typeof item.field === 'string'
        ? item.field.replace(/^(body|query)\./, '').split('.')[0]!
        : '';
    if (field && known.includes(field) && fields[field] === undefined) fields[field] = item.text;
    else if (!skip.includes(item.text) && !messages.includes(item.text)) messages.push(item.text);
  }
  if (messages.length === 0 && Object.keys(fields).length === 0) {
    const text = error instanceof ApiError ? error.serverError.errorText : '';
    messages.push(text || options.fallback);
  }
  return { messages, fields };
}
