// The domain's German texts as catalogue messages (issue #23 part 1, ADR 39): each text lives once,
// in packages/domain; this module names them with stable ids. scripts/i18n-domain-messages.ts
// writes them as descriptors for `lingui extract` (so the German catalogue is generated from the
// domain), and the lazy runtime (index.ts) finds the id of a German text the screens show, to show
// its translation instead.
//
// The ids: `domain.validation.<export>` for a validation message, `domain.error.<context>.<code>`
// for a §8 catalogue row (its first row where several say the same). What is translated grows
// per screen: DOMAIN_SCOPE names the validation messages and the §8 contexts converted so far.
import {
  ALERT_CHANNEL_MESSAGE,
  ALERT_DAYTIME_MESSAGE,
  ALERT_LINK_MESSAGE,
  ALERT_RADIUS_MESSAGE,
} from '@terminservice/domain/alerts';
import {
  ERROR_CATALOGUE,
  NO_FURTHER_BOOKING_WITH_CODE,
  SESSION_EXPIRED,
  type CatalogueRow,
  type ErrorContext,
} from '@terminservice/domain/errors';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import {
  REMINDER_REFUSALS,
  releaseConsequence,
  releasedCodeNotice,
} from '@terminservice/domain/reminders';
import {
  CODE_CHARACTERS_MESSAGE,
  CODE_INVALID_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  DIGITS_MESSAGE,
  DOUBLE_DOTS_MESSAGE,
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  HEX_LIKE_MESSAGE,
  IDENTITY_PIN_CHARACTERS_MESSAGE,
  IDENTITY_PIN_REQUIRED_MESSAGE,
  INVALID_INPUT_MESSAGE,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  QUALIFICATION_REQUIRED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
} from '@terminservice/domain/validation';

export interface DomainMessage {
  readonly id: string;
  /** The German text in ICU form: a template's arguments are `{name}`. */
  readonly message: string;
}

/** The texts converted so far (issue #23 part 1: the start page's code login and its errors). */
export const DOMAIN_SCOPE = {
  validation: {
    CODE_REQUIRED_MESSAGE,
    CODE_CHARACTERS_MESSAGE,
    CODE_INVALID_MESSAGE,
    POSTCODE_REQUIRED_MESSAGE,
    POSTCODE_INVALID_MESSAGE,
    DIGITS_MESSAGE,
    INVALID_INPUT_MESSAGE,
    // The slot alert's dialog, link and PIN page (alerts/, issue #23 part 1).
    EMAIL_REQUIRED_MESSAGE,
    EMAIL_CHARACTERS_MESSAGE,
    HEX_LIKE_MESSAGE,
    DOUBLE_DOTS_MESSAGE,
    EMAIL_INVALID_MESSAGE,
    PHONE_REQUIRED_MESSAGE,
    PHONE_CHARACTERS_MESSAGE,
    IDENTITY_PIN_REQUIRED_MESSAGE,
    IDENTITY_PIN_CHARACTERS_MESSAGE,
    QUALIFICATION_REQUIRED_MESSAGE,
    ALERT_CHANNEL_MESSAGE,
    ALERT_RADIUS_MESSAGE,
    ALERT_DAYTIME_MESSAGE,
    ALERT_LINK_MESSAGE,
  },
  /** Texts made by a function: called with the ICU argument, e.g. 'Minimale Zeichenanzahl: {length}'. */
  templates: {
    minLengthMessage: { render: minLengthMessage, argument: 'length' },
    maxLengthMessage: { render: maxLengthMessage, argument: 'length' },
  },
  notices: {
    SESSION_EXPIRED,
    // The reminder pages (reminders/, issue #23 part 1): the link's refusals, what a release means.
    REMINDER_UNKNOWN: REMINDER_REFUSALS.unknown.text,
    REMINDER_USED_KOMME: REMINDER_REFUSALS.usedKomme.text,
    REMINDER_USED_FREIGEBEN: REMINDER_REFUSALS.usedFreigeben.text,
    REMINDER_EXPIRED: REMINDER_REFUSALS.expired.text,
    REMINDER_CANCELLED: REMINDER_REFUSALS.cancelled.text,
    // Release n+1 of the code's allowed cancellations: REMINDER_RELEASE_1, REMINDER_RELEASE_2.
    ...Object.fromEntries(
      Array.from({ length: MAX_CANCELLATIONS_PER_CODE }, (_, n) => [
        `REMINDER_RELEASE_${n + 1}`,
        releaseConsequence(n),
      ]),
    ),
    REMINDER_RELEASED_CODE_BOOKS: releasedCodeNotice(false),
    NO_FURTHER_BOOKING_WITH_CODE,
  },
  /** §8 contexts of the login and management pages. */
  errorContexts: [
    'any',
    'codeFetch',
    'login',
    'management',
    'managementReservationCheck',
    'availability',
    // The reschedule modal's refusals (reschedule/) and the alert's PIN (alerts/).
    'reschedule',
    'identityPin',
  ] as readonly (ErrorContext | 'any')[],
} as const;

