// The dev module's state: is the dev API there, the last code made, the outbox, the last token.
// A store per provider (docs/architecture.md "Apps and features").
import type { Urgency } from '@terminservice/domain/search';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DevApiError, type DevApi, type DevTokenType, type OutboxMessage } from './dev-api.ts';

export type Availability = 'checking' | 'available' | 'unavailable';

interface Task<T> {
  readonly busy: boolean;
  readonly error: string | null;
  readonly value: T;
}

export interface DevState {
  readonly availability: Availability;
  readonly code: Task<{ readonly code: string; readonly leistungsmerkmal: string } | null>;
  readonly outbox: Task<readonly OutboxMessage[] | null>;
  readonly token: Task<{ readonly token: string; readonly type: DevTokenType } | null>;
  probe(signal?: AbortSignal): Promise<void>;
  createCode(leistungsmerkmal: string, dringlichkeit?: Urgency): Promise<void>;
  loadOutbox(signal?: AbortSignal): Promise<void>;
  issueToken(type: DevTokenType): Promise<void>;
}

export type DevStore = StoreApi<DevState>;

const idle = <T>(value: T): Task<T> => ({ busy: false, error: null, value });

function messageOf(error: unknown): string {
  return error instanceof DevApiError
    ? error.message
    : 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.';
}

export function createDevStore(api: DevApi): DevStore {
  return createStore<DevState>()((set) => ({
    availability: 'checking',
    code: idle(null),
    outbox: idle(null),
    token: idle(null),

    async probe(signal) {
      try {
        set({ availability: (await api.isAvailable(signal)) ? 'available' : 'unavailable' });
      } catch {
        if (!signal?.aborted) set({ availability: 'unavailable' });
      }
    },

    async createCode(leistungsmerkmal, dringlichkeit) {
      set((state) => ({ code: { ...state.code, busy: true, error: null } }));
      try {
        const code = await api.createCode({
          leistungsmerkmal,
          ...(dringlichkeit ? { dringlichkeit } : {}),
        });
        set({ code: idle({ code, leistungsmerkmal }) });
      } catch (error) {
        set((state) => ({ code: { ...state.code, busy: false, error: messageOf(error) } }));
      }
    },

    async loadOutbox(signal) {
      set((state) => ({ outbox: { ...state.outbox, busy: true, error: null } }));
      try {
        set({ outbox: idle(await api.readOutbox(signal)) });
      } catch (error) {
        if (signal?.aborted) return;
        set((state) => ({ outbox: { ...state.outbox, busy: false, error: messageOf(error) } }));
      }
    },

    async issueToken(type) {
      set((state) => ({ token: { ...state.token, busy: true, error: null } }));
      try {
        set({ token: idle({ token: await api.issueToken(type), type }) });
      } catch (error) {
        set((state) => ({ token: { ...state.token, busy: false, error: messageOf(error) } }));
      }
    },
  }));
}
