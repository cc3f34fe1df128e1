// After the button: the outcome, its heading focused so that every user hears it. After a release
// it says what the code allows now (§9).
import { releasedCodeNotice } from '@terminservice/domain/reminders';
import { useEffect, useRef } from 'react';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { REMINDER_ACTION_TEXTS } from '../texts.ts';

export function ReminderOutcome() {
  const view = useReminder((s) => s.view);
  const released = useReminder((s) => s.released);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!view) return null;
  const texts = REMINDER_ACTION_TEXTS[view.aktion];
  return (
    <div className="kern-alert kern-alert--success ui-alert ts-reminder__outcome">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--success" aria-hidden="true" />
        <h2 className="kern-title" ref={heading} tabIndex={-1}>
          {texts.doneTitle}
        </h2>
      </div>
      <div className="kern-alert__body kern-body">
        <p>{texts.doneMessage}</p>
        {released ? <p>{releasedCodeNotice(released.codeVerbraucht)}</p> : null}
      </div>
    </div>
  );
}
