// The shape of one §7 call as a route defines it: what defineCall registers and what the OpenAPI
// document is written from. Its own file, so that define-call.ts and openapi.ts do not import each
// other.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { RefusalInfo } from '../errors.ts';

export interface CallSpec<TBody extends v.GenericSchema, TQuery extends v.GenericSchema> {
  readonly summary: string;
  readonly description?: string;
  /** Request body schema (POST, PATCH, DELETE with a body). */
  readonly body?: TBody;
  /**
   * For calls whose body schema depends on the verified request (the booking payload differs per
   * application type), the handler validates itself and this schema documents the body.
   */
  readonly documentedBody?: v.GenericSchema;
  /** Query schema; values arrive as strings. */
  readonly query?: TQuery;
  /**
   * The refusals the call can answer besides the common ones (invalid input, token, rate limit,
   * body, server errors): entries of the refusal tables, e.g. [unknownCode, refuse.noBooking].
   * The OpenAPI answers are written from them, and the suite fails on an answered code that is not
   * declared here (issue #26 part 1).
   */
  readonly refusals?: readonly RefusalInfo[];
  /** Example of a successful answer for the OpenAPI document. */
  readonly example?: unknown;
  /** Operation needs a verified staff/practice token (checked in the handler). */
  readonly privileged?: boolean;
  /**
   * What the caller must show (§6), for the document's security: 'public' nothing (a token is still
   * verified and may widen the answer), 'code' the Vermittlungscode as basic auth, 'token' a staff
   * or practice token. Default: 'token' when privileged, else 'code'.
   */
  readonly access?: CallAccess;
  /** The call honours Idempotency-Key: a repeat with the same key replays the stored answer. */
  readonly idempotent?: boolean;
  /**
   * The call stores the patient's language from Accept-Language for its messages (issue #23
   * part 1, ADR 37): documented as the AcceptLanguage header parameter.
   */
  readonly messageLanguage?: boolean;
  /** A request body a partner can send as it is (documented as the body's example). */
  readonly requestExample?: unknown;
  /** Query values a partner can send as they are (documented as the parameters' examples). */
  readonly queryExample?: Readonly<Record<string, string | number>>;
  /** Schema of the JSON success answer; by default the domain's RESPONSE_SCHEMAS entry. */
  readonly response?: v.GenericSchema;
  /** Media type of a plain-text answer (default text/plain). */
  /** Headers of the success answer, by name, each a components.headers entry's name. */
  readonly successHeaders?: Readonly<Record<string, 'ApplicationType'>>;
  readonly textMediaType?: string;
}

export type CallAccess = 'public' | 'code' | 'token';

export interface CallContext<TBody, TQuery> {
  readonly body: TBody;
  readonly query: TQuery;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}
