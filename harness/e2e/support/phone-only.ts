// A test about the phone layout that sets its own phone viewport runs once, in the `phone` project:
// the desktop project leaves out what carries this tag (playwright.config.ts).
export const PHONE_ONLY_TAG = '@phone-only';
