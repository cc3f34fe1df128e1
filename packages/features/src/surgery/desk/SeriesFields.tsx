// The series part of the publishing form: weekdays, the daily window, the date range and the gap.
import { WEEKDAYS, WEEKDAY_LABELS } from '@terminservice/domain/supply';
import { TextField } from '@terminservice/ui/text-field';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import type { PublishDraft } from './publish-draft.ts';
import { PUBLISH_TEXTS } from './texts.ts';
import type { FieldErrors } from './validation.ts';

export interface PublishFieldsProps {
  readonly draft: PublishDraft;
  readonly update: (patch: Partial<PublishDraft>) => void;
  readonly fields: FieldErrors;
  readonly fieldId: (name: string) => string;
}

export function SeriesFields({ draft, update, fields, fieldId }: PublishFieldsProps) {
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
        <TextField
          id={fieldId('von')}
          label={PUBLISH_TEXTS.from}
          type="time"
          value={draft.von}
          error={fields.von}
          onChange={(e) => update({ von: e.target.value })}
        />
        <TextField
          id={fieldId('bis')}
          label={PUBLISH_TEXTS.to}
          type="time"
          value={draft.bis}
          error={fields.bis}
          onChange={(e) => update({ bis: e.target.value })}
        />
      </div>
      <div className="ts-desk__row">
        <TextField
          id={fieldId('startDatum')}
          label={PUBLISH_TEXTS.startDate}
          type="date"
          value={draft.startDatum}
          error={fields.startDatum}
          onChange={(e) => update({ startDatum: e.target.value })}
        />
        <TextField
          id={fieldId('endDatum')}
          label={PUBLISH_TEXTS.endDate}
          type="date"
          value={draft.endDatum}
          error={fields.endDatum}
          onChange={(e) => update({ endDatum: e.target.value })}
        />
      </div>
      <TextField
        id={fieldId('abstandMinuten')}
        label={PUBLISH_TEXTS.gap}
        type="number"
        inputMode="numeric"
        min={0}
        width="short"
        value={draft.abstand}
        error={fields.abstandMinuten}
        onChange={(e) => update({ abstand: e.target.value })}
      />
    </>
  );
}

export function SingleFields({ draft, update, fields, fieldId }: PublishFieldsProps) {
  return (
    <div className="ts-desk__row">
      <TextField
        id={fieldId('beginn')}
        label={PUBLISH_TEXTS.date}
        type="date"
        value={draft.datum}
        error={fields.beginn}
        onChange={(e) => update({ datum: e.target.value })}
      />
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
