// The domain's German texts as catalogue messages (issue #23 part 1, ADR 39): each text lives once,
// in packages/domain; this module names them with stable ids. scripts/i18n-domain-messages.ts
// writes them as descriptors for `lingui extract` (so the German catalogue is generated from the
// domain), and the lazy runtime (index.ts) finds the id of a German text the screens show, to show
// its translation instead.
//
// The ids: `domain.validation.<export>` for a validation message, `domain.error.<context>.<code>`
// for a §8 catalogue row (its first row where several say the same), `domain.notice.<name>`,
// `domain.specialty.<code>`, `domain.pickerSection.<key>`; a template's id is
// `domain.validation.<name>` whatever it says. Which texts: DOMAIN_SCOPE (domain-scope.ts).
import { ERROR_CATALOGUE, type CatalogueRow } from '@terminservice/domain/errors';
import type { Fachrichtung } from '@terminservice/domain/leistungsmerkmal';
import { DOMAIN_SCOPE } from './domain-scope.ts';

export { DOMAIN_SCOPE };

export interface DomainMessage {
  readonly id: string;
  /** The German text in ICU form: a template's arguments are `{name}`. */
  readonly message: string;
}

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
  const { validation, templates, notices, texts, labels, specialties, pickerSections } =
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
    ...Object.entries(texts).map(([name, text]): [string, string] => [`domain.text.${name}`, text]),
    ...Object.entries(labels).flatMap(([name, table]) =>
      Object.entries(table).map(([key, text]): [string, string] => [
        `domain.label.${name}.${key}`,
        text,
      ]),
    ),
    ...specialties.flatMap(specialtyTexts),
    ...Object.entries(pickerSections).map(([key, text]): [string, string] => [
      `domain.pickerSection.${key}`,
      text,
    ]),
    ...ERROR_CATALOGUE.filter((row) => DOMAIN_SCOPE.errorContexts.includes(row.context)).flatMap(
      rowTexts,
    ),
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
