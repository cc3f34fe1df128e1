// @terminservice/api-client: one typed function per call of spec §7, on ky (ARCHITECTURE.md).
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallQuery,
  type Getter,
  type MutationOptions,
  type QueryName,
  type RequestOptions,
  type VersionInfo,
} from './client.ts';
export { basicAuthorization, newIdempotencyKey } from './headers.ts';
export { retryAfterMs } from './retry.ts';
export { beginServerWait, serverWaits, subscribeServerWaits } from './server-wait.ts';
