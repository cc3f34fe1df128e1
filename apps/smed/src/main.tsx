// Entry point of the SMED app (partner systems): the app context (type SMED), the router and the
// routes. Before rendering, the facility pseudonym moves from the address into the session, so the
// first call already names the facility; a ?token= likewise (ADR 5). The API client comes in its
// own chunk, as in the WEB app.
import '@terminservice/ui/styles.css';
import {
  AppContextProvider,
  takeSmedPseudonymFromAddress,
  takeTokenFromAddress,
} from '@terminservice/features/app-context';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './app.css';

takeTokenFromAddress();
takeSmedPseudonymFromAddress();

const loadApi = () => import('./api.ts').then((m) => m.createSmedApi());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppContextProvider api={loadApi} applicationType="SMED">
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppContextProvider>
  </StrictMode>,
);
