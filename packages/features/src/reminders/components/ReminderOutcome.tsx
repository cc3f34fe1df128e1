// After the button: the outcome, its heading focused so that every user hears it. After a release
// it says what the code allows now (§9).
import { releasedCodeNotice } from '@terminservice/domain/reminders';
import { FocusedAlert } from '../../common/index.ts';
import { useReminder } from '../ReminderStoreProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { REMINDER_ACTION_MESSAGES } from '../texts.ts';

export function ReminderOutcome() {
  const view = useReminder((s) => s.view);
  const released = useReminder((s) => s.released);
  const { t, domain } = useT();
  if (!view) return null;
  const texts = REMINDER_ACTION_MESSAGES[view.aktion];
  return (
    <FocusedAlert tone="success" title={t(texts.doneTitle)} className="ts-reminder__outcome">
      <p>{t(texts.doneMessage)}</p>
      {released ? <p>{domain(releasedCodeNotice(released.codeVerbraucht))}</p> : null}
    </FocusedAlert>
  );
}
