// 'Termine anlegen': one slot or a series of an active profile. The series shows a live preview
// "Es werden N Termine angelegt." (expandSeries, as on the server) and is refused in the form
// already above MAX_SLOTS_PER_REQUEST. Refusals: next to the field or in the error summary.
import { seriesInputSchema, slotInputSchema } from '@terminservice/domain/supply';
import { Button } from '@terminservice/ui/button';
import { ErrorSummary } from '@terminservice/ui/error-summary';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { Select } from '@terminservice/ui/select';
import { useId, useState, type FormEvent } from 'react';
import { todayLocal } from './dates.ts';
import { useDesk } from './DeskStoreProvider.tsx';
import {
  emptyPublishDraft,
  previewCount,
  seriesInputOf,
  singleInputOf,
  type PublishDraft,
} from './publish-draft.ts';
import { SeriesFields, SingleFields } from './SeriesFields.tsx';
import { MAX_SLOTS_PER_REQUEST } from '@terminservice/domain/supply';
import { DESK_TEXTS, PUBLISH_TEXTS } from './texts.ts';
import { validateWith, type FieldErrors } from './validation.ts';

interface Errors {
  readonly fields: FieldErrors;
  readonly messages: readonly string[];
  readonly attempt: number;
}

export function PublishForm() {
  const id = useId();
  const profiles = useDesk((s) => s.profiles).filter((p) => p.aktiv);
  const publishSingle = useDesk((s) => s.publishSingle);
  const publishSeries = useDesk((s) => s.publishSeries);
  const [draft, setDraft] = useState<PublishDraft>(() => emptyPublishDraft(todayLocal()));
  const [errors, setErrors] = useState<Errors>({ fields: {}, messages: [], attempt: 0 });
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<PublishDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const profile = profiles.find((p) => p.id === draft.profilId);
  const count = draft.mode === 'series' ? previewCount(draft, profile) : null;
  const fieldId = (name: string) => `${id}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const attempt = errors.attempt + 1;
    const fail = (fields: FieldErrors, messages: readonly string[] = []) =>
      setErrors({ fields, messages, attempt });
    if (draft.mode === 'single') {
      const checked = validateWith(slotInputSchema, singleInputOf(draft));
      if (!checked.ok) return fail(checked.fields);
      setBusy(true);
      const result = await publishSingle(checked.value);
      setBusy(false);
      return result.ok ? fail({}) : fail(result.error.fields, result.error.messages);
    }
    const checked = validateWith(seriesInputSchema, seriesInputOf(draft));
    if (!checked.ok) return fail(checked.fields);
    if (count !== null && count > MAX_SLOTS_PER_REQUEST) return fail({}, [PUBLISH_TEXTS.tooMany]);
    setBusy(true);
    const result = await publishSeries(checked.value);
    setBusy(false);
    return result.ok ? fail({}) : fail(result.error.fields, result.error.messages);
  };

  if (profiles.length === 0) return <p className="kern-body">{PUBLISH_TEXTS.noProfile}</p>;
  const summary = summaryOf(errors, fieldId);
  const FieldsOf = draft.mode === 'single' ? SingleFields : SeriesFields;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="ts-desk__form"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {PUBLISH_TEXTS.heading}
      </h2>
      <ErrorSummary key={errors.attempt} errors={summary} title={DESK_TEXTS.errorSummaryTitle} />
      <RadioGroup
        legend={PUBLISH_TEXTS.mode}
        name={fieldId('mode')}
        inline
        value={draft.mode}
        options={[
          { value: 'single', label: PUBLISH_TEXTS.single },
          { value: 'series', label: PUBLISH_TEXTS.series },
        ]}
        onChange={(mode) => update({ mode })}
      />
      <Select
        id={fieldId('profilId')}
        label={PUBLISH_TEXTS.profile}
        placeholder={PUBLISH_TEXTS.profilePlaceholder}
        value={draft.profilId}
        error={errors.fields.profilId}
        options={profiles.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(e) => update({ profilId: e.target.value })}
      />
      <FieldsOf draft={draft} update={update} fields={errors.fields} fieldId={fieldId} />
      {draft.mode === 'series' ? <SeriesPreview count={count} /> : null}
      <Button type="submit" busy={busy}>
        {draft.mode === 'single' ? PUBLISH_TEXTS.submitSingle : PUBLISH_TEXTS.submitSeries}
      </Button>
    </form>
  );
}

/** Field errors link to their field; the rest to the profile, where publishing starts. */
function summaryOf(errors: Errors, fieldId: (name: string) => string) {
  return [
    ...Object.entries(errors.fields).map(([name, message]) => ({
      fieldId: fieldId(name),
      message,
    })),
    ...errors.messages.map((message) => ({ fieldId: fieldId('profilId'), message })),
  ];
}

/** The live preview, a polite status: it changes while the user types. */
function SeriesPreview({ count }: { readonly count: number | null }) {
  const tooMany = count !== null && count > MAX_SLOTS_PER_REQUEST;
  return (
    <p
      role="status"
      className={
        tooMany
          ? 'kern-body ts-desk__preview ts-desk__preview--error'
          : 'kern-body ts-desk__preview'
      }
    >
      {count === null ? '' : tooMany ? PUBLISH_TEXTS.tooMany : PUBLISH_TEXTS.preview(count)}
    </p>
  );
}
