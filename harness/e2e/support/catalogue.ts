// The patient app's texts in another language, for the journeys in en/tr/ar (languages.spec.ts):
// a step names the German text it means, as the German journeys do, and gets what the chosen
// language's catalogue shows for it — so the tests follow the catalogues instead of copying them,
// and fail when a screen still shows German. The catalogues are WEB's own .po files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPo } from '@terminservice/domain/catalogue';
import { REPO_ROOT } from './product.ts';

export type OtherLocale = 'en' | 'tr' | 'ru' | 'ar' | 'uk' | 'pl';

const LOCALES_DIR = join(REPO_ROOT, 'packages/features/src/i18n-catalogues/locales');
const cache = new Map<string, Map<string, string>>();

function catalogue(locale: string): Map<string, string> {
  let entries = cache.get(locale);
  if (!entries) {
    entries = readPo(readFileSync(join(LOCALES_DIR, `${locale}.po`), 'utf8'));
    cache.set(locale, entries);
  }
  return entries;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{name}` arguments filled; an argument not given matches anything (`.+?`). */
function pattern(message: string, values: Readonly<Record<string, string>>): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      // Arabic isolates an inserted value (U+2068 … U+2069) so that it keeps its order.
      return name in values ? `\\u2068?${escape(values[name]!)}\\u2069?` : '.+?';
    })
    .join('');
}

/**
 * What `locale` shows for the German text `german` (every message whose German is that text; the
 * same German can be two messages, e.g. a title and a button), as an exact-match RegExp.
 */
export function shown(
  locale: OtherLocale,
  german: string,
  values: Readonly<Record<string, string>> = {},
): RegExp {
  const de = catalogue('de');
  const translations = catalogue(locale);
  const ids = [...de].filter(([, text]) => text === german).map(([id]) => id);
  if (ids.length === 0) throw new Error(`No message has the German text "${german}"`);
  const alternatives = [...new Set(ids.map((id) => translations.get(id) ?? ''))]
    .filter((text) => text !== '')
    .map((text) => pattern(text, values));
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** As `shown`, but matching the text anywhere (a sentence inside a longer paragraph). */
export function contained(
  locale: OtherLocale,
  german: string,
  values: Readonly<Record<string, string>> = {},
): RegExp {
  const exact = shown(locale, german, values);
  return new RegExp(exact.source.replace(/^\^\\s\*/, '').replace(/\\s\*\$$/, ''));
}
