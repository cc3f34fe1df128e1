// The SURGERY code generator (§2 SURGERY, §4 "Code generator"): 'auto' fetches a code with urgency
// DRINGEND (code/dringlichkeit); 'manual' clears it. The generated code is cached in the session
// with its origin token (§3 surgery-origin token) and reused while the token matches, so a reload
// or a way back to the start keeps the patient's code instead of issuing another one. A store per
// provider; it never touches the URL.
import type { ApiClient } from '@terminservice/api-client';
import { DEFAULT_URGENCY } from '@terminservice/domain/search';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readSession, removeSession, writeSession } from '../../app-context/index.ts';
import { codeFetchMessage } from './outcome.ts';

/** §4: the generator's two settings. */
export type CodeGeneratorMode = 'auto' | 'manual';

/** What the session holds under SESSION_KEYS.surgeryCode. */
export interface CachedSurgeryCode {
  readonly originToken: string;
  readonly code: string;
}

/** The cached code, if it was generated under the current origin token (§4). */
export function cachedSurgeryCode(): string | null {
  const originToken = readSession<string>('surgeryOriginToken');
  const cached = readSession<CachedSurgeryCode>('surgeryCode');
  if (!originToken || !cached || cached.originToken !== originToken) return null;
  return typeof cached.code === 'string' && cached.code !== '' ? cached.code : null;
}

function cacheSurgeryCode(code: string): void {
  const originToken = readSession<string>('surgeryOriginToken');
  if (originToken) writeSession('surgeryCode', { originToken, code } satisfies CachedSurgeryCode);
  else removeSession('surgeryCode');
}

export interface SurgeryCodeState {
  readonly mode: CodeGeneratorMode;
  /** The code in the field, normalised (upper case, no dashes). */
  readonly code: string;
  /** A code is being fetched ('Bitte warten...'). */
  readonly fetching: boolean;
  /** §8 "code fetch": the server's WP005 text, the JWT text, or 'Code konnte nicht abgerufen werden.' */
  readonly error: string | null;
  /** 'auto': the cached code, else a new one from the server. */
  generate(signal?: AbortSignal): Promise<void>;
  /** 'manual': clears the code (the cache stays for a way back to 'auto'). */
  enterManually(): void;
  /** Typing in the field (manual only; the field is locked while auto holds a code). */
  setCode(code: string): void;
}

export type SurgeryCodeStore = StoreApi<SurgeryCodeState>;

export interface SurgeryCodeStoreOptions {
  readonly getApi: () => Promise<ApiClient>;
}

export function createSurgeryCodeStore({ getApi }: SurgeryCodeStoreOptions): SurgeryCodeStore {
  let pending: AbortController | null = null;
  return createStore<SurgeryCodeState>()((set, get) => ({
    mode: 'auto',
    code: '',
    fetching: false,
    error: null,

    async generate(signal) {
      pending?.abort();
      const cached = cachedSurgeryCode();
      if (cached) {
        set({ mode: 'auto', code: cached, fetching: false, error: null });
        return;
      }
      const controller = new AbortController();
      pending = controller;
      signal?.addEventListener('abort', () => controller.abort(), { once: true });
      set({ mode: 'auto', code: '', fetching: true, error: null });
      try {
        const api = await getApi();
        const answer = await api.codeByUrgency(
          { dringlichkeit: DEFAULT_URGENCY },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        const code = normaliseCode(answer.code);
        cacheSurgeryCode(code);
        // The user may have switched to 'manual' meanwhile: the code is cached, not shown.
        if (get().mode === 'auto') set({ code, fetching: false });
        else set({ fetching: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        set({ fetching: false, error: codeFetchMessage(error) });
      } finally {
        if (pending === controller) pending = null;
      }
    },

    enterManually() {
      pending?.abort();
      set({ mode: 'manual', code: '', fetching: false, error: null });
    },

    setCode(code) {
      const { mode, code: current } = get();
      if (mode === 'auto' && current !== '') return;
      set({ code });
    },
  }));
}
