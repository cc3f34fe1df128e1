// The SMED app's tree, the same in the browser (main.tsx) and in the build's prerender
// (prerender.tsx, ADR 11): only the router differs. The API client comes in its own chunk, as in
// the WEB app.
import { AppContextProvider } from '@terminservice/features/app-context';
import type { ComponentType, ReactNode } from 'react';
import { App } from './App.tsx';

const loadApi = () => import('./api.ts').then((m) => m.createSmedApi());

export function Root({ Router }: { readonly Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppContextProvider api={loadApi} applicationType="SMED">
      <Router>
        <App />
      </Router>
    </AppContextProvider>
  );
}
