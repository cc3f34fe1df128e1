// What every route module is given (routes/index.ts builds it): its own file, so that the route
// modules and the index that registers them do not import each other.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { OpenApiRegistry } from '../http/openapi.ts';
import type { SharedAnswers } from '../services/search/shared-answers.ts';

export interface RouteDeps {
  readonly config: Config;
  readonly db: Db;
  /** Signs and verifies staff and practice tokens. */
  readonly jwtSecret: string;
  /** Key for PIN and identifier hashes (derived from the token secret, never stored). */
  readonly pepper: string;
  /** The process's shared search answers (issue #17, ADR 21). */
  readonly searchAnswers: SharedAnswers;
  /** Collects every route for the OpenAPI document. */
  readonly registry: OpenApiRegistry;
}
