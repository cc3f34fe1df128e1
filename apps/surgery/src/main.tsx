// Entry point of the SURGERY app (practices, §2 SURGERY): the practice software opens it with
// `?token=`; the token moves into the session (identification header, ADR 5) and is kept as the
// surgery-origin token that the generated code is cached with (§3, §4 "Code generator"). Then the
// app context (its `version` call resolves the type), the router and the routes. The API client
// comes in its own chunk, as in the WEB app, to keep the initial JavaScript within its budget.
import '@terminservice/ui/styles.css';
import {
  AppContextProvider,
  takeTokenFromAddress,
  writeSession,
} from '@terminservice/features/app-context';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './app.css';

const loadApi = () => import('./api.ts').then((m) => m.createSurgeryApi());

const token = takeTokenFromAddress();
if (token !== null) writeSession('surgeryOriginToken', token);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppContextProvider api={loadApi} applicationType="SURGERY">
      <BrowserRouter>
        <App arrivedWithToken={token !== null} />
      </BrowserRouter>
    </AppContextProvider>
  </StrictMode>,
);
