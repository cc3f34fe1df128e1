// The build's prerender of the WEB app's shell (tooling/vite/prerender.ts, ADR 11): Root at each
// variant's path with a static router, in every language (the server sends the visitor's, so that
// the first paint is in it without any script; issue #25 part 5).
import { LOCALES, type Locale } from '@terminservice/domain/locale';
import { prerenderShell, type PrerenderedShell } from '@terminservice/features/prerender';
import { StaticRouter } from 'react-router';
import { Root, loadLanguage } from './Root.tsx';

export async function render(): Promise<PrerenderedShell> {
  const others = LOCALES.filter((locale): locale is Exclude<Locale, 'de'> => locale !== 'de');
  const translators = await Promise.all(others.map(loadLanguage));
  return prerenderShell(
    (path) => (
      <Root Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>} />
    ),
    { translators },
  );
}
