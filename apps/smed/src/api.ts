// The API client of the SMED app: same origin, the session's code, and the facility pseudonym on
// every call (so the server resolves SMED, ADR 5). The version answer goes through the priority
// rule with the app's own SMED flag (app-context asSmedVersion). Loaded in its own chunk.
import { createApiClient, type ApiClient } from '@terminservice/api-client';
import { asSmedVersion, readSession, withSmedPseudonym } from '@terminservice/features/app-context';

export function createSmedApi(): ApiClient {
  const client = createApiClient({
    getCode: () => readSession<string>('code'),
    getToken: () => readSession<string>('identificationToken'),
    fetch: withSmedPseudonym(globalThis.fetch.bind(globalThis)),
  });
  return { ...client, version: async (options) => asSmedVersion(await client.version(options)) };
}
