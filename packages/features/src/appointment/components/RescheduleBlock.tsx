// 'Termin verschieben' on the details page (issue #15, docs/rescheduling.md): the link
// 'Anderen Termin wählen' opens the search for the same code in reschedule mode. Shown while the
// appointment has not begun, for WEB and for TSS/DISPO on a caller's behalf (§6 table, 'reschedule').
import type { AppointmentEntry } from '@terminservice/domain/api';
import { useApplicationType, useIsShown } from '../../app-context/index.ts';
import { useT } from '../../i18n/index.ts';
import { RESCHEDULE_MESSAGES, reschedulePath } from '../../reschedule/index.ts';
import { AppointmentBlock } from './AppointmentBlock.tsx';
import { RouterLink } from '../../common/index.ts';

export function RescheduleBlock({
  code,
  entry,
}: {
  readonly code: string;
  readonly entry: AppointmentEntry;
}) {
  const isShown = useIsShown();
  const type = useApplicationType();
  const { t } = useT();
  if (!isShown('reschedule') || entry.slot.expired) return null;
  return (
    <AppointmentBlock
      id="ts-appointment-reschedule"
      heading={t(RESCHEDULE_MESSAGES.heading)}
      intro={t(RESCHEDULE_MESSAGES.intro)}
    >
      <div className="ts-appointment__actions">
        {/* A link, since it opens another page; it looks like the block's button beside it. */}
        <RouterLink
          className="ui-button kern-btn kern-btn--secondary"
          to={reschedulePath(type, code, entry)}
        >
          <span className="kern-label ui-button__label">{t(RESCHEDULE_MESSAGES.open)}</span>
        </RouterLink>
      </div>
    </AppointmentBlock>
  );
}
