// §2 "Other pages": FAQ, imprint, privacy and accessibility from markdown, with 'Inhalt wird
// geladen' while loading and the back link 'zurück'; the pages in Leichte Sprache the same way
// (issue #23 part 2).
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useMemo } from 'react';
import { resetCookieSettings, revokeMapConsent } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { BackLink } from './components/BackLink.tsx';
import { MarkdownContent } from './components/MarkdownContent.tsx';
import { GERMAN, useT } from '../i18n/index.ts';
import {
  PRIVACY_ACTIONS,
  STATIC_PAGES,
  STATIC_PAGE_MESSAGES,
  STATIC_PAGE_TEXTS,
  STATIC_PAGE_TITLES,
  type StaticPageName,
} from './pages.ts';
import { StaticPagesProvider, useStaticPages } from './StaticPagesProvider.tsx';
import type { StaticPagesOptions, StaticPagesStore } from './store.ts';
import './static-pages.css';

export interface StaticPageProps extends StaticPagesOptions {
  readonly page: StaticPageName;
  /** The privacy page's cookie reset reloads the page (§2); tests pass their own. */
  readonly reload?: () => void;
  /** For tests: a store made beforehand. */
  readonly store?: StaticPagesStore;
}

function StaticPageView({ page, reload }: { page: StaticPageName; reload: () => void }) {
  const entry = useStaticPages((state) => state.pages[page]);
  const load = useStaticPages((state) => state.load);
  const message = useStaticPages((state) => state.message);
  const setMessage = useStaticPages((state) => state.setMessage);
  // Leichte Sprache stays German whatever the app's language (issue #23 part 2), its frame too.
  const easy = STATIC_PAGES[page].easyLanguage === true;
  const translated = useT();
  const { t } = easy ? GERMAN : translated;
  useDocumentTitle(t(STATIC_PAGE_TITLES[page]));

  useEffect(() => {
    const controller = new AbortController();
    void load(page, controller.signal);
    return () => controller.abort();
  }, [load, page]);

  const actions = useMemo(
    () =>
      page === 'privacy'
        ? {
            [PRIVACY_ACTIONS.resetCookies]: () => {
              resetCookieSettings();
              reload();
            },
            [PRIVACY_ACTIONS.revokeMapConsent]: () => {
              revokeMapConsent();
              setMessage(STATIC_PAGE_TEXTS.mapConsentRevoked);
            },
          }
        : undefined,
    [page, reload, setMessage],
  );

  return (
    <article
      className={easy ? 'ts-static-page ts-static-page--easy' : 'ts-static-page'}
      {...(easy ? { lang: 'de' } : {})}
    >
      <BackLink label={t(STATIC_PAGE_MESSAGES.back)} />
      {(entry === undefined || entry.status === 'loading') && (
        <LoadingIndicator label={t(STATIC_PAGE_MESSAGES.loading)} reserve="page" />
      )}
      <div role="status" className="ts-static-page__status">
        {message && (
          <Alert
            tone="success"
            // The store keeps the German text; it shows in the language in use, also after a switch.
            title={
              message === STATIC_PAGE_TEXTS.mapConsentRevoked
                ? t(STATIC_PAGE_MESSAGES.mapConsentRevoked)
                : message
            }
            live="off"
          />
        )}
      </div>
      {entry?.status === 'failed' && (
        <Alert tone="error" title={t(STATIC_PAGE_MESSAGES.failed)}>
          <Button variant="secondary" onClick={() => void load(page)}>
            {t(STATIC_PAGE_MESSAGES.retry)}
          </Button>
        </Alert>
      )}
      {entry?.status === 'ready' && (
        <MarkdownContent html={entry.html} {...(actions ? { actions } : {})} />
      )}
    </article>
  );
}

const reloadPage = () => window.location.reload();

export function StaticPage({ page, reload = reloadPage, store, ...options }: StaticPageProps) {
  return (
    <StaticPagesProvider {...options} {...(store ? { store } : {})}>
      <StaticPageView page={page} reload={reload} />
    </StaticPagesProvider>
  );
}

export default StaticPage;
