// Refusals of Node's HTTP parser, before Fastify sees a request (issue 16): headers too large (431),
// a malformed request line or an unknown method (400), a request not complete in time (408).
// Fastify's default answers these in its own shape without security headers; here they get the
// spec's error shape (§3 "Server error") and the same strict headers as every error answer.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, type ErrorItem } from '../errors.ts';
import { ERROR_ANSWER_HEADERS } from './security-headers.ts';

const INVALID: ErrorItem = { code: 'WP003', text: 'ungültiger Input' };
const TIMEOUT: ErrorItem = {
  code: 'TIMEOUT',
  text: 'Die Anfrage ist nicht rechtzeitig vollständig angekommen. Bitte versuchen Sie es erneut.',
};

/** After the answer, the socket gets this long to close by itself before it is destroyed. */
const LINGER_MS = 2_000;

export function httpLayerStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The whole answer as raw HTTP/1.1: the parser's state is broken, so the socket is closed. */
export function httpLayerAnswer(status: 400 | 408 | 431, referenceId = randomUUID()): string {
  const body = JSON.stringify(errorBody([status === 408 ? TIMEOUT : INVALID], referenceId));
  const headers: Record<string, string> = {
    ...ERROR_ANSWER_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

type ClientError = Error & { code?: string };

/** Fastify's clientErrorHandler (bound to the instance): logs the kind, never request data. */
export function httpLayerErrorHandler(
  this: FastifyInstance,
  error: ClientError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = httpLayerStatus(error.code);
  const referenceId = randomUUID();
  this.log.info({ referenceId, status, parserCode: error.code }, 'malformed request');
  // An answer already under way on this socket cannot be replaced; anything else gets the refusal.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(httpLayerAnswer(status, referenceId));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  } else {
    socket.destroy();
  }
}
