// The server's error shape and its parsed form, spec §3 "Server error" and §8 (known codes).

/** §8: the server codes the client knows. Meanings beyond the catalogue are not given by the spec. */
export const SERVER_ERROR_CODES = [
  'BU001',
  'BU002',
  'BU004',
  'BU005',
  'BU012',
  'WP001',
  'WP002',
  'WP003',
  'WP004',
  'WP005',
  'WP006',
  'WP008',
  'WP009',
  'WP010',
  'WP012',
  'WP021',
  'WP030',
  'WP031',
  'WP032',
  'WP033',
  'WP034',
  'WP039',
  'WP041',
  'WP042',
  'WP045',
  'WP055',
  'WP056',
  'WP057',
  'WP058',
  'WP059',
  'WP061',
  'WP062',
  'WP063',
  'WP066',
  'WP067',
  'WP068',
  'WP069',
  'WP073',
  'WP074',
  'WP075',
  'WP076',
  'WP077',
  'WP078',
  'WP079',
  'WP080',
  'WP082',
  'WP104',
  // Spelled as the spec spells it (sic).
  'AVAILIBILITY_CHECK',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * Not in §8: the server's own codes for refusals §8 has none for, named by feature as the slot
 * alert's TA0xx and the desk's PX0xx are. Only those the apps resolve in the catalogue are here.
 * - VS001: the booking was moved too often today (MAX_RESCHEDULES_PER_DAY, issue #26).
 */
export const OWN_ERROR_CODES = ['VS001'] as const;
export type OwnErrorCode = (typeof OWN_ERROR_CODES)[number];

/** §8: the code the client itself gives a request that timed out. */
export const TIMEOUT_ERROR_CODE = 'TimeoutError';

/** Every code the catalogue knows: §8's server codes, the server's own, the client-side timeout. */
export const KNOWN_ERROR_CODES = [
  ...SERVER_ERROR_CODES,
  ...OWN_ERROR_CODES,
  TIMEOUT_ERROR_CODE,
] as const;
export type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return (KNOWN_ERROR_CODES as readonly string[]).includes(code);
}

/** §3: the body of every error answer. The server always sends this shape. */
export interface ServerErrorBody {
  readonly errors: readonly { readonly code: string; readonly text: string }[];
  readonly referenceId: string;
}

/** §3: what the apps work with. */
export interface ParsedServerError {
  readonly errorCodes: readonly string[];
  /** The texts joined by a space. */
  readonly errorText: string;
  /** null when the body has none. */
  readonly referenceId: string | null;
}

export const EMPTY_SERVER_ERROR: ParsedServerError = {
  errorCodes: [],
  errorText: '',
  referenceId: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * §3: parse any error body. It never throws: a body that is not JSON-shaped (an HTML error page of a
 * proxy, a string, null) parses to no codes, so the catalogue falls back to the context's default.
 * Entries without a string code keep their text; blank texts are skipped so the join has no gaps.
 */
export function parseServerError(body: unknown): ParsedServerError {
  if (typeof body === 'string') {
    try {
      return parseServerError(JSON.parse(body) as unknown);
    } catch {
      return EMPTY_SERVER_ERROR;
    }
  }
  if (!isRecord(body)) return EMPTY_SERVER_ERROR;

  const errorCodes: string[] = [];
  const texts: string[] = [];
  const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  for (const entry of errors) {
    if (!isRecord(entry)) continue;
    if (typeof entry.code === 'string' && entry.code.trim() !== '')
      errorCodes.push(entry.code.trim());
    if (typeof entry.text === 'string' && entry.text.trim() !== '') texts.push(entry.text.trim());
  }
  const referenceId =
    typeof body.referenceId === 'string' && body.referenceId !== '' ? body.referenceId : null;
  return { errorCodes, errorText: texts.join(' '), referenceId };
}

/** The body the server sends; the inverse of parseServerError for well-formed input. */
export function createServerErrorBody(
  errors: readonly { readonly code: string; readonly text: string }[],
  referenceId: string,
): ServerErrorBody {
  return { errors: errors.map(({ code, text }) => ({ code, text })), referenceId };
}
