// identity-check feature (issue #4): the 'Identitätsprüfung' page of the no-code flow.
export { IdentityCheckPage } from './IdentityCheckPage.tsx';
export { IDENTITY_CHECK_TEXTS } from './texts.ts';
export { isIdentityCheckState, type IdentityCheckState } from './types.ts';
