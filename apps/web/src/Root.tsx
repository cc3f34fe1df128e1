// The WEB app's tree, the same in the browser (main.tsx) and in the build's prerender
// (prerender.tsx, ADR 11): only the router differs. The API client (ky, the call catalogue) comes
// in its own chunk, requested at once by the version call at start: the first render does not wait
// for it, and the initial JavaScript stays within its budget.
import { AppContextProvider } from '@terminservice/features/app-context';
import type { TranslatorLoader } from '@terminservice/features/i18n';
import type { ComponentType, ReactNode } from 'react';
import { App } from './App.tsx';

const loadApi = () => import('./api.ts').then((m) => m.createWebApi());

// Issue #23 part 1 (ADR 39): a language other than German, its runtime and catalogue, lazily.
// main.tsx loads it before hydrating a shell the server sent in that language (ADR 11).
export const loadLanguage: TranslatorLoader = (locale) =>
  import('@terminservice/features/i18n-catalogues').then((m) => m.createTranslator(locale));

export function Root({ Router }: { readonly Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppContextProvider api={loadApi} applicationType="WEB" languages={loadLanguage}>
      <Router>
        <App />
      </Router>
    </AppContextProvider>
  );
}