function rowTexts(row: CatalogueRow): [string, string][] {
  const base = `domain.error.${row.context}.${row.code}${row.when ? `.${row.when}` : ''}`;
  const texts: [string, string][] = [];
  if (typeof row.message === 'string') texts.push([base, row.message]);
  if (typeof row.title === 'string') texts.push([`${base}.title`, row.title]);
  if (row.suffix !== undefined) texts.push([`${base}.suffix`, row.suffix]);
  return texts;
}

/** Every domain text in scope, once per German text (the first id wins), in a stable order. */
export function domainMessages(): DomainMessage[] {
  const { validation, templates, notices, errorContexts } = DOMAIN_SCOPE;
  const entries: [string, string][] = [
    ...Object.entries(templates).map(([name, { render, argument }]): [string, string] => [
      `domain.validation.${name}`,
      // The function's own text around the ICU argument: the template stays in the domain.
      render(`{${argument}}` as unknown as number),
    ]),
    ...Object.entries(validation).map(([name, text]): [string, string] => [
      `domain.validation.${name}`,
      text,
    ]),
    ...Object.entries(notices).map(([name, text]): [string, string] => [
      `domain.notice.${name}`,
      text,
    ]),
    ...ERROR_CATALOGUE.filter((row) => errorContexts.includes(row.context)).flatMap(rowTexts),
  ];
  const seen = new Set<string>();
  const matcher = templateMatcher(entries.slice(0, Object.keys(templates).length));
  return entries.flatMap(([id, message], index) => {
    // A fixed text a template already makes ('Minimale Zeichenanzahl: 5') needs no entry.
    const coveredByTemplate = index >= Object.keys(templates).length && matcher(message) !== null;
    if (seen.has(message) || coveredByTemplate) return [];
    seen.add(message);
    return [{ id, message }];
  });
}

export interface DomainMatch {
  readonly id: string;
  readonly values: Readonly<Record<string, string>>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for texts made by templates: 'Minimale Zeichenanzahl: 12' → its id and {length: 12}. */
function templateMatcher(templates: readonly [string, string][]) {
  const compiled = templates.map(([id, message]) => {
    const names: string[] = [];
    const source = message
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id, names, pattern: new RegExp(`^${source}$`) };
  });
  return (text: string): DomainMatch | null => {
    for (const { id, names, pattern } of compiled) {
      const found = pattern.exec(text);
      if (found) {
        return { id, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
      }
    }
    return null;
  };
}

/** The id (and arguments) of a German domain text the screens show, or null. */
export function domainLookup(): (german: string) => DomainMatch | null {
  const messages = domainMessages();
  const byText = new Map(messages.map((m) => [m.message, m.id]));
  const templates = messages
    .filter((m) => /\{\w+\}/.test(m.message))
    .map((m): [string, string] => [m.id, m.message]);
  const matchTemplate = templateMatcher(templates);
  return (german) => {
    const id = byText.get(german);
    return id === undefined ? matchTemplate(german) : { id, values: {} };
  };
}
