// §3 "Contact data for booking": salutation, title, names, birthday, address and phone (§5 "Phone":
// "+49 is added when sending; a given prefix is shown before the input").
import { PHONE_PREFIX } from '@terminservice/domain/limits';
import { GENDERS } from '@terminservice/domain/validation';
import { Select } from '@terminservice/ui/select';
import type { ContactBinding } from '../hooks/useContactBinding.tsx';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES, GENDER_MESSAGES } from '../texts.ts';
import { FormRow } from './FormRow.tsx';

export function PersonFields({ binding }: { readonly binding: ContactBinding }) {
  const { t } = useT();
  const { idPrefix, values, busy, setValue, touch, shown, text } = binding;
  const genders = GENDERS.map((gender) => ({ ...gender, label: t(GENDER_MESSAGES[gender.value]) }));
  return (
    <>
      <FormRow>
        <Select
          id={`${idPrefix}-gender`}
          label={t(BOOKING_MESSAGES.gender)}
          placeholder={t(BOOKING_MESSAGES.genderPlaceholder)}
          options={genders}
          value={values.gender}
          error={shown('gender')}
          required
          disabled={busy}
          onChange={(event) => setValue('gender', event.target.value)}
          onBlur={() => touch('gender')}
        />
        {text('title', t(BOOKING_MESSAGES.title), { autoComplete: 'honorific-prefix' })}
      </FormRow>
      <FormRow>
        {text('firstname', t(BOOKING_MESSAGES.firstname), {
          autoComplete: 'given-name',
          required: true,
        })}
        {text('lastname', t(BOOKING_MESSAGES.lastname), {
          autoComplete: 'family-name',
          required: true,
        })}
      </FormRow>
      {text('birthday', t(BOOKING_MESSAGES.birthday), {
        hint: t(BOOKING_MESSAGES.birthdayHint),
        autoComplete: 'bday',
        // Not 'numeric': a phone's number pad has no dot for TT.MM.JJJJ.
        placeholder: t(BOOKING_MESSAGES.birthdayPlaceholder),
        maxLength: 10,
        width: 'medium',
        required: true,
      })}
      <FormRow wide>
        {text('street', t(BOOKING_MESSAGES.street), {
          autoComplete: 'address-line1',
          required: true,
        })}
        {text('housenumber', t(BOOKING_MESSAGES.housenumber))}
      </FormRow>
      <FormRow narrow>
        {text('zip', t(BOOKING_MESSAGES.zip), {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 5,
          required: true,
        })}
        {text('city', t(BOOKING_MESSAGES.city), { autoComplete: 'address-level2', required: true })}
      </FormRow>
      {text('phone', t(BOOKING_MESSAGES.phone_), {
        type: 'tel',
        prefix: PHONE_PREFIX,
        hint: t(BOOKING_MESSAGES.phoneHint),
        autoComplete: 'tel-national',
        required: true,
      })}
    </>
  );
}
