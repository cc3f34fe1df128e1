// A refusal as the slot alert's forms show it: the server's German texts (the alert's calls have
// no §8 context), those of a field next to that field, the rest above the form.
import { ApiError } from '@terminservice/domain/errors';
import { ALERT_TEXTS } from './texts.ts';

export interface AlertError {
  /** Texts without a field the form shows. */
  readonly messages: readonly string[];
  /** Field name (without 'body.') → text. */
  readonly fields: Readonly<Record<string, string>>;
}

interface Item {
  readonly text?: unknown;
  readonly field?: unknown;
}

function itemsOf(error: unknown): Item[] {
  if (!(error instanceof ApiError)) return [];
  const data = (error.cause as { data?: unknown } | undefined)?.data;
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as Item[]) : [];
}

/** `known`: the fields the form shows; the text of another field goes to the messages. */
export function alertErrorOf(error: unknown, known: readonly string[] = []): AlertError {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  for (const item of itemsOf(error)) {
    if (typeof item.text !== 'string' || item.text === '') continue;
    const field =
      typeof item.field === 'string'
        ? item.field.replace(/^(body|query)\./, '').split('.')[0]!
        : '';
    if (field && known.includes(field) && fields[field] === undefined) fields[field] = item.text;
    else if (item.text !== 'ungültiger Input' && !messages.includes(item.text))
      messages.push(item.text);
  }
  if (messages.length === 0 && Object.keys(fields).length === 0) {
    const text = error instanceof ApiError ? error.serverError.errorText : '';
    messages.push(text || ALERT_TEXTS.failed);
  }
  return { messages, fields };
}
