// The API client of the TSS/DISPO app: same origin, the session's code and identification token.
// Loaded in its own chunk at start (see main.tsx).
import { createApiClient, type ApiClient } from '@terminservice/api-client';
import { readSession } from '@terminservice/features/app-context';

export function createTssApi(): ApiClient {
  return createApiClient({
    getCode: () => readSession<string>('code'),
    getToken: () => readSession<string>('identificationToken'),
  });
}
