// i18n: the screens' language (issue #23 part 1, ADR 39) — the provider, the translator of the
// language in use, the switcher, the list of languages. Not a screen: the other features use it.
export {
  FirstTranslatorProvider,
  I18nProvider,
  useLanguageChoice,
  useT,
  type TranslatorLoader,
} from './I18nProvider.tsx';
export { LanguageSwitcher, SWITCHER_MESSAGES } from './LanguageSwitcher.tsx';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  applyDocumentLocale,
  directionOf,
  initialLocale,
  isLocale,
  localeInUse,
  pickLocale,
  rememberLocale,
  syncLocaleCookie,
  type Locale,
} from './locales.ts';
export {
  GERMAN,
  fillArguments,
  germanTexts,
  type MessageValues,
  type Msg,
  type Translator,
} from './translator.ts';
export { dateText, numberText, timeText, weekdayText } from './formats.ts';
