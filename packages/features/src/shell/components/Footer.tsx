// §2 "Footer": privacy policy, imprint, accessibility statement; copyright with the current year
// and the federal association of statutory physicians. Laid out by the ui Footer. The contact form
// (§1, §2 "Contact page") has no other way in, so the footer, where people look for it, links it;
// WEB adds Leichte Sprache (issue #23 part 2).
import { EASY_LANGUAGE_PATH, ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { Footer as PageFooter } from '@terminservice/ui/page';
import { useIsShown } from '../../app-context/index.ts';
import { useT, type Msg } from '../../i18n/index.ts';
import { usePrerenderedShell } from '../prerendered.tsx';
import { copyrightLine } from '../utils/copyright.ts';
import { RouterLink } from '../../common/index.ts';

/** The legal pages' link texts, also those of the cookie notice. */
export const FOOTER_LINK_MESSAGES = {
  privacy: /*i18n*/ { id: 'shell.footer.privacy', message: 'Datenschutz' },
  imprint: /*i18n*/ { id: 'shell.footer.imprint', message: 'Impressum' },
  accessibility: /*i18n*/ { id: 'shell.footer.accessibility', message: 'Barrierefreiheit' },
  contact: /*i18n*/ { id: 'shell.footer.contact', message: 'Kontakt' },
} as const satisfies Record<string, Msg>;

const FOOTER_LINK_ROUTES = [
  { to: ROUTES.privacy, msg: FOOTER_LINK_MESSAGES.privacy },
  { to: ROUTES.imprint, msg: FOOTER_LINK_MESSAGES.imprint },
  { to: ROUTES.accessibility, msg: FOOTER_LINK_MESSAGES.accessibility },
  { to: ROUTES.contact, msg: FOOTER_LINK_MESSAGES.contact },
] as const;

/** Issue #23 part 2: the pages in Leichte Sprache (WEB), in the footer as on 116117.de. */
const EASY_LANGUAGE_LINK_MESSAGE = {
  to: EASY_LANGUAGE_PATH,
  msg: /*i18n*/ { id: 'shell.footer.easyLanguage', message: 'Leichte Sprache' },
};

/** The footer's links are the legal pages and the contact form, so a broader name than the ui's. */
const FOOTER_NAV_MESSAGE: Msg = /*i18n*/ {
  id: 'shell.footer.nav',
  message: 'Rechtliches und Kontakt',
};

const withLabel = ({ to, msg }: { to: string; msg: Msg }) => ({ to, label: msg.message });
export const FOOTER_LINKS = FOOTER_LINK_ROUTES.map(withLabel);
export const FOOTER_EASY_LANGUAGE_LINK = withLabel(EASY_LANGUAGE_LINK_MESSAGE);
export const FOOTER_NAV_LABEL = FOOTER_NAV_MESSAGE.message;

export function Footer() {
  // While hydrating: the year the build wrote (ADR 11); then the current one.
  const year = usePrerenderedShell()?.year;
  const isShown = useIsShown();
  const { t } = useT();
  const links = isShown('easyLanguage')
    ? [...FOOTER_LINK_ROUTES, EASY_LANGUAGE_LINK_MESSAGE]
    : FOOTER_LINK_ROUTES;
  return (
    <PageFooter
      navLabel={t(FOOTER_NAV_MESSAGE)}
      links={links.map((link) => (
        <Link key={link.to} asChild plain>
          <RouterLink to={link.to}>{t(link.msg)}</RouterLink>
        </Link>
      ))}
    >
      {/* bdi: the German line keeps its order on an Arabic page (issue #23 part 1). */}
      <bdi>{copyrightLine(year === undefined ? undefined : new Date(year, 6, 1))}</bdi>
    </PageFooter>
  );
}
