// A reminder page's failure in the language in use (issue #23 part 1): our own title and general
// message; a refusal of the link (RM001 … RM004) from the domain's texts; any other server text by
// its code. German shows the texts as they are.
import { useT } from '../i18n/index.ts';
import type { ReminderFailure } from './store.ts';
import { REMINDER_MESSAGES, REMINDER_TEXTS } from './texts.ts';

export function useFailureText(): (failure: ReminderFailure) => {
  title: string;
  message: string;
} {
  const { locale, t, domain, serverError } = useT();
  return (failure) => {
    const title = t(
      failure.title === REMINDER_TEXTS.refusedTitle
        ? REMINDER_MESSAGES.refusedTitle
        : REMINDER_MESSAGES.failedTitle,
    );
    if (failure.message === REMINDER_TEXTS.failedMessage) {
      return { title, message: t(REMINDER_MESSAGES.failedMessage) };
    }
    const fromDomain = domain(failure.message);
    const message =
      locale === 'de' || fromDomain !== failure.message
        ? fromDomain
        : serverError(failure.code, failure.message);
    return { title, message };
  };
}
