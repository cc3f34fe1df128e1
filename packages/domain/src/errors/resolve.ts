// Resolving a parsed server error against the catalogue of §8 for the context it happened in.
import type {
  CatalogueRow,
  ErrorContext,
  ErrorDestination,
  NextStep,
  RowCondition,
} from './catalogue-types.ts';
import { ERROR_CATALOGUE } from './catalogue.ts';
import { DEFAULT_PRODUCT_NAME } from './notices.ts';
import type { ParsedServerError } from './server-error.ts';

export interface ResolvedError {
  readonly context: ErrorContext;
  /** The code the row matched, else the error's first code; null when it had none. */
  readonly code: string | null;
  readonly title?: string;
  /** null: nothing to show (see `next`). */
  readonly message: string | null;
  readonly suffix?: string;
  readonly link?: ErrorDestination;
  /** §8: the error is logged (timeouts). */
  readonly logged: boolean;
  readonly next: NextStep;
  /** Kept for the fatal error report (§3 "Fatal error report fields"). */
  readonly errorText: string;
  readonly referenceId: string | null;
}

export interface ResolveOptions {
  /** Fills {product} of the version notice (§4). */
  readonly product?: string;
}

const JWT = /jwt/i;

function holds(condition: RowCondition | undefined, error: ParsedServerError): boolean {
  const hasCode = error.errorCodes.length > 0;
  const hasText = error.errorText.trim() !== '';
  switch (condition) {
    case undefined:
      return true;
    case 'textMentionsJwt':
      return JWT.test(error.errorText);
    case 'hasCode':
      return hasCode;
    case 'noCode':
      return !hasCode;
    case 'hasText':
      return hasText;
    case 'noText':
      return !hasText;
    case 'hasCodeAndText':
      return hasCode && hasText;
  }
}

function matches(row: CatalogueRow, error: ParsedServerError): boolean {
  return (row.code === 'other' || error.errorCodes.includes(row.code)) && holds(row.when, error);
}

/**
 * The row that decides an error in a context, or null ("unknown codes map to nothing", §8).
 * Order: the JWT rewrite of WP005 applies everywhere first; then the context's own codes (so
 * booking's WP001 row beats the general fatal report); then the 'any' codes; then the context's
 * fallback. Within each group the table order holds.
 */
export function findCatalogueRow(
  context: ErrorContext,
  error: ParsedServerError,
): CatalogueRow | null {
  const own = ERROR_CATALOGUE.filter((row) => row.context === context);
  const anywhere = ERROR_CATALOGUE.filter((row) => row.context === 'any');
  const ordered = [
    ...anywhere.filter((row) => row.when !== undefined),
    ...own.filter((row) => row.code !== 'other'),
    ...anywhere.filter((row) => row.when === undefined),
    ...own.filter((row) => row.code === 'other'),
  ];
  return ordered.find((row) => matches(row, error)) ?? null;
}

/** §8: the title, message and next step for an error, with the server's text filled in. */
export function resolveError(
  context: ErrorContext,
  error: ParsedServerError,
  options: ResolveOptions = {},
): ResolvedError | null {
  const row = findCatalogueRow(context, error);
  if (row === null) return null;

  const code = row.code === 'other' ? (error.errorCodes[0] ?? null) : row.code;
  const title =
    row.title === undefined || typeof row.title === 'string' ? row.title : (code ?? undefined);

  let message: string | null;
  if (row.message === null) {
    message = null;
  } else if (typeof row.message === 'string') {
    message = row.message.replace('{product}', options.product ?? DEFAULT_PRODUCT_NAME);
  } else {
    const text = error.errorText === '' ? (row.message.fallback ?? '') : error.errorText;
    message = (row.message.prefix ?? '') + text;
  }

  return {
    context,
    code,
    ...(title === undefined ? {} : { title }),
    message,
    ...(row.suffix === undefined ? {} : { suffix: row.suffix }),
    ...(row.link === undefined ? {} : { link: row.link }),
    logged: row.logged === true,
    next: row.next,
    errorText: error.errorText,
    referenceId: error.referenceId,
  };
}
