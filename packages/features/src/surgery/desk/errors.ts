// A refusal as the desk shows it: the server's German texts, those with a field next to that
// field, the rest in the error summary (the answer's shape: { errors: [{ code, text, field? }] }).
import { ApiError } from '@terminservice/domain/errors';
import { DESK_TEXTS } from './texts.ts';

export interface DeskError {
  /** Texts without a field (or of a field the form does not show). */
  readonly messages: readonly string[];
  /** Field name (without 'body.') → text. */
  readonly fields: Readonly<Record<string, string>>;
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

/** `known`: the form's fields; an item for another field goes to the messages. */
export function deskErrorOf(error: unknown, known: readonly string[] = []): DeskError {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  for (const item of itemsOf(error)) {
    if (typeof item.text !== 'string' || item.text === '') continue;
    const field =
      typeof item.field === 'string'
        ? item.field.replace(/^(body|query)\./, '').split('.')[0]!
        : '';
    if (field && known.includes(field) && fields[field] === undefined) fields[field] = item.text;
    else if (!messages.includes(item.text)) messages.push(item.text);
  }
  if (messages.length === 0 && Object.keys(fields).length === 0) {
    const text = error instanceof ApiError ? error.serverError.errorText : '';
    messages.push(text || DESK_TEXTS.failed);
  }
  return { messages, fields };
}
