// §5 "Notification channel … only for in-person appointments in TSS/DISPO/SURGERY" and the e-mail
// with its repeat (§5 "it blocks paste, copy, cut" on the repeat field); SMED in person: optional.
import {
  NOTIFICATION_CHANNELS,
  type ContactFormRules,
  type NotificationChannel,
} from '@terminservice/domain/validation';
import { RadioGroup } from '@terminservice/ui/radio-group';
import type { ClipboardEvent } from 'react';
import type { ContactBinding } from '../hooks/useContactBinding.tsx';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES, BOOKING_TEXTS } from '../texts.ts';

const block = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export interface NotificationFieldsProps {
  readonly binding: ContactBinding;
  readonly rules: ContactFormRules;
  readonly video: boolean;
}

export function NotificationFields({ binding, rules, video }: NotificationFieldsProps) {
  const { t } = useT();
  const { idPrefix, values, busy, setValue, shown, text } = binding;
  const emailShown =
    rules.emailRequired !== 'withChannel' || values.notificationChannel === 'email';
  const emailOptional = rules.emailRequired === 'optional';
  return (
    <>
      {rules.notificationChannel === 'select' ? (
        <RadioGroup<NotificationChannel>
          id={`${idPrefix}-notificationChannel`}
          // The channel is chosen by staff only (TSS/DISPO/SURGERY): German.
          legend={BOOKING_TEXTS.notificationLegend}
          name={`${idPrefix}-notificationChannel`}
          options={NOTIFICATION_CHANNELS}
          value={values.notificationChannel}
          onChange={(value) => setValue('notificationChannel', value)}
          error={shown('notificationChannel')}
          disabled={busy}
          inline
        />
      ) : null}
      {emailShown ? (
        <>
          {text(
            'notificationReceiver',
            t(emailOptional ? BOOKING_MESSAGES.emailOptional : BOOKING_MESSAGES.email),
            {
              type: 'email',
              hint: t(video ? BOOKING_MESSAGES.emailHintVideo : BOOKING_MESSAGES.emailHint),
              autoComplete: 'email',
              required: !emailOptional,
            },
          )}
          {text(
            'notificationReceiverRepeat',
            t(emailOptional ? BOOKING_MESSAGES.emailRepeatOptional : BOOKING_MESSAGES.emailRepeat),
            {
              type: 'email',
              hint: t(BOOKING_MESSAGES.emailRepeatHint),
              autoComplete: 'off',
              required: !emailOptional,
              onPaste: block,
              onCopy: block,
              onCut: block,
            },
          )}
        </>
      ) : null}
    </>
  );
}
