// The static pages' state: one entry per page (loading, its sanitised HTML, or failed) and the
// notice after revoking the map consent. A store per provider (docs/architecture.md "Apps and features").
import { createStore, type StoreApi } from 'zustand/vanilla';
import { STATIC_PAGES, STATIC_PAGES_URL, type StaticPageName } from './pages.ts';
import { renderMarkdown } from './render-markdown.ts';

export type StaticPageEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly html: string }
  | { readonly status: 'failed' };

export interface StaticPagesState {
  readonly pages: Partial<Record<StaticPageName, StaticPageEntry>>;
  /** A message for the page, e.g. after revoking the map consent. */
  readonly message: string | null;
  /** GETs the page's markdown (again after a failure) and renders it. */
  load(page: StaticPageName, signal?: AbortSignal): Promise<void>;
  setMessage(message: string | null): void;
}

export interface StaticPagesOptions {
  /** Where the markdown files are served; default /terminservice/assets/static/pages/. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

export type StaticPagesStore = StoreApi<StaticPagesState>;

export function createStaticPagesStore(options: StaticPagesOptions = {}): StaticPagesStore {
  const baseUrl = options.baseUrl ?? STATIC_PAGES_URL;
  return createStore<StaticPagesState>()((set, get) => ({
    pages: {},
    message: null,
    async load(page, signal) {
      if (get().pages[page]?.status === 'ready') return;
      set((state) => ({ pages: { ...state.pages, [page]: { status: 'loading' } } }));
      try {
        const doFetch = options.fetch ?? fetch;
        const response = await doFetch(`${baseUrl}${STATIC_PAGES[page].file}`, {
          headers: { accept: 'text/markdown, text/plain' },
          ...(signal ? { signal } : {}),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const html = renderMarkdown(await response.text(), {
          breaks: STATIC_PAGES[page].easyLanguage === true,
        });
        set((state) => ({ pages: { ...state.pages, [page]: { status: 'ready', html } } }));
      } catch {
        if (signal?.aborted) {
          set((state) => ({ pages: { ...state.pages, [page]: undefined } }));
          return;
        }
        set((state) => ({ pages: { ...state.pages, [page]: { status: 'failed' } } }));
      }
    },
    setMessage: (message) => set({ message }),
  }));
}
