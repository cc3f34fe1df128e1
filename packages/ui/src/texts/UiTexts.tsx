// The ui components' own texts (issue #23 part 1): German by default, as the spec has them; an app
// that speaks other languages (WEB) puts a UiTextsProvider with the translations above its screens,
// so every component follows without a prop per screen. A prop on a component still wins. The ui
// package knows no translator: the app passes plain strings.
import { createContext, useContext, type ReactNode } from 'react';

export interface UiTexts {
  /** Before a field's error, for screen readers (the red colour and icon show it). */
  readonly fieldError: string;
  /** Before an alert's title, for screen readers: what kind of message it is. */
  readonly alertTone: {
    readonly info: string;
    readonly success: string;
    readonly warning: string;
    readonly error: string;
  };
  /** The three code boxes' labels. */
  readonly codeGroups: readonly [string, string, string];
  /** The code input's label when the screen gives none. */
  readonly codeLabel: string;
  readonly dialogClose: string;
  readonly toastClose: string;
  /** Names the toasts' live region. */
  readonly toastRegion: string;
  readonly skipLink: string;
  /** Names the header's navigation when the app gives no name. */
  readonly headerNav: string;
  /** Names the footer's navigation when the app gives no name. */
  readonly footerNav: string;
  /** A spinner's label when the screen gives none. */
  readonly wait: string;
  readonly errorSummaryTitle: string;
  readonly showDetails: string;
  readonly hideDetails: string;
}

export const GERMAN_UI_TEXTS: UiTexts = {
  fieldError: 'Fehler:',
  alertTone: { info: 'Information', success: 'Erfolg', warning: 'Warnung', error: 'Fehler' },
  codeGroups: ['Zeichen 1 bis 4', 'Zeichen 5 bis 8', 'Zeichen 9 bis 12'],
  codeLabel: 'Vermittlungscode',
  dialogClose: 'Dialog schließen',
  toastClose: 'Benachrichtigung schließen',
  toastRegion: 'Benachrichtigungen',
  skipLink: 'Zum Inhalt springen',
  headerNav: 'Hauptnavigation',
  footerNav: 'Rechtliche Hinweise',
  wait: 'Bitte warten...',
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Angaben.',
  showDetails: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
};

const UiTextsContext = createContext<UiTexts>(GERMAN_UI_TEXTS);

export function UiTextsProvider({
  texts,
  children,
}: {
  readonly texts: UiTexts;
  readonly children: ReactNode;
}) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

/** The texts of the language in use (German without a provider). */
export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
