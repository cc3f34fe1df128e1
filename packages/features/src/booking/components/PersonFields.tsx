// §3 "Contact data for booking": salutation, title, names, birthday, address and phone (§5 "Phone":
// "+49 is added when sending; a given prefix is shown before the input").
import { PHONE_PREFIX } from '@terminservice/domain/limits';
import { GENDERS } from '@terminservice/domain/validation';
import { Select } from '@terminservice/ui/select';
import type { ContactBinding } from '../hooks/useContactBinding.tsx';
import { BOOKING_TEXTS } from '../texts.ts';
import { FormRow } from './FormRow.tsx';

export function PersonFields({ binding }: { readonly binding: ContactBinding }) {
  const { idPrefix, values, busy, setValue, touch, shown, text } = binding;
  return (
    <>
      <FormRow>
        <Select
          id={`${idPrefix}-gender`}
          label={BOOKING_TEXTS.gender}
          placeholder={BOOKING_TEXTS.genderPlaceholder}
          options={GENDERS}
          value={values.gender}
          error={shown('gender')}
          required
          disabled={busy}
          onChange={(event) => setValue('gender', event.target.value)}
          onBlur={() => touch('gender')}
        />
        {text('title', BOOKING_TEXTS.title, { autoComplete: 'honorific-prefix' })}
      </FormRow>
      <FormRow>
        {text('firstname', BOOKING_TEXTS.firstname, {
          autoComplete: 'given-name',
          required: true,
        })}
        {text('lastname', BOOKING_TEXTS.lastname, {
          autoComplete: 'family-name',
          required: true,
        })}
      </FormRow>
      {text('birthday', BOOKING_TEXTS.birthday, {
        hint: BOOKING_TEXTS.birthdayHint,
        autoComplete: 'bday',
        // Not 'numeric': a phone's number pad has no dot for TT.MM.JJJJ.
        placeholder: BOOKING_TEXTS.birthdayPlaceholder,
        maxLength: 10,
        width: 'medium',
        required: true,
      })}
      <FormRow wide>
        {text('street', BOOKING_TEXTS.street, { autoComplete: 'address-line1', required: true })}
        {text('housenumber', BOOKING_TEXTS.housenumber)}
      </FormRow>
      <FormRow narrow>
        {text('zip', BOOKING_TEXTS.zip, {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 5,
          required: true,
        })}
        {text('city', BOOKING_TEXTS.city, { autoComplete: 'address-level2', required: true })}
      </FormRow>
      {text('phone', BOOKING_TEXTS.phone_, {
        type: 'tel',
        prefix: PHONE_PREFIX,
        hint: BOOKING_TEXTS.phoneHint,
        autoComplete: 'tel-national',
        required: true,
      })}
    </>
  );
}
