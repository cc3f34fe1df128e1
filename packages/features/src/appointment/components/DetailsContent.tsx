// §2 "Details pages": the loaded appointment — heading, code, the video action message, office
// block, static map, change e-mail, cancel, code note, print link and the confirmation modal.
import {
  showsCancelBlock,
  type AppointmentEntry,
  type AppointmentResponse,
} from '@terminservice/domain/api';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Heading } from '@terminservice/ui/heading';
import { useIsShown } from '../../app-context/index.ts';
import { CodeStatusBox, useShownCodeStatus } from '../../code-status/index.ts';
import { useT } from '../../i18n/index.ts';
import { DETAILS_MESSAGES, DETAILS_VALUES } from '../texts.ts';
import { slotTimeIn } from '../utils/slot-time.ts';
import { CancelBlock } from './CancelBlock.tsx';
import { ChangeEmailBlock } from './ChangeEmailBlock.tsx';
import { ConfirmationModal } from './ConfirmationModal.tsx';
import { OfficeBlock } from './OfficeBlock.tsx';
import { OfficeMap } from './OfficeMap.tsx';
import { RescheduleBlock } from './RescheduleBlock.tsx';

export interface DetailsContentProps {
  readonly code: string;
  readonly appointment: AppointmentResponse;
  readonly entry: AppointmentEntry;
  readonly modalOpen: boolean;
  /** 'Ich habe mir den Code notiert' was chosen. */
  readonly onNoted: () => void;
}

export function DetailsContent({
  code,
  appointment,
  entry,
  modalOpen,
  onNoted,
}: DetailsContentProps) {
  const { t, locale } = useT();
  const isShown = useIsShown();
  // Loaded once for the status box and the cancel dialog's warning (issue #23 part 4).
  const codeStatus = useShownCodeStatus(code);
  const video = entry.slot.termintyp === 'VIDEOSPRECHSTUNDE';
  const { date, time } = slotTimeIn(locale, entry.slot.begin, entry.date);
  const formattedCode = formatCode(code);
  const office = entry.office;
  return (
    <article className="ts-appointment">
      <Heading level={1}>
        {t(video ? DETAILS_MESSAGES.videoHeading : DETAILS_MESSAGES.inPersonHeading, {
          date,
          time,
        })}
      </Heading>
      <p className="kern-body ts-appointment__code-line">
        {t(DETAILS_MESSAGES.codeLabel)}{' '}
        <strong className="ts-appointment__code" translate="no">
          {formattedCode}
        </strong>
      </p>
      <CodeStatusBox status={codeStatus} />
      {video ? (
        <Alert tone="warning" title={t(DETAILS_MESSAGES.videoActionTitle)} live="off">
          <p className="kern-body">{t(DETAILS_MESSAGES.videoAction, DETAILS_VALUES.videoAction)}</p>
        </Alert>
      ) : null}
      {office ? (
        <OfficeBlock
          // §2 office id: the BSNR, as everywhere staff see one (issue #16).
          office={{ ...office, id: office.bsnr }}
          note={entry.praxishinweis}
          showId={isShown('officeIdInDetails')}
        />
      ) : null}
      {!video ? <OfficeMap office={office} /> : null}
      {!video ? <ChangeEmailBlock /> : null}
      <RescheduleBlock code={code} entry={entry} />
      {/* §4: "cancel block only if some slot has showCancel". */}
      {showsCancelBlock(appointment) ? <CancelBlock codeStatus={codeStatus} /> : null}
      {!video ? (
        <Alert tone="info" title={t(DETAILS_MESSAGES.codeNoteTitle)} live="off">
          <p className="kern-body">{t(DETAILS_MESSAGES.codeNote)}</p>
        </Alert>
      ) : null}
      {!video && isShown('printAndCalendar') ? (
        <div className="ts-appointment__print">
          <Button variant="link" onClick={() => window.print()}>
            {t(DETAILS_MESSAGES.print)}
          </Button>
        </div>
      ) : null}
      <ConfirmationModal
        open={modalOpen}
        onNoted={onNoted}
        code={formattedCode}
        slotText={t(DETAILS_MESSAGES.slotText, { date, time })}
        video={video}
      />
    </article>
  );
}
