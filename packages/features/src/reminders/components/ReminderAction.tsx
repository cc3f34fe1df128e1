// What the action means, said before the button: for 'Ich komme' that only the practice learns it;
// for 'Termin freigeben' that it is a cancellation under the existing rules and what it does to the
// code (the domain's releaseConsequence, §9). Then the one button that changes anything (a POST).
import { releaseConsequence } from '@terminservice/domain/reminders';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { REMINDER_ACTION_MESSAGES, REMINDER_MESSAGES } from '../texts.ts';
import { useFailureText } from '../useFailureText.ts';

export function ReminderAction() {
  const view = useReminder((s) => s.view);
  const sending = useReminder((s) => s.status === 'sending');
  const failure = useReminder((s) => s.failure);
  const submit = useReminder((s) => s.submit);
  const { t, domain } = useT();
  const failureText = useFailureText();
  if (!view) return null;
  const texts = REMINDER_ACTION_MESSAGES[view.aktion];
  const shownFailure = failure ? failureText(failure) : null;
  const release = view.aktion === 'freigeben';
  const paragraphs = release
    ? [
        ...texts.consequence.slice(0, 1).map((msg) => t(msg)),
        domain(releaseConsequence(view.stornierungen)),
        ...texts.consequence.slice(1).map((msg) => t(msg)),
      ]
    : texts.consequence.map((msg) => t(msg));
  return (
    <section className="ts-reminder__action" aria-labelledby="ts-reminder-consequence">
      <h2 className="kern-heading-small" id="ts-reminder-consequence">
        {t(texts.consequenceHeading)}
      </h2>
      {texts.warning ? (
        <Alert tone="warning" title={t(texts.warning)} live="off">
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      ) : (
        paragraphs.map((text) => (
          <p className="kern-body" key={text}>
            {text}
          </p>
        ))
      )}
      <p className="kern-body">{t(REMINDER_MESSAGES.nothingYet)}</p>
      {shownFailure ? (
        <Alert tone="error" title={shownFailure.title}>
          <p>{shownFailure.message}</p>
        </Alert>
      ) : null}
      <Button busy={sending} onClick={() => void submit()}>
        {t(texts.button)}
      </Button>
    </section>
  );
}
