// The profile's doctor (LANR and name, optional as a group) and the diagnosis languages, a
// checkbox group under one legend like the desk's other groups (issue #22, docs/supply.md).
import { ARZT_LIMITS, DIAGNOSE_SPRACHEN, SPRACHE_CODES } from '@terminservice/domain/supply';
import { TextField } from '@terminservice/ui/text-field';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { draftField } from './draft-fields.ts';
import type { FieldsProps } from './ProfileFormDialog.tsx';
import { toggled } from './profile-draft.ts';
import { PROFILE_TEXTS } from './texts.ts';

const LANGUAGE_OPTIONS = SPRACHE_CODES.map((code) => ({
  value: code,
  label: DIAGNOSE_SPRACHEN[code],
}));

export function DoctorFields(props: FieldsProps) {
  const { draft, update, fields, fieldId } = props;
  // A refusal of the group as a whole (server) shows at the LANR.
  const groupError = fields.arzt;
  return (
    <>
      <fieldset className="kern-fieldset ts-desk__fieldset" aria-describedby={fieldId('arzt-hint')}>
        <legend className="kern-label">{PROFILE_TEXTS.doctor}</legend>
        <p id={fieldId('arzt-hint')} className="kern-hint">
          {PROFILE_TEXTS.doctorHint}
        </p>
        <div className="ts-desk__row">
          <TextField
            label={PROFILE_TEXTS.lanr}
            hint={PROFILE_TEXTS.lanrHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            {...draftField(props, 'arzt.lanr', 'arztLanr')}
            error={fields['arzt.lanr'] ?? groupError}
          />
          <TextField
            label={PROFILE_TEXTS.doctorTitle}
            hint={PROFILE_TEXTS.doctorTitleHint}
            maxLength={ARZT_LIMITS.titel}
            {...draftField(props, 'arzt.titel', 'arztTitel')}
          />
        </div>
        <div className="ts-desk__row">
          <TextField
            label={PROFILE_TEXTS.givenName}
            autoComplete="off"
            maxLength={ARZT_LIMITS.vorname}
            {...draftField(props, 'arzt.vorname', 'arztVorname')}
          />
          <TextField
            label={PROFILE_TEXTS.familyName}
            autoComplete="off"
            maxLength={ARZT_LIMITS.nachname}
            {...draftField(props, 'arzt.nachname', 'arztNachname')}
          />
        </div>
      </fieldset>
      <CheckboxGroup
        id={fieldId('sprachen')}
        legend={PROFILE_TEXTS.languages}
        hint={PROFILE_TEXTS.languagesHint}
        error={fields.sprachen}
        inline
        options={LANGUAGE_OPTIONS}
        values={draft.sprachen}
        onChange={(value, on) => update({ sprachen: toggled(draft.sprachen, value, on) })}
      />
    </>
  );
}
