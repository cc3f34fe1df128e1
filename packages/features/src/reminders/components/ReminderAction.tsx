// What the action means, said before the button: for 'Ich komme' that only the practice learns it;
// for 'Termin freigeben' that it is a cancellation under the existing rules and what it does to the
// code (the domain's releaseConsequence, §9). Then the one button that changes anything (a POST).
import { releaseConsequence } from '@terminservice/domain/reminders';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { REMINDER_ACTION_TEXTS, REMINDER_TEXTS } from '../texts.ts';

export function ReminderAction() {
  const view = useReminder((s) => s.view);
  const sending = useReminder((s) => s.status === 'sending');
  const failure = useReminder((s) => s.failure);
  const submit = useReminder((s) => s.submit);
  if (!view) return null;
  const texts = REMINDER_ACTION_TEXTS[view.aktion];
  const release = view.aktion === 'freigeben';
  const paragraphs = release
    ? [
        ...texts.consequence.slice(0, 1),
        releaseConsequence(view.stornierungen),
        ...texts.consequence.slice(1),
      ]
    : texts.consequence;
  return (
    <section className="ts-reminder__action" aria-labelledby="ts-reminder-consequence">
      <h2 className="kern-heading-small" id="ts-reminder-consequence">
        {texts.consequenceHeading}
      </h2>
      {texts.warning ? (
        <Alert tone="warning" title={texts.warning} live="off">
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
      <p className="kern-body">{REMINDER_TEXTS.nothingYet}</p>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          <p>{failure.message}</p>
        </Alert>
      ) : null}
      <Button busy={sending} onClick={() => void submit()}>
        {texts.button}
      </Button>
    </section>
  );
}
