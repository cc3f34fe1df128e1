// The dev module at /terminservice/dev (§2 "developer module", lazily loaded), present only in
// demo mode: it asks the dev API whether it is there and sends the user to base when it is not.
import { ROUTES } from '@terminservice/domain/search';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { LOADING_TEXT, useDocumentTitle } from '../shell/index.ts';
import { CodeSection } from './components/CodeSection.tsx';
import { OutboxSection } from './components/OutboxSection.tsx';
import { TokenSection } from './components/TokenSection.tsx';
import type { DevApi } from './dev-api.ts';
import { DevStoreProvider, useDev } from './DevStoreProvider.tsx';
import type { DevStore } from './store.ts';
import './dev.css';

export const DEV_TEXTS = {
  title: 'Entwicklermodul',
  intro:
    'Nur im Demo-Modus: Vermittlungscodes erzeugen, den Postausgang mit PINs lesen und Tokens für die anderen Anwendungstypen ausstellen.',
  checking: LOADING_TEXT,
} as const;

function DevView() {
  const availability = useDev((state) => state.availability);
  const probe = useDev((state) => state.probe);
  const loadOutbox = useDev((state) => state.loadOutbox);
  useDocumentTitle(DEV_TEXTS.title);

  useEffect(() => {
    const controller = new AbortController();
    void probe(controller.signal);
    return () => controller.abort();
  }, [probe]);

  useEffect(() => {
    if (availability !== 'available') return undefined;
    const controller = new AbortController();
    void loadOutbox(controller.signal);
    return () => controller.abort();
  }, [availability, loadOutbox]);

  if (availability === 'unavailable') return <Navigate to={ROUTES.base} replace />;
  if (availability === 'checking') {
    return <LoadingIndicator label={DEV_TEXTS.checking} reserve="page" />;
  }
  return (
    <div className="ts-dev">
      <h1 className="kern-heading-large">{DEV_TEXTS.title}</h1>
      <p className="kern-body">{DEV_TEXTS.intro}</p>
      <CodeSection />
      <OutboxSection />
      <TokenSection />
    </div>
  );
}

export interface DevScreenProps {
  readonly api?: DevApi;
  readonly store?: DevStore;
}

export function DevScreen({ api, store }: DevScreenProps) {
  return (
    <DevStoreProvider {...(api ? { api } : {})} {...(store ? { store } : {})}>
      <DevView />
    </DevStoreProvider>
  );
}

export default DevScreen;
