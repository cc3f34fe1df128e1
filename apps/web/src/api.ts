// The API client of the WEB app: same origin, the session's code and identification token, and the
// language the screens show as Accept-Language, so the server writes the patient's e-mails, SMS and
// calendar file in it (issue #23 part 1, ADR 37). Loaded in its own chunk at start (see main.tsx).
import { createApiClient, type ApiClient } from '@terminservice/api-client';
import { readSession } from '@terminservice/features/app-context';
import { localeInUse } from '@terminservice/features/i18n';

export function createWebApi(): ApiClient {
  return createApiClient({
    getCode: () => readSession<string>('code'),
    getToken: () => readSession<string>('identificationToken'),
    getLocale: localeInUse,
  });
}
