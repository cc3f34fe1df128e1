// §2 "Footer": privacy policy, imprint, accessibility statement; copyright with the current year
// and the federal association of statutory physicians. Laid out by the ui Footer.
import { ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { Footer as PageFooter } from '@terminservice/ui/page';
import { Link as RouterLink } from 'react-router';
import { copyrightLine } from '../utils/copyright.ts';

export const FOOTER_LINKS = [
  { to: ROUTES.privacy, label: 'Datenschutz' },
  { to: ROUTES.imprint, label: 'Impressum' },
  { to: ROUTES.accessibility, label: 'Barrierefreiheit' },
] as const;

export function Footer() {
  return (
    <PageFooter
      links={FOOTER_LINKS.map((link) => (
        <Link key={link.to} asChild plain>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    >
      {copyrightLine()}
    </PageFooter>
  );
}
