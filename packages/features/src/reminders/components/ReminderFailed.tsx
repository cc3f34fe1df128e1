// A link that cannot be used (unknown, used, expired, the appointment cancelled) or a failure on
// the way: the server's text, focused; a failure that may pass offers another try.
import { Button } from '@terminservice/ui/button';
import { FocusedAlert } from '../../common/index.ts';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { REMINDER_MESSAGES } from '../texts.ts';
import { useFailureText } from '../useFailureText.ts';

export function ReminderFailed() {
  const failure = useReminder((s) => s.failure);
  const load = useReminder((s) => s.load);
  const { t } = useT();
  const textOf = useFailureText();
  if (!failure) return null;
  const { title, message } = textOf(failure);
  return (
    <FocusedAlert tone="error" title={title} className="ts-reminder__failed">
      <p>{message}</p>
      {failure.final ? null : (
        <Button variant="secondary" onClick={() => void load()}>
          {t(REMINDER_MESSAGES.retry)}
        </Button>
      )}
    </FocusedAlert>
  );
}
