// The domain's German texts as catalogue messages (issue #23 part 1, ADR 39): each text lives once,
// in packages/domain; this module names them with stable ids. scripts/i18n-domain-messages.ts
// writes them as descriptors for `lingui extract` (so the German catalogue is generated from the
// domain), and the lazy runtime (index.ts) finds the id of a German text the screens show, to show
// its translation instead.
//
// The ids: `domain.validation.<export>` for a validation message, `domain.error.<context>.<code>`
// for a §8 catalogue row (its first row where several say the same), `domain.notice.<name>`,
// `domain.specialty.<code>`, `domain.pickerSection.<key>`; a template's id is
// `domain.validation.<name>` whatever it says. What is translated grows per screen: DOMAIN_SCOPE
// names the domain texts and the §8 contexts converted so far.
import {
  COMMUNICATION_ERROR_TITLE,
  ERROR_CATALOGUE,
  SESSION_EXPIRED,
  productUnavailableNotice,
  tooManyAttemptsIn,
  tooManyAttemptsMessage,
  type CatalogueRow,
  type ErrorContext,
} from '@terminservice/domain/errors';
import {
  FACHRICHTUNGEN_OHNE_UEBERWEISUNG,
  PICKER_GROUP_LABELS,
  type Fachrichtung,
} from '@terminservice/domain/leistungsmerkmal';
import {
  CODE_CHARACTERS_MESSAGE,
  CODE_INVALID_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  DIGITS_MESSAGE,
  DOUBLE_DOTS_MESSAGE,
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_NO_MATCH_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  HEX_LIKE_MESSAGE,
  IDENTITY_CHANNEL_MESSAGE,
  INSURANCE_CHECK_MESSAGE,
  INVALID_INPUT_MESSAGE,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  QUALIFICATION_REQUIRED_MESSAGE,
  SPECIALTY_REQUIRED_MESSAGE,
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
    // The no-code form and the picker (login.noCode, login.picker).
    SPECIALTY_REQUIRED_MESSAGE,
    QUALIFICATION_REQUIRED_MESSAGE,
    INSURANCE_CHECK_MESSAGE,
    IDENTITY_CHANNEL_MESSAGE,
    PHONE_REQUIRED_MESSAGE,
    PHONE_CHARACTERS_MESSAGE,
    EMAIL_REQUIRED_MESSAGE,
    EMAIL_INVALID_MESSAGE,
    EMAIL_NO_MATCH_MESSAGE,
    EMAIL_CHARACTERS_MESSAGE,
    HEX_LIKE_MESSAGE,
    DOUBLE_DOTS_MESSAGE,
  },
  /** Texts made by a function: called with the ICU argument, e.g. 'Minimale Zeichenanzahl: {length}'. */
  templates: {
    minLengthMessage: { render: minLengthMessage, argument: 'length' },
    maxLengthMessage: { render: maxLengthMessage, argument: 'length' },
    // The 429 refusal (tooManyAttemptsMessage): a wait of 2 or more units.
    tooManyAttemptsSeconds: {
      render: (n: number) => tooManyAttemptsIn('seconds', n),
      argument: 'count',
    },
    tooManyAttemptsMinutes: {
      render: (n: number) => tooManyAttemptsIn('minutes', n),
      argument: 'count',
    },
    tooManyAttemptsHours: {
      render: (n: number) => tooManyAttemptsIn('hours', n),
      argument: 'count',
    },
    // The shell's banner when `version` failed: 'Im Moment ist der {product} nicht verfügbar'.
    productUnavailable: {
      render: (product: unknown) => productUnavailableNotice(String(product)).message,
      argument: 'product',
    },
  },
  notices: {
    SESSION_EXPIRED,
    COMMUNICATION_ERROR_TITLE,
    // The 429 refusal without a wait, and with a wait of one unit.
    TOO_MANY_ATTEMPTS_LATER: tooManyAttemptsMessage(null),
    TOO_MANY_ATTEMPTS_SECOND: tooManyAttemptsIn('seconds', 1),
    TOO_MANY_ATTEMPTS_MINUTE: tooManyAttemptsIn('minutes', 1),
    TOO_MANY_ATTEMPTS_HOUR: tooManyAttemptsIn('hours', 1),
  },
  /** §2 the no-code form's specialties by code (and a handset's short name): `domain.specialty.*`. */
  specialties: FACHRICHTUNGEN_OHNE_UEBERWEISUNG,
  /** §2 the qualification picker's section headings: `domain.pickerSection.*`. */
  pickerSections: PICKER_GROUP_LABELS,
  /** §8 contexts of the login and management pages. */
  errorContexts: [
    'any',
    'codeFetch',
    'login',
    'management',
    'managementReservationCheck',
    'availability',
    // The no-code form's PIN request (WP061, WP063 by e-mail; the rest is the server's text).
    'identityEmailPin',
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

function specialtyTexts({ code, name, shortName }: Fachrichtung): [string, string][] {
  const texts: [string, string][] = [[`domain.specialty.${code}`, name]];
  if (shortName !== undefined) texts.push([`domain.specialty.${code}.short`, shortName]);
  return texts;
}

/** Every domain text in scope, once per German text (the first id wins), in a stable order. */
export function domainMessages(): DomainMessage[] {
  const { validation, templates, notices, specialties, pickerSections, errorContexts } =
    DOMAIN_SCOPE;
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
    ...specialties.flatMap(specialtyTexts),
    ...Object.entries(pickerSections).map(([key, text]): [string, string] => [
      `domain.pickerSection.${key}`,
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
