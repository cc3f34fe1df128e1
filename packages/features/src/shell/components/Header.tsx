// §2 "App shell" header: the restart link (label per page), the menu per application type (§6)
// Leichte Sprache (WEB, issue #23 part 2) and logout. Phone: a dropdown behind 'Menü'; desktop: one row. Laid out by the ui PageHeader.
import { EASY_LANGUAGE_PATH, ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { PageHeader } from '@terminservice/ui/page';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, useIsShown } from '../../app-context/index.ts';
import { useShell } from '../ShellProvider.tsx';
import { germanTexts, LanguageSwitcher, useT, type Msg } from '../../i18n/index.ts';
import { restartMessageFor } from '../utils/restart-label.ts';
import { RouterLink } from '../../common/index.ts';

export const MENU_MESSAGES = {
  nav: /*i18n*/ { id: 'shell.menu.nav', message: 'Hauptmenü' },
  manage: /*i18n*/ { id: 'shell.menu.manage', message: 'Buchung verwalten' },
  help: /*i18n*/ { id: 'shell.menu.help', message: 'Hilfe' },
  /** Issue #23 part 2, as 116117.de names it. */
  easyLanguage: /*i18n*/ { id: 'shell.menu.easyLanguage', message: 'Leichte Sprache' },
  logout: /*i18n*/ { id: 'shell.menu.logout', message: 'Abmelden' },
  toggle: /*i18n*/ { id: 'shell.menu.toggle', message: 'Menü' },
} as const satisfies Record<string, Msg>;

export const MENU_LABELS = germanTexts(MENU_MESSAGES);

const MENU_ID = 'ts-hauptmenue';

function Brand() {
  return (
    <>
      {/* dir: the number keeps its order in Arabic (issue #23 part 1). */}
      <span className="ts-brand__mark" aria-hidden="true" dir="ltr">
        116 117
      </span>
      <span className="ts-brand__name">Terminservice</span>
    </>
  );
}

function MenuLink({ to, icon, children }: { to: string; icon?: string; children: string }) {
  return (
    <li>
      <Link asChild plain>
        <RouterLink to={to} className={icon ? 'ts-menu__icon-link' : undefined}>
          {icon && <span className={`kern-icon kern-icon--${icon}`} aria-hidden="true" />}
          {children}
        </RouterLink>
      </Link>
    </li>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isShown = useIsShown();
  const menuOpen = useShell((state) => state.menuOpen);
  const toggleMenu = useShell((state) => state.toggleMenu);
  const { t } = useT();

  // §2: "logout link (clears session data)".
  const logout = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    clearSession();
    void navigate(ROUTES.base);
  };

  const brand = isShown('nonClickableLogo') ? (
    <span className="ts-brand">
      <Brand />
    </span>
  ) : (
    <RouterLink className="ts-brand" to={ROUTES.base}>
      <Brand />
    </RouterLink>
  );

  return (
    <PageHeader
      brand={brand}
      navLabel={t(MENU_MESSAGES.nav)}
      actions={
        <>
          {/* WEB only (issue #23 part 1): the staff apps stay German and show none. */}
          <LanguageSwitcher />
          <button
            type="button"
            className="kern-btn kern-btn--secondary ts-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={toggleMenu}
          >
            {menuOpen ? (
              <span className="kern-icon kern-icon--close" aria-hidden="true" />
            ) : (
              <span className="ts-menu-toggle__icon" aria-hidden="true" />
            )}
            <span className="kern-label">{t(MENU_MESSAGES.toggle)}</span>
          </button>
          <ul id={MENU_ID} className={menuOpen ? 'ts-menu ts-menu--open' : 'ts-menu'}>
            <MenuLink to={ROUTES.base}>{t(restartMessageFor(pathname))}</MenuLink>
            {isShown('menuBuchungVerwalten') && (
              <MenuLink to={ROUTES.booking}>{t(MENU_MESSAGES.manage)}</MenuLink>
            )}
            {isShown('menuHilfe') && <MenuLink to={ROUTES.faq}>{t(MENU_MESSAGES.help)}</MenuLink>}
            {isShown('easyLanguage') && (
              <MenuLink to={EASY_LANGUAGE_PATH} icon="easy-language">
                {t(MENU_MESSAGES.easyLanguage)}
              </MenuLink>
            )}
            <li>
              <Link plain href={ROUTES.base} onClick={logout}>
                {t(MENU_MESSAGES.logout)}
              </Link>
            </li>
          </ul>
        </>
      }
    />
  );
}
