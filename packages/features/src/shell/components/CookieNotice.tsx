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

export const COOKIE_TEXTS = {
  title: 'Cookie Hinweis',
  intro:
    'Diese Anwendung speichert nur, was für die Terminsuche und -buchung nötig ist (essentiell). Statistische Auswertungen finden nur mit Ihrer Zustimmung statt. Sie können Ihre Auswahl jederzeit in der Datenschutzerklärung zurücksetzen.',
  legend: 'Ihre Auswahl',
  essential: 'Essentiell',
  statistics: 'Statistik',
  confirm: 'Auswahl bestätigen',
  acceptAll: 'Alle auswählen',
  collapse: 'einklappen',
  expand: 'ausklappen',
} as const;

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
  if (!visible) return null;

  return (
    <section className="ts-cookie" aria-labelledby={`${id}-title`}>
      <div className="ui-container ui-container--wide ts-cookie__inner">
        <div className="ts-cookie__head">
          <h2 id={`${id}-title`} className="kern-heading-small">
            {COOKIE_TEXTS.title}
          </h2>
          <Button
            variant="link"
            aria-expanded={!collapsed}
            aria-controls={`${id}-body`}
            onClick={toggle}
          >
            <span className="kern-sr-only">{COOKIE_TEXTS.title}</span>{' '}
            {collapsed ? COOKIE_TEXTS.expand : COOKIE_TEXTS.collapse}
          </Button>
        </div>
        <div id={`${id}-body`} className="ts-cookie__body" hidden={collapsed}>
          <p className="kern-body">{COOKIE_TEXTS.intro}</p>
          <fieldset className="kern-fieldset">
            <legend className="kern-label">{COOKIE_TEXTS.legend}</legend>
            <div className="kern-fieldset__body kern-fieldset__body--horizontal">
              <Checkbox label={COOKIE_TEXTS.essential} checked disabled readOnly />
              <Checkbox
                label={COOKIE_TEXTS.statistics}
                checked={statistics}
                onChange={(event) => setStatistics(event.target.checked)}
              />
            </div>
          </fieldset>
          <div className="ts-cookie__actions">
            <Button variant="secondary" onClick={confirm}>
              {COOKIE_TEXTS.confirm}
            </Button>
            <Button onClick={acceptAll}>{COOKIE_TEXTS.acceptAll}</Button>
          </div>
          <ul className="ts-cookie__links">
            <li>
              <Link asChild plain>
                <RouterLink to={ROUTES.imprint}>Impressum</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild plain>
                <RouterLink to={ROUTES.privacy}>Datenschutz</RouterLink>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
