// A link that cannot be used (unknown, used, expired, the appointment cancelled) or a failure on
// the way: the server's text, focused; a failure that may pass offers another try.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useEffect, useRef } from 'react';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { REMINDER_TEXTS } from '../texts.ts';

export function ReminderFailed() {
  const failure = useReminder((s) => s.failure);
  const load = useReminder((s) => s.load);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!failure) return null;
  return (
    <Alert
      tone="error"
      title={failure.title}
      titleLevel={2}
      titleRef={heading}
      className="ts-reminder__failed"
    >
      <p>{failure.message}</p>
      {failure.final ? null : (
        <Button variant="secondary" onClick={() => void load()}>
          {REMINDER_TEXTS.retry}
        </Button>
      )}
    </Alert>
  );
}
