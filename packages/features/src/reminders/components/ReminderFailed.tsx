// A link that cannot be used (unknown, used, expired, the appointment cancelled) or a failure on
// the way: the server's text, focused; a failure that may pass offers another try.
import { Button } from '@terminservice/ui/button';
import { FocusedAlert } from '../../common/index.ts';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { REMINDER_TEXTS } from '../texts.ts';

export function ReminderFailed() {
  const failure = useReminder((s) => s.failure);
  const load = useReminder((s) => s.load);
  if (!failure) return null;
  return (
    <FocusedAlert tone="error" title={failure.title} className="ts-reminder__failed">
      <p>{failure.message}</p>
      {failure.final ? null : (
        <Button variant="secondary" onClick={() => void load()}>
          {REMINDER_TEXTS.retry}
        </Button>
      )}
    </FocusedAlert>
  );
}
