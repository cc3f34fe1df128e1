// The slot alert's pages (issue #15), their own entry so that the apps load them lazily:
// 'Terminalarm bestätigen' (PIN), the page a message's link opens, 'Terminalarm beenden'.
export { AlertConfirmPage } from '../AlertConfirmPage.tsx';
export { AlertLinkPage } from '../AlertLinkPage.tsx';
export { AlertUnsubscribePage } from '../AlertUnsubscribePage.tsx';
