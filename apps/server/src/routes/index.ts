// Every call of spec §7, one module per resource, registered under /web/api/v4.
import type { FastifyInstance } from 'fastify';
import { OpenApiRegistry } from '../http/openapi.ts';
import { API_VERSION, metaRoutes } from './meta/index.ts';
import { codeRoutes } from './codes/index.ts';
import { contactRoutes } from './contact/index.ts';
import { identityRoutes } from './identity/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { searchRoutes } from './search/index.ts';
import { bookingRoutes } from './booking/index.ts';
import { videoRoutes } from './video/index.ts';
import { notedRoutes } from './noted/index.ts';
import { practiceRoutes } from './practice/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { alertRoutes } from './alerts/index.ts';
import { statisticsRoutes } from './statistics/index.ts';
import type { RouteDeps } from './deps.ts';

export async function registerApiRoutes(
  api: FastifyInstance,
  deps: Omit<RouteDeps, 'registry'>,
): Promise<void> {
  const registry = new OpenApiRegistry();
  const all: RouteDeps = { ...deps, registry };
  await metaRoutes(api, all);
  await codeRoutes(api, all);
  await identityRoutes(api, all);
  await referenceRoutes(api, all);
  await contactRoutes(api, all);
  await searchRoutes(api, all);
  await bookingRoutes(api, all);
  await videoRoutes(api, all);
  await notedRoutes(api, all);
  await practiceRoutes(api, all);
  await reminderRoutes(api, all);
  await alertRoutes(api, all);
  await statisticsRoutes(api, all);

  const document = registry.document(API_VERSION);
  api.get('/openapi.json', async () => document);
}
