// The ui components' own texts as messages (issue #23 part 1): packages/ui knows no translator, so
// the provider hands them over as plain strings through ui's UiTextsProvider. German is ui's own
// default (GERMAN_UI_TEXTS, the same texts; a test keeps them equal), so German costs nothing.
import type { UiTexts } from '@terminservice/ui/texts';
import type { Msg, Translator } from './translator.ts';

export const UI_MESSAGES = {
  fieldError: /*i18n*/ { id: 'ui.fieldError', message: 'Fehler:' },
  toneInfo: /*i18n*/ { id: 'ui.alertTone.info', message: 'Information' },
  toneSuccess: /*i18n*/ { id: 'ui.alertTone.success', message: 'Erfolg' },
  toneWarning: /*i18n*/ { id: 'ui.alertTone.warning', message: 'Warnung' },
  toneError: /*i18n*/ { id: 'ui.alertTone.error', message: 'Fehler' },
  codeGroup1: /*i18n*/ { id: 'ui.codeGroup1', message: 'Zeichen 1 bis 4' },
  codeGroup2: /*i18n*/ { id: 'ui.codeGroup2', message: 'Zeichen 5 bis 8' },
  codeGroup3: /*i18n*/ { id: 'ui.codeGroup3', message: 'Zeichen 9 bis 12' },
  codeLabel: /*i18n*/ { id: 'ui.codeLabel', message: 'Vermittlungscode' },
  dialogClose: /*i18n*/ { id: 'ui.dialogClose', message: 'Dialog schließen' },
  toastClose: /*i18n*/ { id: 'ui.toastClose', message: 'Benachrichtigung schließen' },
  toastRegion: /*i18n*/ { id: 'ui.toastRegion', message: 'Benachrichtigungen' },
  skipLink: /*i18n*/ { id: 'ui.skipLink', message: 'Zum Inhalt springen' },
  headerNav: /*i18n*/ { id: 'ui.headerNav', message: 'Hauptnavigation' },
  footerNav: /*i18n*/ { id: 'ui.footerNav', message: 'Rechtliche Hinweise' },
  wait: /*i18n*/ { id: 'ui.wait', message: 'Bitte warten...' },
  errorSummaryTitle: /*i18n*/ {
    id: 'ui.errorSummaryTitle',
    message: 'Bitte prüfen Sie Ihre Angaben.',
  },
  showDetails: /*i18n*/ { id: 'ui.showDetails', message: 'Details anzeigen' },
  hideDetails: /*i18n*/ { id: 'ui.hideDetails', message: 'Details ausblenden' },
} as const satisfies Record<string, Msg>;

/** The ui texts in the translator's language. */
export function uiTexts(t: Translator['t']): UiTexts {
  const m = UI_MESSAGES;
  return {
    fieldError: t(m.fieldError),
    alertTone: {
      info: t(m.toneInfo),
      success: t(m.toneSuccess),
      warning: t(m.toneWarning),
      error: t(m.toneError),
    },
    codeGroups: [t(m.codeGroup1), t(m.codeGroup2), t(m.codeGroup3)],
    codeLabel: t(m.codeLabel),
    dialogClose: t(m.dialogClose),
    toastClose: t(m.toastClose),
    toastRegion: t(m.toastRegion),
    skipLink: t(m.skipLink),
    headerNav: t(m.headerNav),
    footerNav: t(m.footerNav),
    wait: t(m.wait),
    errorSummaryTitle: t(m.errorSummaryTitle),
    showDetails: t(m.showDetails),
    hideDetails: t(m.hideDetails),
  };
}
