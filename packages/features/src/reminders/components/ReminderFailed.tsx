// A link that cannot be used (unknown, used, expired, the appointment cancelled) or a failure on
// the way: the server's text, focused; a failure that may pass offers another try.
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
    <div className="kern-alert kern-alert--danger ui-alert ts-reminder__failed">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--danger" aria-hidden="true" />
        <h2 className="kern-title" ref={heading} tabIndex={-1}>
          {failure.title}
        </h2>
      </div>
      <div className="kern-alert__body kern-body">
        <p>{failure.message}</p>
        {failure.final ? null : (
          <Button variant="secondary" onClick={() => void load()}>
            {REMINDER_TEXTS.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
