// The SURGERY app's appointment desk 'Terminverwaltung' (docs/supply.md "The desk"): whose desk it
// is, the profiles, publishing, and the week view. SURGERY only: for any other application type it
// says so and calls nothing. Status messages go to one polite live region.
import type { Profile } from '@terminservice/domain/supply';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useState } from 'react';
import { useApi, useAppContext } from '../../app-context/index.ts';
import { useDocumentTitle } from '../../shell/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DeskStoreProvider, useDesk } from './DeskStoreProvider.tsx';
import { ProfileFormDialog } from './ProfileFormDialog.tsx';
import { ProfileList } from './ProfileList.tsx';
import { PublishForm } from './PublishForm.tsx';
import type { DeskStore } from './store/index.ts';
import { DESK_TEXTS, PROFILE_TEXTS } from './texts.ts';
import { WeekView } from './WeekView.tsx';
import './desk.css';

export interface DeskPageProps {
  /** A store made beforehand (tests). */
  readonly store?: DeskStore;
}

export function DeskPage({ store }: DeskPageProps) {
  useDocumentTitle(DESK_TEXTS.title);
  const getApi = useApi();
  const status = useAppContext((s) => s.status);
  const type = useAppContext((s) => s.applicationType);
  if (status !== 'ready') return <LoadingIndicator label={DESK_TEXTS.loading} reserve="page" />;
  if (type !== 'SURGERY') {
    return (
      <article className="ts-desk">
        <h1 className="kern-heading-large">{DESK_TEXTS.title}</h1>
        <Alert tone="info">{DESK_TEXTS.onlySurgery}</Alert>
      </article>
    );
  }
  return (
    <DeskStoreProvider getApi={getApi} {...(store ? { store } : {})}>
      <Desk />
    </DeskStoreProvider>
  );
}

function Desk() {
  const status = useDesk((s) => s.status);
  const load = useDesk((s) => s.load);
  const announcement = useDesk((s) => s.announcement);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <article className="ts-desk">
      <h1 className="kern-heading-large">{DESK_TEXTS.title}</h1>
      <PracticeLine />
      <p className="kern-body">{DESK_TEXTS.intro}</p>
      <p className="kern-sr-only" role="status">
        {announcement}
      </p>
      {announcement ? (
        <Alert tone="success" live="off">
          {announcement}
        </Alert>
      ) : null}
      {status === 'loading' ? <LoadingIndicator label={DESK_TEXTS.loading} /> : null}
      {status === 'error' ? (
        <Alert tone="error" title={DESK_TEXTS.loadFailed}>
          <Button variant="secondary" onClick={() => void load()}>
            {DESK_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {status === 'ready' ? <DeskSections /> : null}
    </article>
  );
}

function PracticeLine() {
  const practice = useDesk((s) => s.practice);
  if (!practice) return null;
  return (
    <p className="kern-body ts-desk__practice">
      <strong>{practice.name}</strong>
      <span>
        {DESK_TEXTS.bsnrLabel} {practice.bsnr}
      </span>
      <span>
        {practice.strasse}, {practice.plz} {practice.ort}
      </span>
    </p>
  );
}

function DeskSections() {
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Profile | null>(null);
  const deactivate = useDesk((s) => s.deactivateProfile);
  return (
    <>
      <section aria-labelledby="ts-desk-profiles" className="ts-desk__section">
        <h2 id="ts-desk-profiles" className="kern-heading-medium">
          {PROFILE_TEXTS.heading}
        </h2>
        <ProfileList onEdit={setEditing} onDeactivate={setDeactivating} />
        <Button onClick={() => setEditing('new')}>{PROFILE_TEXTS.create}</Button>
      </section>
      <section className="ts-desk__section">
        <PublishForm />
      </section>
      <WeekView />
      <ProfileFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        title={PROFILE_TEXTS.deactivateTitle}
        text={PROFILE_TEXTS.deactivateText(deactivating?.name ?? '', deactivating?.freieSlots ?? 0)}
        confirmLabel={PROFILE_TEXTS.deactivate}
        onConfirm={() => deactivate(deactivating!.id)}
        onClose={() => setDeactivating(null)}
      />
    </>
  );
}

export default DeskPage;
