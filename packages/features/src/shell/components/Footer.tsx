// §2 "Footer": privacy policy, imprint, accessibility statement; copyright with the current year
// and the federal association of statutory physicians. Laid out by the ui Footer. The contact form
// (§1, §2 "Contact page") has no other way in, so the footer, where people look for it, links it;
// WEB adds Leichte Sprache (issue #23 part 2).
import { EASY_LANGUAGE_PATH, ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { Footer as PageFooter } from '@terminservice/ui/page';
import { useIsShown } from '../../app-context/index.ts';
import { usePrerenderedShell } from '../prerendered.tsx';
import { copyrightLine } from '../utils/copyright.ts';
import { RouterLink } from '../../common/index.ts';

export const FOOTER_LINKS = [
  { to: ROUTES.privacy, label: 'Datenschutz' },
  { to: ROUTES.imprint, label: 'Impressum' },
  { to: ROUTES.accessibility, label: 'Barrierefreiheit' },
  { to: ROUTES.contact, label: 'Kontakt' },
] as const;

/** Issue #23 part 2: the pages in Leichte Sprache (WEB), in the footer as on 116117.de. */
export const FOOTER_EASY_LANGUAGE_LINK = { to: EASY_LANGUAGE_PATH, label: 'Leichte Sprache' };

/** The footer's links are the legal pages and the contact form, so a broader name than the ui's. */
export const FOOTER_NAV_LABEL = 'Rechtliches und Kontakt';

export function Footer() {
  // While hydrating: the year the build wrote (ADR 11); then the current one.
  const year = usePrerenderedShell()?.year;
  const isShown = useIsShown();
  const links = isShown('easyLanguage')
    ? [...FOOTER_LINKS, FOOTER_EASY_LANGUAGE_LINK]
    : FOOTER_LINKS;
  return (
    <PageFooter
      navLabel={FOOTER_NAV_LABEL}
      links={links.map((link) => (
        <Link key={link.to} asChild plain>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    >
      {copyrightLine(year === undefined ? undefined : new Date(year, 6, 1))}
    </PageFooter>
  );
}
