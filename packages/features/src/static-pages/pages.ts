// §2 "Other pages": FAQ, imprint, privacy and accessibility, and the pages in Leichte Sprache
// (issue #23 part 2), are markdown files the app serves under
// assets/static/pages/, fetched by GET (§7 "static pages").
import { BASE_PATH } from '@terminservice/domain/search';
import { germanTexts, type Msg } from '../i18n/index.ts';

export const STATIC_PAGE_NAMES = [
  'faq',
  'imprint',
  'privacy',
  'accessibility',
  'easyLanguage',
] as const;
export type StaticPageName = (typeof STATIC_PAGE_NAMES)[number];

export interface StaticPageDefinition {
  /** The markdown file under STATIC_PAGES_URL. */
  readonly file: string;
  /** The page title (document title; the markdown carries the visible heading). */
  readonly title: string;
  /**
   * Leichte Sprache (issue #23 part 2): one sentence a line, so each line break of the markdown
   * is kept; larger type and spacing; `lang="de"` on the page, whatever the app's language.
   */
  readonly easyLanguage?: true;
}

export const STATIC_PAGES: Readonly<Record<StaticPageName, StaticPageDefinition>> = {
  faq: { file: 'page-faq.md', title: 'Häufige Fragen' },
  imprint: { file: 'page-imprint.md', title: 'Impressum' },
  privacy: { file: 'page-privacy.md', title: 'Datenschutzerklärung' },
  accessibility: { file: 'page-accessibility.md', title: 'Erklärung zur Barrierefreiheit' },
  easyLanguage: { file: 'page-leichte-sprache.md', title: 'Leichte Sprache', easyLanguage: true },
};

/** Where the app serves the markdown files (content/static-pages/, tooling/vite/static-pages.ts). */
export const STATIC_PAGES_URL = `${BASE_PATH}/assets/static/pages/`;

/**
 * The frame's texts as messages (issue #23 part 1); the markdown content is not translated. The
 * page in Leichte Sprache keeps its frame German too: it is German by nature.
 */
export const STATIC_PAGE_MESSAGES = {
  /** §2 FAQ: "'Inhalt wird geladen' while loading" (the shell's LOADING_TEXT). */
  loading: /*i18n*/ { id: 'staticPages.loading', message: 'Inhalt wird geladen' },
  /** §2 FAQ: "back link 'zurück' (history back)". */
  back: /*i18n*/ { id: 'staticPages.back', message: 'zurück' },
  failed: /*i18n*/ {
    id: 'staticPages.failed',
    message:
      'Der Inhalt konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  retry: /*i18n*/ { id: 'staticPages.retry', message: 'Erneut versuchen' },
  /**
   * §2 privacy page: 'Zustimmung zur Nutzung der Karte von Google erfolgreich widerrufen.' with the
   * provider name neutralised to the maps service.
   */
  mapConsentRevoked: /*i18n*/ {
    id: 'staticPages.mapConsentRevoked',
    message: 'Zustimmung zur Nutzung der Karte des Kartendienstes erfolgreich widerrufen.',
  },
} as const satisfies Record<string, Msg>;

/** The pages' titles (the document title) as messages; Leichte Sprache's stays German. */
export const STATIC_PAGE_TITLES: Readonly<Record<StaticPageName, Msg>> = {
  faq: /*i18n*/ { id: 'staticPages.title.faq', message: 'Häufige Fragen' },
  imprint: /*i18n*/ { id: 'staticPages.title.imprint', message: 'Impressum' },
  privacy: /*i18n*/ { id: 'staticPages.title.privacy', message: 'Datenschutzerklärung' },
  accessibility: /*i18n*/ {
    id: 'staticPages.title.accessibility',
    message: 'Erklärung zur Barrierefreiheit',
  },
  easyLanguage: { id: 'staticPages.title.easyLanguage', message: 'Leichte Sprache' },
};

/** The German texts as plain strings. */
export const STATIC_PAGE_TEXTS = germanTexts(STATIC_PAGE_MESSAGES);

/**
 * Links in the privacy markdown that act instead of navigating (§2): reset the cookie settings
 * (the page reloads) and revoke the maps consent.
 */
export const PRIVACY_ACTIONS = {
  resetCookies: '#cookie-einstellungen-zuruecksetzen',
  revokeMapConsent: '#kartenzustimmung-widerrufen',
} as const;
