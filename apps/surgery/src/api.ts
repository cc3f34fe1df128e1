// The API client of the SURGERY app: same origin, the session's code and the practice token
// (identification token, sent as its header; ADR 5).
// Loaded in its own chunk at start (see main.tsx).
import { createApiClient, type ApiClient } from '@terminservice/api-client';
import { readSession } from '@terminservice/features/app-context';

export function createSurgeryApi(): ApiClient {
  return createApiClient({
    getCode: () => readSession<string>('code'),
    getToken: () => readSession<string>('identificationToken'),
  });
}
