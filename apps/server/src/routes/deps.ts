// What every route module is given (routes/index.ts builds it): its own file, so that the route
// modules and the index that registers them do not import each other.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { OpenApiRegistry } from '../http/openapi.ts';

export interface RouteDeps {
  readonly config: Config;
  readonly db: Db;
  /** Signs and verifies staff and practice tokens. */
  readonly jwtSecret: string;
  /** Key for PIN and identifier hashes (derived from the token secret, never stored). */
  readonly pepper: string;
  /** Collects every route for the OpenAPI document. */
  readonly registry: OpenApiRegistry;
}
