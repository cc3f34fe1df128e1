// The WEB app's tree, the same in the browser (main.tsx) and in the build's prerender
// (prerender.tsx, ADR 11): only the router differs. The API client (ky, the call catalogue) comes
// in its own chunk, requested at once by the version call at start: the first render does not wait
// for it, and the initial JavaScript stays within its budget.
import { AppContextProvider } from '@terminservice/features/app-context';
import type { ComponentType, ReactNode } from 'react';
import { App } from './App.tsx';

const loadApi = () => import('./api.ts').then((m) => m.createWebApi());

export function Root({ Router }: { readonly Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppContextProvider api={loadApi} applicationType="WEB">
      <Router>
        <App />
      </Router>
    </AppContextProvider>
  );
}
