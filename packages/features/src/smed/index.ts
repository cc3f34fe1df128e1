// smed feature (issue #5): the SMED app's start page (§2). The facility pseudonym's session and
// header helpers live in app-context (smed-pseudonym.ts), which the app's entry imports anyway.
export { SmedStartPage } from './SmedStartPage.tsx';
export { SMED_TEXTS } from './texts.ts';
