// §2 "Cookie notice 'Cookie Hinweis'": a collapse toggle, Essentiell (always on, disabled) and
// Statistik, 'Auswahl bestätigen' and 'Alle auswählen', links to Impressum and Datenschutz; shown
// until the user confirms (§4; defaults §9: essential on, statistics off).
import { DEFAULT_COOKIE_SETTINGS } from '@terminservice/domain/limits';
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Checkbox } from '@terminservice/ui/checkbox';
import { Link } from '@terminservice/ui/link';
import { useId } from 'react';
import { usePrerenderedShell } from '../prerendered.tsx';
import { useShell } from '../ShellProvider.tsx';
import { RouterLink } from '../../common/index.ts';
import { germanTexts, useT } from '../../i18n/index.ts';
import { COOKIE_MESSAGES } from '../texts.ts';
import { FOOTER_LINK_MESSAGES } from './Footer.tsx';

export const COOKIE_TEXTS = germanTexts(COOKIE_MESSAGES);

export function CookieNotice() {
  const storedVisible = useShell((state) => state.cookieNoticeVisible);
  const collapsed = useShell((state) => state.cookieNoticeCollapsed);
  const storedStatistics = useShell((state) => state.cookieSettings.statistics);
  // While hydrating: what the server sent (by the consent cookie), with the §9 defaults (ADR 11).
  const prerendered = usePrerenderedShell();
  const visible = prerendered ? prerendered.cookieNotice : storedVisible;
  const statistics = prerendered ? DEFAULT_COOKIE_SETTINGS.statistics : storedStatistics;
  const setStatistics = useShell((state) => state.setStatistics);
  const toggle = useShell((state) => state.toggleCookieNotice);
  const confirm = useShell((state) => state.confirmCookies);
  const acceptAll = useShell((state) => state.acceptAllCookies);
  const id = useId();
  const { t } = useT();
  if (!visible) return null;

  return (
    <section className="ts-cookie" aria-labelledby={`${id}-title`}>
      <div className="ui-container ui-container--wide ts-cookie__inner">
        <div className="ts-cookie__head">
          <h2 id={`${id}-title`} className="kern-heading-small">
            {t(COOKIE_MESSAGES.title)}
          </h2>
          <Button
            variant="link"
            aria-expanded={!collapsed}
            aria-controls={`${id}-body`}
            onClick={toggle}
          >
            <span className="kern-sr-only">{t(COOKIE_MESSAGES.title)}</span>{' '}
            {collapsed ? t(COOKIE_MESSAGES.expand) : t(COOKIE_MESSAGES.collapse)}
          </Button>
        </div>
        <div id={`${id}-body`} className="ts-cookie__body" hidden={collapsed}>
          <p className="kern-body">{t(COOKIE_MESSAGES.intro)}</p>
          <fieldset className="kern-fieldset">
            <legend className="kern-label">{t(COOKIE_MESSAGES.legend)}</legend>
            <div className="kern-fieldset__body kern-fieldset__body--horizontal">
              <Checkbox label={t(COOKIE_MESSAGES.essential)} checked disabled readOnly />
              <Checkbox
                label={t(COOKIE_MESSAGES.statistics)}
                checked={statistics}
                onChange={(event) => setStatistics(event.target.checked)}
              />
            </div>
          </fieldset>
          <div className="ts-cookie__actions">
            <Button variant="secondary" onClick={confirm}>
              {t(COOKIE_MESSAGES.confirm)}
            </Button>
            <Button onClick={acceptAll}>{t(COOKIE_MESSAGES.acceptAll)}</Button>
          </div>
          <ul className="ts-cookie__links">
            <li>
              <Link asChild plain>
                <RouterLink to={ROUTES.imprint}>{t(FOOTER_LINK_MESSAGES.imprint)}</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild plain>
                <RouterLink to={ROUTES.privacy}>{t(FOOTER_LINK_MESSAGES.privacy)}</RouterLink>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
