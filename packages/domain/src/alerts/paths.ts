// The pages of the slot alert (issue #15, docs/alerts.md) under the apps' base path. A message's
// links carry only the random link key, never the code.
import { BASE_PATH } from '../search/route.ts';

export const ALERT_BASE_PATH = `${BASE_PATH}/terminalarm`;

export const ALERT_ROUTES = {
  /** The PIN page that confirms the address. */
  confirm: `${ALERT_BASE_PATH}/bestaetigen`,
  /** The page a message's link opens: the alert's filters; the code opens the results. */
  link: `${ALERT_BASE_PATH}/:link`,
  /** The one-button unsubscribe page; RFC 8058 one-click POSTs go to the same address. */
  unsubscribe: `${ALERT_BASE_PATH}/abmelden/:link`,
} as const;

/** The address a message links to, e.g. /terminservice/terminalarm/AbC…. */
export function alertLinkPath(link: string): string {
  return `${ALERT_BASE_PATH}/${encodeURIComponent(link)}`;
}

/** The unsubscribe address of a message. */
export function alertUnsubscribePath(link: string): string {
  return `${ALERT_BASE_PATH}/abmelden/${encodeURIComponent(link)}`;
}
