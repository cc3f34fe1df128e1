// static-pages: FAQ, imprint, privacy and accessibility from markdown (§2 "Other pages").
export { StaticPage, type StaticPageProps } from './StaticPage.tsx';
export { StaticPagesProvider, useStaticPages } from './StaticPagesProvider.tsx';
export { createStaticPagesStore, type StaticPagesState, type StaticPagesStore } from './store.ts';
export {
  PRIVACY_ACTIONS,
  STATIC_PAGES,
  STATIC_PAGES_URL,
  STATIC_PAGE_NAMES,
  STATIC_PAGE_MESSAGES,
  STATIC_PAGE_TEXTS,
  STATIC_PAGE_TITLES,
  type StaticPageName,
} from './pages.ts';
export { renderMarkdown } from './render-markdown.ts';
