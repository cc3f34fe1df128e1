// @terminservice/api-client: one typed function per call of spec §7, on ky (docs/architecture.md).
export { createApiClient } from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  CallQuery,
  Getter,
  MutationOptions,
  QueryName,
  RequestOptions,
  VersionInfo,
} from './types.ts';
export { basicAuthorization, newIdempotencyKey } from './headers.ts';
export { retryAfterMs } from './retry.ts';
export { beginServerWait, serverWaits, subscribeServerWaits } from './server-wait.ts';
