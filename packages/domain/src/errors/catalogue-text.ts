// The fixed message of one §8 catalogue row, for the server's refusals (apps/server's refusal
// tables): where §8 fixes the text of a (context, code), server and app say the same.
import { ERROR_CATALOGUE } from './catalogue.ts';
import type { ErrorContext } from './catalogue-types.ts';
import type { KnownErrorCode } from './server-error.ts';

/**
 * The catalogue's fixed message for (context, code). A row that is missing, or whose message is
 * the server's text, is a programming error: it throws.
 */
export function catalogueText(context: ErrorContext, code: KnownErrorCode): string {
  const row = ERROR_CATALOGUE.find((r) => r.context === context && r.code === code);
  if (typeof row?.message !== 'string') {
    throw new Error(`The §8 catalogue has no fixed message for ${context} ${code}`);
  }
  return row.message;
}
