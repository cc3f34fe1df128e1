// HTTP header names and defaults of spec §3 and §7.

/** §7: every call's path starts here. */
export const API_BASE_PATH = '/web/api/v4/';

/** §3: "Request header x-ets-application exists; its value is not shown." */
export const APPLICATION_HEADER = 'x-ets-application';

/**
 * §7: "A header with an identification token is added when a token exists." The spec does not name
 * it; we use the prefix of the one header it does name.
 */
export const IDENTIFICATION_TOKEN_HEADER = 'x-ets-identification-token';

/**
 * §1, §4: the `version` answer carries the application type in a response header. The spec does not
 * name it either; same prefix.
 */
export const APPLICATION_TYPE_HEADER = 'x-ets-application-type';

/**
 * ADR 5: a SMED partner system names its facility by pseudonym; the SMED app sends it on every call
 * so that the server resolves SMED (the SMED search also carries it in its query, §7).
 */
export const SMED_PSEUDONYM_HEADER = 'x-ets-smed-pseudonym';

/** docs/architecture.md "Server": POSTs accept an idempotency key (the IETF draft's header name). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** §7: "All calls carry JSON and no-cache headers." */
export const DEFAULT_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
};
