// Every call of spec §7, one module per resource, registered under /web/api/v4.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { OpenApiRegistry } from '../http/openapi.ts';
import { API_VERSION, metaRoutes } from './meta/index.ts';

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

export async function registerApiRoutes(
  api: FastifyInstance,
  deps: Omit<RouteDeps, 'registry'>,
): Promise<void> {
  const registry = new OpenApiRegistry();
  const all: RouteDeps = { ...deps, registry };
  await metaRoutes(api, all);

  const document = registry.document(API_VERSION);
  api.get('/openapi.json', async () => document);
}
