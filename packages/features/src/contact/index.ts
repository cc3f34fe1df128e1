// contact feature (issue #4): the contact form page.
export { ContactPage } from './ContactPage.tsx';
export { CONTACT_TEXTS } from './texts.ts';
