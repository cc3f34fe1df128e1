// Entry point of the WEB app: the app context, the router and the routes. The API client (ky, the
// call catalogue) comes in its own chunk, requested at once by the version call at start: the
// first render does not wait for it, and the initial JavaScript stays within its budget.
// The ui stylesheet first: KERN UX, tokens and base, then the features' own styles (ui README).
import '@terminservice/ui/styles.css';
import { AppContextProvider } from '@terminservice/features/app-context';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './app.css';

const loadApi = () => import('./api.ts').then((m) => m.createWebApi());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppContextProvider api={loadApi} applicationType="WEB">
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppContextProvider>
  </StrictMode>,
);
