// Entry point of the TSS/DISPO app (hotline staff): the app context, the router and the routes.
// The staff token (a signed JWT, ADR 5) comes as ?token=; it moves into the session before the
// first call, so the version call already carries it and the server answers TSS or DISPO. Without
// a token the server answers WEB, and the app shows what WEB may see; an invalid or expired token
// is refused with WP005 (§8), which the app context turns into the spec's message.
import '@terminservice/ui/styles.css';
import { AppContextProvider, takeTokenFromAddress } from '@terminservice/features/app-context';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './app.css';

takeTokenFromAddress();

const loadApi = () => import('./api.ts').then((m) => m.createTssApi());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppContextProvider api={loadApi} applicationType="TSS">
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppContextProvider>
  </StrictMode>,
);
