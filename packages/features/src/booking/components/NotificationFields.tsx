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
import { BOOKING_TEXTS } from '../texts.ts';

const block = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export interface NotificationFieldsProps {
  readonly binding: ContactBinding;
  readonly rules: ContactFormRules;
  readonly video: boolean;
}

export function NotificationFields({ binding, rules, video }: NotificationFieldsProps) {
  const { idPrefix, values, busy, setValue, shown, text } = binding;
  const emailShown =
    rules.emailRequired !== 'withChannel' || values.notificationChannel === 'email';
  const emailOptional = rules.emailRequired === 'optional';
  return (
    <>
      {rules.notificationChannel === 'select' ? (
        <RadioGroup<NotificationChannel>
          id={`${idPrefix}-notificationChannel`}
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
            emailOptional ? BOOKING_TEXTS.emailOptional : BOOKING_TEXTS.email,
            {
              type: 'email',
              hint: video ? BOOKING_TEXTS.emailHintVideo : BOOKING_TEXTS.emailHint,
              autoComplete: 'email',
              required: !emailOptional,
            },
          )}
          {text(
            'notificationReceiverRepeat',
            emailOptional ? BOOKING_TEXTS.emailRepeatOptional : BOOKING_TEXTS.emailRepeat,
            {
              type: 'email',
              hint: BOOKING_TEXTS.emailRepeatHint,
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
