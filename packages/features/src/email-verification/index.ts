// email-verification feature (issue #4): the result page the verification mails link to.
export { EMAIL_VERIFICATION_PAGE_TEXTS, EmailVerificationPage } from './EmailVerificationPage.tsx';
