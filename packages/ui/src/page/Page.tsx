// Page layout: skip link, header, main, footer (§2 "App shell"). The ui package knows no router:
// links come in as slots, already rendered by the app.
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export interface PageProps {
  readonly header?: ReactNode;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  /** 'text' (default): a comfortable reading width; 'wide': search results with filters. */
  readonly width?: 'text' | 'wide';
  readonly skipLinkLabel?: string;
}

/**
 * The frame of every screen: a skip link to the main content (first in the tab order), the
 * header, `<main>` and the footer. The skip link moves focus without touching the URL hash (the
 * search page uses `#isMap`).
 */
export function Page({ header, footer, children, width = 'text', skipLinkLabel }: PageProps) {
  const texts = useUiTexts();
  const main = useRef<HTMLElement>(null);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView?.();
  };
  return (
    <div className="ui-page">
      <a className="ui-skip-link" href="#main" onClick={skip}>
        {skipLinkLabel ?? texts.skipLink}
      </a>
      {header}
      <main ref={main} id="main" tabIndex={-1} className="ui-page__main">
        <div className="ui-container">
          <div
            className={classNames('ui-page__content', width === 'text' && 'ui-page__content--text')}
          >
            {children}
          </div>
        </div>
      </main>
      {footer}
    </div>
  );
}

export interface PageHeaderProps {
  /** The logo or service name; a link in most apps, plain in DISPO and SMED (§2). */
  readonly brand: ReactNode;
  /** The restart link, e.g. `<Link asChild><RouterLink to="/">Neu starten</RouterLink></Link>`. */
  readonly restart?: ReactNode;
  /** Further links or buttons on the right: logout, the menu. */
  readonly actions?: ReactNode;
  /** Names the navigation that holds restart and actions. */
  readonly navLabel?: string;
}

/** The header band: brand on the left; restart link and actions on the right, wrapping on phones. */
export function PageHeader({ brand, restart, actions, navLabel }: PageHeaderProps) {
  const texts = useUiTexts();
  return (
    <header className="ui-page-header">
      <div className="ui-container ui-page-header__inner">
        <div className="ui-page-header__brand">{brand}</div>
        {restart || actions ? (
          <nav className="ui-page-header__nav" aria-label={navLabel ?? texts.headerNav}>
            {restart ? <div className="ui-page-header__restart">{restart}</div> : null}
            {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
          </nav>
        ) : null}
      </div>
    </header>
  );
}

export interface FooterProps {
  /** The legal links (Datenschutz, Impressum, Barrierefreiheit), each a rendered link. */
  readonly links: readonly ReactNode[];
  /** The copyright line, e.g. '© 2026 Kassenärztliche Bundesvereinigung'. */
  readonly children?: ReactNode;
  readonly navLabel?: string;
}

export function Footer({ links, children, navLabel }: FooterProps) {
  const texts = useUiTexts();
  return (
    <footer className="ui-footer">
      <div className="ui-container">
        <nav aria-label={navLabel ?? texts.footerNav}>
          <ul className="ui-footer__links">
            {links.map((link, index) => (
              <li key={index}>{link}</li>
            ))}
          </ul>
        </nav>
        {children ? <p className="ui-footer__copyright">{children}</p> : null}
      </div>
    </footer>
  );
}
