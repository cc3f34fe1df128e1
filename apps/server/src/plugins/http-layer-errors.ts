// Refusals of Node's HTTP parser, before Fastify sees a request (issue 16): headers too large (431),
// a malformed request line or an unknown method (400), a request not complete in time (408).
// Fastify's default answers these in its own shape without security headers; here they get the
// spec's error shape (§3 "Server error") and the same strict headers as every error answer.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, INVALID_INPUT, type ErrorItem } from '../errors.ts';
import { ERROR_ANSWER_HEADERS } from './security-headers.ts';

const INVALID: ErrorItem = INVALID_INPUT;
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

/**
 * How a path family answers a refusal: the API's error shape by default; FHIR's is an
 * OperationOutcome (issue #22 finding 3.4: a 20,000-character FHIR query got the API's shape).
 */
export interface HttpLayerShape {
  readonly prefix: string;
  readonly contentType: string;
  body(status: number, item: ErrorItem, referenceId: ReturnType<typeof randomUUID>): string;
}

const API_SHAPE: HttpLayerShape = {
  prefix: '/',
  contentType: 'application/json; charset=utf-8',
  body: (_status, item, referenceId) => JSON.stringify(errorBody([item], referenceId)),
};

/**
 * The path of the request line, when the bytes the parser refused begin with it (a header or a
 * URL too long arrives as one packet from its start); null otherwise.
 */
export function requestPathOf(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const match = /^[A-Z]{3,7} (\/\S*)/.exec(rawPacket.toString('latin1', 0, 256));
  return match ? match[1]! : null;
}

/** The whole answer as raw HTTP/1.1: the parser's state is broken, so the socket is closed. */
export function httpLayerAnswer(
  status: 400 | 408 | 431,
  referenceId = randomUUID(),
  shape: HttpLayerShape = API_SHAPE,
): string {
  const body = shape.body(status, status === 408 ? TIMEOUT : INVALID, referenceId);
  const headers: Record<string, string> = {
    ...ERROR_ANSWER_HEADERS,
    'content-type': shape.contentType,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

type ClientErrorHandler = (this: FastifyInstance, error: ClientError, socket: Socket) => void;

/**
 * Fastify's clientErrorHandler (bound to the instance): logs the kind, never request data. A
 * refusal under a shape's prefix is answered in that shape (the first that matches).
 */
export function httpLayerErrorHandler(shapes: readonly HttpLayerShape[] = []): ClientErrorHandler {
  return function handle(this: FastifyInstance, error: ClientError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = httpLayerStatus(error.code);
    const referenceId = randomUUID();
    this.log.info({ referenceId, status, parserCode: error.code }, 'malformed request');
    const path = requestPathOf(error.rawPacket);
    const shape = (path && shapes.find((s) => path.startsWith(s.prefix))) || API_SHAPE;
    answerOn(socket, httpLayerAnswer(status, referenceId, shape));
  };
}

function answerOn(socket: Socket, answer: string): void {
  // An answer already under way on this socket cannot be replaced; anything else gets the refusal.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(answer);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  } else {
    socket.destroy();
  }
}
