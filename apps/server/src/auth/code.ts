// The Vermittlungscode travels as the basic-auth password with an empty user name (§6, §7).
import { catalogueText } from '@terminservice/domain/errors';
import { isLibraryPatternCode, normaliseCode } from '@terminservice/domain/vermittlungscode';
import type { FastifyRequest } from 'fastify';
import { refusal, ServiceError } from '../errors.ts';

/** The normalised code from the Authorization header, or null when none (or an empty one) is sent. */
export function codeOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  const password = colon >= 0 ? decoded.slice(colon + 1) : decoded;
  const code = normaliseCode(password);
  return code === '' ? null : code;
}

/** WP042 'Ungültiger Vermittlungscode' (§8 login) for a missing or malformed code. */
export const unknownCode = refusal(
  () => new ServiceError(401, 'WP042', catalogueText('login', 'WP042')),
);

/** The request's code, required; malformed codes are refused before any database lookup. */
export function requireCode(request: FastifyRequest): string {
  const code = codeOf(request);
  if (!code || !isLibraryPatternCode(code)) throw unknownCode();
  return code;
}
