// The series part of the publishing form: weekdays, the daily window, the date range and the gap.
import { WEEKDAYS, WEEKDAY_LABELS } from '@terminservice/domain/supply';
import { TextField } from '@terminservice/ui/text-field';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { draftField, type DraftFieldsProps } from './draft-fields.ts';
import type { PublishDraft } from './publish-draft.ts';
import { PUBLISH_TEXTS } from './texts.ts';

export type PublishFieldsProps = DraftFieldsProps<PublishDraft>;

export function SeriesFields(props: PublishFieldsProps) {
  const { draft, update, fields, fieldId } = props;
  return (
    <>
      <CheckboxGroup
        id={fieldId('wochentage')}
        legend={PUBLISH_TEXTS.weekdays}
        error={fields.wochentage}
        inline
        options={WEEKDAYS.map((d) => ({ value: String(d), label: WEEKDAY_LABELS[d]! }))}
        values={draft.wochentage.map(String)}
        onChange={(value, on) => {
          const day = Number(value);
          const rest = draft.wochentage.filter((d) => d !== day);
          update({ wochentage: on ? [...rest, day] : rest });
        }}
      />
      <div className="ts-desk__row">
        <TextField label={PUBLISH_TEXTS.from} type="time" {...draftField(props, 'von', 'von')} />
        <TextField label={PUBLISH_TEXTS.to} type="time" {...draftField(props, 'bis', 'bis')} />
      </div>
      <div className="ts-desk__row">
        <TextField
          label={PUBLISH_TEXTS.startDate}
          type="date"
          {...draftField(props, 'startDatum', 'startDatum')}
        />
        <TextField
          label={PUBLISH_TEXTS.endDate}
          type="date"
          {...draftField(props, 'endDatum', 'endDatum')}
        />
      </div>
      <TextField
        label={PUBLISH_TEXTS.gap}
        type="number"
        inputMode="numeric"
        min={0}
        width="short"
        {...draftField(props, 'abstandMinuten', 'abstand')}
      />
    </>
  );
}

export function SingleFields(props: PublishFieldsProps) {
  const { draft, update, fieldId } = props;
  return (
    <div className="ts-desk__row">
      <TextField label={PUBLISH_TEXTS.date} type="date" {...draftField(props, 'beginn', 'datum')} />
      <TextField
        id={fieldId('uhrzeit')}
        label={PUBLISH_TEXTS.time}
        type="time"
        value={draft.uhrzeit}
        onChange={(e) => update({ uhrzeit: e.target.value })}
      />
    </div>
  );
}
