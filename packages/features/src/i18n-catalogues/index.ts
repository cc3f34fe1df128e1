// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the .po type must reach every app that type-checks this file (apps/web), not only this package
/// <reference path="./po-modules.d.ts" />
// The runtime of every language but German (issue #23 part 1, ADR 39), loaded lazily by WEB when a
// visitor chooses one: Lingui's core, the locale's compiled catalogue (its own chunk, compiled
// from the .po file by @lingui/vite-plugin) and the lookup of the domain's German texts. German
// never loads this module: it is the source locale (src/i18n/translator.ts).
import { setupI18n, type Messages } from '@lingui/core';
import { intlTag } from '@terminservice/domain/locale';
import { directionOf, type Locale, type MessageValues, type Translator } from '../i18n/index.ts';
import { domainLookup } from './domain-messages.ts';
import { SERVER_CODE_MESSAGES, SERVER_CODE_OTHER, SERVER_NO_CODE } from './server-codes.ts';

export type TranslatedLocale = Exclude<Locale, 'de'>;

/** One dynamic import per locale: only the catalogue in use is downloaded. */
const CATALOGUES: Readonly<Record<TranslatedLocale, () => Promise<{ messages: Messages }>>> = {
  en: () => import('./locales/en.po'),
  tr: () => import('./locales/tr.po'),
  ru: () => import('./locales/ru.po'),
  ar: () => import('./locales/ar.po'),
  uk: () => import('./locales/uk.po'),
  pl: () => import('./locales/pl.po'),
};

/**
 * In a right-to-left language each text argument is isolated (U+2068 … U+2069), so that a number
 * such as '116 117' or a code keeps its own order inside the Arabic sentence. A number argument
 * stays a number (a run of digits keeps its order anyway), so that a plural can choose its form.
 */
function isolated(values?: MessageValues): MessageValues | undefined {
  if (values === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : `\u2068${value}\u2069`,
    ]),
  );
}

export async function createTranslator(locale: TranslatedLocale): Promise<Translator> {
  const { messages } = await CATALOGUES[locale]();
  // Numbers in a message ('#' of a plural) as the dates and numbers of the screens: Latin digits
  // in Arabic too (intlTag).
  const i18n = setupI18n({ locale, locales: [intlTag(locale)], messages: { [locale]: messages } });
  const lookup = domainLookup();
  const fill = directionOf(locale) === 'rtl' ? isolated : (values?: MessageValues) => values;
  return {
    locale,
    t: (msg, values) => i18n._(msg.id, fill(values)),
    domain: (german) => {
      const found = lookup(german);
      return found === null ? german : i18n._(found.id, fill(found.values));
    },
    serverError: (code) => {
      if (code === null) return i18n._(SERVER_NO_CODE.id);
      const known = SERVER_CODE_MESSAGES[code];
      return known ? i18n._(known.id) : i18n._(SERVER_CODE_OTHER.id, fill({ code }));
    },
  };
}

export { DOMAIN_SCOPE, domainLookup, domainMessages } from './domain-messages.ts';
