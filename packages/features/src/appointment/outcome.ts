// What a store action hands back to its page (§8 notices as toasts, the next route): the stores
// never touch the URL, the page shows the toast and navigates.
import {
  resolveError,
  toParsedServerError,
  type ErrorContext,
  type Notice,
} from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import type { ToastTone } from '../shell/index.ts';

/** A toast to show and, optionally, where to go next. */
export interface Outcome {
  readonly notice?: Notice;
  readonly tone?: ToastTone;
  readonly to?: string;
}

/** §8: the catalogue row as a toast; a message-less answer falls back to `fallback`. */
export function errorOutcome(
  context: ErrorContext,
  error: unknown,
  fallback: string,
): { notice: Notice; to: string | null } {
  const resolved = resolveError(context, toParsedServerError(error));
  const message = resolved?.message ? resolved.message : fallback;
  const to = resolved?.next.kind === 'navigate' && resolved.next.to === 'base' ? ROUTES.base : null;
  return {
    notice: resolved?.title ? { title: resolved.title, message } : { message },
    to,
  };
}
