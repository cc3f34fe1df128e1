// ADR 5: staff (TSS, DISPO) and practices (SURGERY) are opened by their software with `?token=` (a
// signed JWT; §2 "A query parameter token exists on some pages"). The token moves into the session,
// where the API client sends it as the identification header, and leaves the address bar, so it is
// neither bookmarked nor shared nor sent on as a Referer.
import { writeSession } from './storage.ts';

export const TOKEN_QUERY_PARAMETER = 'token';

/**
 * Takes `?token=` from the current address: stores it as the session's identificationToken and
 * replaces the address without it. Returns the token, or null when the address has none (then the
 * session keeps the token it may already hold).
 */
export function takeTokenFromAddress(location: Location = window.location): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(TOKEN_QUERY_PARAMETER)?.trim() ?? '';
  if (token === '') return null;
  writeSession('identificationToken', token);
  url.searchParams.delete(TOKEN_QUERY_PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
