// The SURGERY app's routes: the shared route table of §2 (features/app-routes) plus the billing-note
// page 'Hinweis zur Abrechnung' (§2 "Other pages", BILLING_NOTE_PATH) and the appointment desk
// 'Terminverwaltung' (DESK_PATH, docs/supply.md), and the entry notice above the routes. Every
// page in its own lazy chunk; unknown paths → base. The menu shows only 'Buchung
// verwalten' (§2 header, §6 via the shell's visibility checks).
import { BILLING_NOTE_PATH } from '@terminservice/domain/search';
import { DESK_PATH } from './desk-path.ts';
import { AppRoutes } from '@terminservice/features/app-routes';
import { lazy } from 'react';
import { Route } from 'react-router';
import { StartPage } from './StartPage.tsx';

const SurgeryEntryNotice = lazy(() =>
  import('@terminservice/features/surgery').then((m) => ({ default: m.SurgeryEntryNotice })),
);
const BillingNotePage = lazy(() =>
  import('@terminservice/features/surgery').then((m) => ({ default: m.BillingNotePage })),
);
const DeskPage = lazy(() =>
  import('@terminservice/features/surgery/desk').then((m) => ({ default: m.DeskPage })),
);

export interface AppProps {
  /** main.tsx found `?token=` in the address (§2: surgery mode, the 15 s notification). */
  readonly arrivedWithToken: boolean;
}

export function App({ arrivedWithToken }: AppProps) {
  return (
    <AppRoutes
      start={<StartPage />}
      beforeRoutes={<SurgeryEntryNotice arrivedWithToken={arrivedWithToken} />}
      extraRoutes={
        <>
          <Route path={BILLING_NOTE_PATH} element={<BillingNotePage />} />
          <Route path={DESK_PATH} element={<DeskPage />} />
        </>
      }
    />
  );
}
