// dev: the dev module at /terminservice/dev (demo mode only). Load it lazily.
export { DevScreen, DEV_TEXTS, type DevScreenProps } from './DevScreen.tsx';
export { createDevStore, type DevState, type DevStore } from './store.ts';
export {
  DEV_API_PREFIX,
  DEV_TOKEN_TYPES,
  DevApiError,
  createDevApi,
  findPins,
  type DevApi,
  type DevTokenType,
  type OutboxMessage,
} from './dev-api.ts';
