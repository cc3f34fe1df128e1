// The app context (§1, §4 "Application type"): at start the app calls `version`; the server's
// application-type header, resolved with the domain rule, decides which blocks are shown (§6).
// A store per provider (docs/architecture.md "Apps and features"): createAppContextStore makes one, AppContextProvider
// holds it, the hooks throw outside the provider.
import type { ApiClient } from '@terminservice/api-client';
import { isShown, type ApplicationType, type Block } from '@terminservice/domain/application-type';
import type { Notice } from '@terminservice/domain/errors';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { versionFailureNotice } from './version-notice.ts';

export type AppStatus = 'starting' | 'ready' | 'failed';

export interface AppContextState {
  readonly status: AppStatus;
  /** The effective application type; the app's own type until `version` answered. */
  readonly applicationType: ApplicationType;
  /** The version text of the server, when known. */
  readonly version: string | null;
  /** §4: 'Kommunikationsfehler' when the version call failed; §8 the JWT text for a refused token. */
  readonly notice: Notice | null;
  /** Calls `version` and resolves the application type. */
  start(signal?: AbortSignal): Promise<void>;
  dismissNotice(): void;
}

/**
 * The API client, or a function that loads it. The WEB app loads the client (ky and the call
 * catalogue) in its own chunk right at start, so that the first render does not wait for it and
 * the initial JavaScript stays within its budget.
 */
export type ApiSource<T = ApiClient> = T | (() => Promise<T>);

/** Turns an ApiSource into a getter that loads the client once. */
export function apiGetter<T extends object>(source: ApiSource<T>): () => Promise<T> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= source().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export interface AppContextOptions {
  /** Loads the client the features call the server with. */
  readonly getApi: () => Promise<Pick<ApiClient, 'version'>>;
  /** The type this app is built for; used until the server answered (and if it never does). */
  readonly applicationType?: ApplicationType;
  /** The product name in the communication-error notice (§4 '{product}'). */
  readonly productName?: string;
}

export type AppContextStore = StoreApi<AppContextState>;

export function createAppContextStore(options: AppContextOptions): AppContextStore {
  return createStore<AppContextState>()((set) => ({
    status: 'starting',
    applicationType: options.applicationType ?? 'WEB',
    version: null,
    notice: null,
    async start(signal) {
      set({ status: 'starting', notice: null });
      try {
        const api = await options.getApi();
        const info = await api.version(signal ? { signal } : undefined);
        set({ status: 'ready', applicationType: info.applicationType, version: info.version });
      } catch (error) {
        if (signal?.aborted) return;
        set({ status: 'failed', notice: versionFailureNotice(error, options.productName) });
      }
    },
    dismissNotice() {
      set({ notice: null });
    },
  }));
}

/** §6: whether a block is shown for the state's application type. */
export function selectIsShown(state: Pick<AppContextState, 'applicationType'>) {
  return (block: Block): boolean => isShown(block, state.applicationType);
}
