// Every call of spec §7, one module per resource, registered under /web/api/v4.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export interface RouteDeps {
  readonly config: Config;
  readonly db: Db;
}

export async function registerApiRoutes(_api: FastifyInstance, _deps: RouteDeps): Promise<void> {}
