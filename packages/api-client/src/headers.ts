// The request headers of spec §6 and §7 that depend on the session: basic authentication with an
// empty user name, the identification token, the application type and the idempotency key; and the
// patient's language (WEB, issue #23 part 1), in which the server writes its e-mails and SMS.
import {
  APPLICATION_HEADER,
  CALLS,
  DEFAULT_REQUEST_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  type CallDefinition,
  type CallKey,
} from '@terminservice/domain/api';
import { HEADER_VALUE_OF, type ApplicationType } from '@terminservice/domain/application-type';

/** Base64 of UTF-8 text (btoa alone only takes Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * §6: "basic authentication with an empty user name and the code as password". An empty password
 * is sent when the call's auth is 'none' (feature toggles, code by service feature) or when the
 * session has no code yet.
 */
export function basicAuthorization(password: string | null | undefined): string {
  return `Basic ${base64(`:${password ?? ''}`)}`;
}

export interface SessionHeaders {
  readonly code: string | null | undefined;
  readonly token: string | null | undefined;
  readonly applicationType: ApplicationType | null | undefined;
  readonly idempotencyKey?: string | undefined;
  /**
   * The language the patient app shows ('tr'), sent as Accept-Language: the server stores it with
   * a booking, alert or identity check and writes their messages in it (ADR 37). Absent: none is
   * set (the browser may send its own, which the server ignores for staff apps).
   */
  readonly locale?: string | null | undefined;
}

/** Every header of one call: §7 JSON and no-cache, then the session's own. */
export function requestHeaders(key: CallKey, session: SessionHeaders): Headers {
  const call: CallDefinition = CALLS[key];
  const headers = new Headers(DEFAULT_REQUEST_HEADERS);
  headers.set('Authorization', basicAuthorization(call.auth === 'code' ? session.code : null));
  if (session.token) headers.set(IDENTIFICATION_TOKEN_HEADER, session.token);
  if (session.applicationType) {
    headers.set(APPLICATION_HEADER, HEADER_VALUE_OF[session.applicationType]);
  }
  if (session.locale) headers.set('Accept-Language', session.locale);
  if (session.idempotencyKey && call.method !== 'GET') {
    headers.set(IDEMPOTENCY_KEY_HEADER, session.idempotencyKey);
  }
  return headers;
}

/** A fresh idempotency key. randomUUID needs a secure context; getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
