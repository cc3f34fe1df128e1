// Which errors mean "the database cannot be reached right now" rather than "this request is wrong"
// or "the code is wrong": they are answered 503 with Retry-After (issue #6: while PostgreSQL is down
// the API answers 503 and recovers by itself), never 500. pg's pool drops a broken client on its
// own (it checks the client's state at release), so the next request opens a fresh connection.

/** Node's socket errors when the server is gone, refuses or stops answering. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
]);

/**
 * SQLSTATEs of a server that is shutting down or starting (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now) and class 08 "connection exception" (08000, 08003,
 * 08006 …); 53300 too_many_connections is a full server, also a "try again shortly".
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * pg's own connection failures carry no code, only these messages ("Connection terminated
 * unexpectedly", "… due to connection timeout", "timeout exceeded when trying to connect",
 * "Client has encountered a connection error and is not queryable").
 */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message)) return true;
  // Node reports a refused connection to a host with several addresses (localhost: ::1 and
  // 127.0.0.1) as an AggregateError whose members carry the codes.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
