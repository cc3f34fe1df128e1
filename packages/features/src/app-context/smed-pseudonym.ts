// The SMED facility pseudonym (§2 search path suche/{code}/{smedPseudonym}, §3 "Storage": SMED
// pseudonym): taken from the address before the app renders, kept in the session, and sent on
// every call so that the server resolves the application type SMED (ADR 5) — the booking payload
// is checked for the type the server verified, so both sides must agree.
import type { VersionInfo } from '@terminservice/api-client';
import { SMED_PSEUDONYM_HEADER } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { parseSearchPath } from '@terminservice/domain/search';
import { readSession, writeSession } from './storage.ts';

/** The server looks a pseudonym up only up to this length (plugins/application-type.ts). */
export const SMED_PSEUDONYM_MAX_LENGTH = 64;

/** Printable ASCII without spaces: what a header value and a path segment carry unchanged. */
const PSEUDONYM_PATTERN = new RegExp(`^[\\x21-\\x7E]{1,${SMED_PSEUDONYM_MAX_LENGTH}}$`);

export function isValidSmedPseudonym(value: unknown): value is string {
  return typeof value === 'string' && PSEUDONYM_PATTERN.test(value);
}

/** The session's pseudonym, when it is one. */
export function readSmedPseudonym(): string | null {
  const stored = readSession<string>('smedPseudonym');
  return isValidSmedPseudonym(stored) ? stored : null;
}

/**
 * Reads suche/{code}/{smedPseudonym} from the current address and stores the pseudonym, so that the
 * very first call (version) already names the facility. Returns it, or null when the address has
 * none (the session keeps one it may hold).
 */
export function takeSmedPseudonymFromAddress(location: Location = window.location): string | null {
  const parsed = parseSearchPath('SMED', location.pathname);
  if (parsed?.variant !== 'smed' || !isValidSmedPseudonym(parsed.smedPseudonym)) return null;
  writeSession('smedPseudonym', parsed.smedPseudonym);
  return parsed.smedPseudonym;
}

/** A fetch that adds the session's pseudonym header to every request (the api client's `fetch`). */
export function withSmedPseudonym(
  base: typeof fetch,
  getPseudonym: () => string | null = readSmedPseudonym,
): typeof fetch {
  return (input, init) => {
    const pseudonym = getPseudonym();
    if (!pseudonym) return base(input, init);
    const request = new Request(input, init);
    request.headers.set(SMED_PSEUDONYM_HEADER, pseudonym);
    return base(request);
  };
}

/**
 * §4 "Effective priority: SURGERY, DISPO, TSS, SMED, else WEB", applied to the app's own flag: the
 * SMED app is SMED unless the server verified a type that ranks higher. A WEB answer (no pseudonym
 * yet, or one the server does not know) leaves the SMED screens; the server still refuses what
 * only a known facility may do (the SMED search answers WP068).
 */
export function smedEffectiveType(serverType: ApplicationType): ApplicationType {
  return serverType === 'WEB' ? 'SMED' : serverType;
}

export function asSmedVersion(info: VersionInfo): VersionInfo {
  return { ...info, applicationType: smedEffectiveType(info.applicationType) };
}
