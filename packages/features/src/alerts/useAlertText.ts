// The slot alert's refusals in the language in use (issue #23 part 1): our fallback, a domain text
// (a §5 field message, a §8 PIN text), the server's own TA0xx refusals by code, any other server
// text by its code (server.code.*). German shows every text as it is.
import { ALERT_MAX_PER_RECEIVER } from '@terminservice/domain/alerts';
import { useT } from '../i18n/index.ts';
import type { AlertError } from './errors.ts';
import { ALERT_SERVER_FIELD_MESSAGES, ALERT_SERVER_MESSAGES } from './server-texts.ts';
import { ALERT_MESSAGES, ALERT_TEXTS } from './texts.ts';

export type AlertTextOf = (text: string, failure?: AlertError | null, field?: boolean) => string;

export function useAlertText(): AlertTextOf {
  const { locale, t, domain, serverError } = useT();
  return (text, failure, field = false) => {
    if (locale === 'de') return text;
    if (text === ALERT_TEXTS.failed) return t(ALERT_MESSAGES.failed);
    const fromDomain = domain(text);
    if (fromDomain !== text) return fromDomain;
    const code = failure?.codes[text] ?? null;
    if (code === null) return serverError(null, text);
    const own =
      (field ? ALERT_SERVER_FIELD_MESSAGES[code] : undefined) ?? ALERT_SERVER_MESSAGES[code];
    return own ? t(own, { max: ALERT_MAX_PER_RECEIVER }) : serverError(code, text);
  };
}

/** The messages of a refusal above a form, in the language in use. */
export function useAlertMessages(): (failure: AlertError) => string {
  const textOf = useAlertText();
  return (failure) => failure.messages.map((text) => textOf(text, failure)).join(' ');
}
