// The language of the screens (issue #23 part 1, ADR 39), once for every app, inside
// AppContextProvider. Without `load` (the staff apps TSS/DISPO, SURGERY, SMED) the screens are
// German and nothing else is ever loaded. With it (WEB) the visitor chooses: the first render is
// German, as the prerendered shell is (ADR 11, hydration must match); then the remembered choice,
// or on a first visit the browser's languages, loads its catalogue lazily and the screens follow,
// with `<html lang dir>`.
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

export function I18nProvider({
  load,
  children,
}: {
  readonly load?: TranslatorLoader | undefined;
  readonly children: ReactNode;
}) {
  const [translator, setTranslator] = useState<Translator>(GERMAN);
  const [chosen, setChosen] = useState<Locale>(DEFAULT_LOCALE);
  // The latest choice wins when catalogues arrive out of order; the language shown, for a failure.
  const latest = useRef<Locale>(DEFAULT_LOCALE);
  const shown = useRef<Locale>(DEFAULT_LOCALE);
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

  const activate = useCallback(
    (locale: Locale) => {
      if (!load) return;
      latest.current = locale;
      setChosen(locale);
      const next = locale === 'de' ? Promise.resolve(GERMAN) : load(locale);
      next.then(
        (loaded) => show(locale, loaded),
        () => {
          // The catalogue did not arrive (offline): the screens stay in the language they had.
          if (latest.current !== locale) return;
          setChosen(shown.current);
          setDocumentLocale({ locale: shown.current });
        },
      );
    },
    [load, show, setDocumentLocale],
  );

  // Once, after the German first render: the remembered choice or the browser's languages.
  useEffect(() => {
    const locale = initialLocale();
    if (!load || locale === 'de') return;
    latest.current = locale;
    // Offline: German stays (and the page, kept hidden for the language, is shown).
    const offline = () => setDocumentLocale({ locale: DEFAULT_LOCALE });
    load(locale).then((loaded) => show(locale, loaded), offline);
  }, [load, show, setDocumentLocale]);

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
  // The ui components' own texts ('Fehler:', close labels, …) follow without a prop per screen.
  const ui = useMemo(
    () => (translator.locale === 'de' ? GERMAN_UI_TEXTS : uiTexts(translator.t)),
    [translator],
  );
  return (
    <I18nContext.Provider value={value}>
      <UiTextsProvider texts={ui}>{children}</UiTextsProvider>
    </I18nContext.Provider>
  );
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
