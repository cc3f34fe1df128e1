// §5 "Comment … Shown for TSS, SURGERY, DISPO", enabled only when ticked; §5 "userAgreement must be
// ticked for TSS, DISPO, SURGERY", with the caller consent (TSS/DISPO) or patient consent (SURGERY).
import { COMMENT_MAX_LENGTH } from '@terminservice/domain/limits';
import type { ContactFormRules } from '@terminservice/domain/validation';
import { Checkbox } from '@terminservice/ui/checkbox';
import { TextArea } from '@terminservice/ui/text-area';
import { useIsShown } from '../../app-context/index.ts';
import type { ContactBinding } from '../hooks/useContactBinding.tsx';
import { BOOKING_TEXTS } from '../texts.ts';

export interface AgreementFieldsProps {
  readonly binding: ContactBinding;
  readonly rules: ContactFormRules;
}

export function AgreementFields({ binding, rules }: AgreementFieldsProps) {
  const { idPrefix, values, busy, setValue, touch, shown } = binding;
  const isShown = useIsShown();
  return (
    <>
      {rules.commentShown ? (
        <>
          <Checkbox
            id={`${idPrefix}-agreementForComment`}
            label={BOOKING_TEXTS.agreementForComment}
            checked={values.agreementForComment}
            disabled={busy}
            onChange={(event) => setValue('agreementForComment', event.target.checked)}
          />
          <TextArea
            id={`${idPrefix}-commentForDoctor`}
            label={BOOKING_TEXTS.comment}
            hint={BOOKING_TEXTS.commentHint}
            value={values.commentForDoctor}
            maxLength={COMMENT_MAX_LENGTH}
            disabled={!values.agreementForComment || busy}
            error={values.agreementForComment ? shown('commentForDoctor') : undefined}
            onChange={(event) => setValue('commentForDoctor', event.target.value)}
            onBlur={() => touch('commentForDoctor')}
          />
        </>
      ) : null}
      {rules.userAgreementRequired ? (
        <Checkbox
          id={`${idPrefix}-userAgreement`}
          label={
            isShown('patientConsent') ? BOOKING_TEXTS.patientConsent : BOOKING_TEXTS.callerConsent
          }
          checked={values.userAgreement}
          required
          disabled={busy}
          error={shown('userAgreement')}
          onChange={(event) => setValue('userAgreement', event.target.checked)}
          onBlur={() => touch('userAgreement')}
        />
      ) : null}
    </>
  );
}
