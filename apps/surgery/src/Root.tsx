// The SURGERY app's tree, the same in the browser (main.tsx) and in the build's prerender
// (prerender.tsx, ADR 11): only the router differs. The API client comes in its own chunk, as in
// the WEB app.
import { AppContextProvider } from '@terminservice/features/app-context';
import type { ComponentType, ReactNode } from 'react';
import { App } from './App.tsx';

const loadApi = () => import('./api.ts').then((m) => m.createSurgeryApi());

export interface RootProps {
  readonly Router: ComponentType<{ children: ReactNode }>;
  /** main.tsx found `?token=` in the address (App.tsx); the prerender renders without. */
  readonly arrivedWithToken: boolean;
}

export function Root({ Router, arrivedWithToken }: RootProps) {
  return (
    <AppContextProvider api={loadApi} applicationType="SURGERY">
      <Router>
        <App arrivedWithToken={arrivedWithToken} />
      </Router>
    </AppContextProvider>
  );
}
