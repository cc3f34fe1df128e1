// The language of the screens (issue #23 part 1, ADR 39), once for every app, inside
// AppContextProvider. Without `load` (the staff apps TSS/DISPO, SURGERY, SMED) the screens are
// German and nothing else is ever loaded. With it (WEB) the visitor chooses: the first render is in
// the language the prerendered shell is written in (ADR 11, hydration must match: German, or the
// language the server chose by the remembered choice's cookie or Accept-Language); then the
// remembered choice, or on a first visit the browser's languages, loads its catalogue lazily if
// it differs and the screens follow, with `<html lang dir>`.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  initialLocale,
  rememberLocale,
  setLocaleInUse,
  showPage,
  syncLocaleCookie,
  type Locale,
} from './locales.ts';
import { GERMAN_UI_TEXTS, UiTextsProvider } from '@terminservice/ui/texts';
import { GERMAN, type Translator } from './translator.ts';
import { uiTexts } from './ui-texts.ts';

/** Loads the runtime and catalogue of a language other than German (WEB: src/i18n-catalogues). */
export type TranslatorLoader = (locale: Exclude<Locale, 'de'>) => Promise<Translator>;

interface I18nContextValue {
  readonly translator: Translator;
  /** The language chosen (shown by the switcher while its catalogue loads). */
  readonly chosen: Locale;
  /** null: this app is German only (no switcher). */
  readonly choose: ((locale: Locale) => void) | null;
}

/**
 * The translator of the first render: German, or the language of the prerendered shell that is
 * being hydrated (features/shell mountApp loads it first, the build's prerender renders with it).
 */
const FirstTranslatorContext = createContext<Translator>(GERMAN);
export const FirstTranslatorProvider = FirstTranslatorContext.Provider;

const I18nContext = createContext<I18nContextValue>({
  translator: GERMAN,
  chosen: DEFAULT_LOCALE,
  choose: null,
});

/**
 * The language the document shows: `<html lang dir>` follow, and a page the boot loader kept hidden
 * is shown, in a layout effect — after the screens have rendered in it and before the browser
 * paints, so that no frame shows the old texts in the new direction (no layout shift).
 */
function useDocumentLocale(): (next: { readonly locale: Locale }) => void {
  const [documentLocale, setDocumentLocale] = useState<{ readonly locale: Locale } | null>(null);
  useLayoutEffect(() => {
    if (documentLocale) applyDocumentLocale(documentLocale.locale);
  }, [documentLocale]);
  return setDocumentLocale;
}

/**
 * Once, after the first render: the remembered choice or the browser's languages is loaded if the
 * first render was in another (the boot loader then kept the page hidden).
 */
function useInitialLocale(first: Translator, start: ((locale: Locale) => void) | null): void {
  const startRef = useRef(start);
  useEffect(() => {
    if (!startRef.current) return;
    setLocaleInUse(first.locale);
    syncLocaleCookie();
    const locale = initialLocale();
    if (locale === first.locale) showPage();
    else startRef.current(locale);
  }, [first]);
}

export function I18nProvider({
  load,
  children,
}: {
  readonly load?: TranslatorLoader | undefined;
  readonly children: ReactNode;
}) {
  const [first] = useState(useContext(FirstTranslatorContext));
  const [translator, setTranslator] = useState<Translator>(first);
  const [chosen, setChosen] = useState<Locale>(first.locale);
  // The latest choice wins when catalogues arrive out of order; the language shown, for a failure.
  const latest = useRef<Locale>(first.locale);
  const shown = useRef<Locale>(first.locale);
  const setDocumentLocale = useDocumentLocale();

  const show = useCallback(
    (locale: Locale, loaded: Translator) => {
      if (latest.current !== locale) return;
      shown.current = locale;
      setChosen(locale);
      setTranslator(loaded);
      setDocumentLocale({ locale });
      setLocaleInUse(locale);
    },
    [setDocumentLocale],
  );

  // Loads a language and shows it, unless another was chosen meanwhile; `failed` if it cannot come.
  const fetchAndShow = useCallback(
    (locale: Locale, failed: () => void) => {
      if (!load) return;
      latest.current = locale;
      const next = locale === 'de' ? Promise.resolve(GERMAN) : load(locale);
      next.then((loaded) => show(locale, loaded), failed);
    },
    [load, show],
  );

  const activate = useCallback(
    (locale: Locale) => {
      setChosen(locale);
      // The catalogue did not arrive (offline): the screens stay in the language they had.
      fetchAndShow(locale, () => {
        if (latest.current !== locale) return;
        setChosen(shown.current);
        setDocumentLocale({ locale: shown.current });
      });
    },
    [fetchAndShow, setDocumentLocale],
  );

  useInitialLocale(
    first,
    // Offline: the first render's language stays (and the page, kept hidden, is shown).
    load
      ? (locale) => fetchAndShow(locale, () => setDocumentLocale({ locale: first.locale }))
      : null,
  );

  const value = useMemo<I18nContextValue>(
    () => ({
      translator,
      chosen,
      choose: load
        ? (locale) => {
            rememberLocale(locale);
            activate(locale);
          }
        : null,
    }),
    [translator, chosen, load, activate],
  );
  return (
    <I18nContext.Provider value={value}>
      <TranslatedUiTexts translator={translator}>{children}</TranslatedUiTexts>
    </I18nContext.Provider>
  );
}

/** The ui components' own texts ('Fehler:', close labels, …) follow without a prop per screen. */
function TranslatedUiTexts({
  translator,
  children,
}: {
  readonly translator: Translator;
  readonly children: ReactNode;
}) {
  const ui = useMemo(
    () => (translator.locale === 'de' ? GERMAN_UI_TEXTS : uiTexts(translator.t)),
    [translator],
  );
  return <UiTextsProvider texts={ui}>{children}</UiTextsProvider>;
}

/** The translator of the language in use (German outside a provider, as in the staff apps). */
export function useT(): Translator {
  return useContext(I18nContext).translator;
}

/** The switcher's view: the chosen language and how to choose; `choose` null in German-only apps. */
export function useLanguageChoice(): Pick<I18nContextValue, 'chosen' | 'choose'> {
  const { chosen, choose } = useContext(I18nContext);
  return { chosen, choose };
}
