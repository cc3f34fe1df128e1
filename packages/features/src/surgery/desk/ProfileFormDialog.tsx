// Create or edit an appointment profile (profileInputSchema): validated in the form with the
// domain's schema, refusals of the server next to their field or in the error summary, which
// takes focus. A Radix Dialog (ui Dialog) that returns focus to the button that opened it.
import { URGENCIES, URGENCY_LABELS } from '@terminservice/domain/search';
import {
  APPOINTMENT_TYPES,
  BOOKING_AUTHORITIES,
  profileInputSchema,
  type Profile,
} from '@terminservice/domain/supply';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { ErrorSummary } from '@terminservice/ui/error-summary';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { TextArea } from '@terminservice/ui/text-area';
import { TextField } from '@terminservice/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import type { DraftFieldsProps } from './draft-fields.ts';
import { DoctorFields } from './DoctorFields.tsx';
import { useDesk } from './DeskStoreProvider.tsx';
import { MerkmalChooser } from './MerkmalChooser.tsx';
import { NEW_PROFILE, draftOf, inputOf, toggled, type ProfileDraft } from './profile-draft.ts';
import { PROFILE_TEXTS, DESK_TEXTS } from './texts.ts';
import { validateWith, type FieldErrors } from './validation.ts';

export interface ProfileFormDialogProps {
  /** null: closed; 'new': create; a profile: edit it. */
  readonly editing: Profile | 'new' | null;
  readonly onClose: () => void;
}

export function ProfileFormDialog({ editing, onClose }: ProfileFormDialogProps) {
  if (editing === null) return null;
  return (
    <OpenProfileForm
      key={editing === 'new' ? 'new' : editing.id}
      profile={editing === 'new' ? null : editing}
      onClose={onClose}
    />
  );
}

interface Submission {
  readonly fields: FieldErrors;
  readonly messages: readonly string[];
  /** Remounts the summary per submit, so it takes focus again. */
  readonly attempt: number;
}

function OpenProfileForm({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const id = useId();
  const saveProfile = useDesk((s) => s.saveProfile);
  const [draft, setDraft] = useState<ProfileDraft>(profile ? draftOf(profile) : NEW_PROFILE);
  const [errors, setErrors] = useState<Submission>({ fields: {}, messages: [], attempt: 0 });
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const attempt = errors.attempt + 1;
    const checked = validateWith(profileInputSchema, inputOf(draft));
    if (!checked.ok) return setErrors({ fields: checked.fields, messages: [], attempt });
    setBusy(true);
    const result = await saveProfile(profile?.id ?? null, checked.value);
    setBusy(false);
    if (result.ok) return onClose();
    setErrors({ fields: result.error.fields, messages: result.error.messages, attempt });
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const summary = [
    ...Object.entries(errors.fields).map(([name, message]) => ({
      // A server refusal of the doctor as a whole is shown at its first field.
      fieldId: fieldId(name === 'arzt' ? 'arzt.lanr' : name),
      message,
    })),
    ...errors.messages.map((message) => ({ fieldId: fieldId('name'), message })),
  ];
  return (
    <Dialog
      open
      size="large"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={profile ? PROFILE_TEXTS.editTitle : PROFILE_TEXTS.createTitle}
      footer={
        <>
          <Button type="submit" form={`${id}-form`} busy={busy}>
            {PROFILE_TEXTS.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {DESK_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)} className="ts-desk__form">
        <ErrorSummary key={errors.attempt} errors={summary} title={DESK_TEXTS.errorSummaryTitle} />
        <ProfileFields draft={draft} update={update} fields={errors.fields} fieldId={fieldId} />
      </form>
    </Dialog>
  );
}

export type FieldsProps = DraftFieldsProps<ProfileDraft>;

function ProfileFields({ draft, update, fields, fieldId }: FieldsProps) {
  return (
    <>
      <TextField
        id={fieldId('name')}
        label={PROFILE_TEXTS.name}
        hint={PROFILE_TEXTS.nameHint}
        value={draft.name}
        error={fields.name}
        required
        onChange={(e) => update({ name: e.target.value })}
      />
      <TextField
        id={fieldId('dauerMinuten')}
        label={PROFILE_TEXTS.duration}
        type="number"
        inputMode="numeric"
        width="short"
        min={5}
        value={draft.dauer}
        error={fields.dauerMinuten}
        required
        onChange={(e) => update({ dauer: e.target.value })}
      />
      <RadioGroup
        id={fieldId('termintyp')}
        legend={PROFILE_TEXTS.type}
        name={fieldId('termintyp')}
        value={draft.termintyp}
        error={fields.termintyp}
        options={APPOINTMENT_TYPES.map((t) => ({ value: t, label: PROFILE_TEXTS.types[t] }))}
        onChange={(termintyp) => update({ termintyp })}
      />
      <MerkmalChooser
        id={fieldId('leistungsmerkmale')}
        leistungsmerkmale={draft.leistungsmerkmale}
        qualifikationen={draft.qualifikationen}
        error={fields.leistungsmerkmale ?? fields.qualifikationen}
        onChange={(next) => update(next)}
      />
      <DoctorFields draft={draft} update={update} fields={fields} fieldId={fieldId} />
      <BookingRules draft={draft} update={update} fields={fields} fieldId={fieldId} />
      <TextArea
        id={fieldId('hinweis')}
        label={PROFILE_TEXTS.hint}
        value={draft.hinweis}
        error={fields.hinweis}
        onChange={(e) => update({ hinweis: e.target.value })}
      />
    </>
  );
}

function BookingRules({ draft, update, fields, fieldId }: FieldsProps) {
  return (
    <>
      <CheckboxGroup
        id={fieldId('buchungsbefugnisse')}
        legend={PROFILE_TEXTS.authorities}
        error={fields.buchungsbefugnisse}
        options={BOOKING_AUTHORITIES.map((a) => ({
          value: a,
          label: PROFILE_TEXTS.authorityLabels[a],
        }))}
        values={draft.buchungsbefugnisse}
        onChange={(value, on) =>
          update({ buchungsbefugnisse: toggled(draft.buchungsbefugnisse, value, on) })
        }
      />
      <CheckboxGroup
        id={fieldId('dringlichkeiten')}
        legend={PROFILE_TEXTS.urgencies}
        hint={PROFILE_TEXTS.urgenciesHint}
        error={fields.dringlichkeiten}
        options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
        values={draft.dringlichkeiten}
        onChange={(value, on) =>
          update({ dringlichkeiten: toggled(draft.dringlichkeiten, value, on) })
        }
      />
      <TextField
        id={fieldId('freigabeTage')}
        label={PROFILE_TEXTS.release}
        hint={PROFILE_TEXTS.releaseHint}
        type="number"
        inputMode="numeric"
        width="short"
        min={0}
        value={draft.freigabe}
        error={fields.freigabeTage}
        onChange={(e) => update({ freigabe: e.target.value })}
      />
    </>
  );
}
