// Every call of spec §7, one module per resource, registered under /web/api/v4.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { metaRoutes } from './meta/index.ts';

export interface RouteDeps {
  readonly config: Config;
  readonly db: Db;
  readonly jwtSecret: string;
}

export async function registerApiRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  await metaRoutes(api, deps);
}
