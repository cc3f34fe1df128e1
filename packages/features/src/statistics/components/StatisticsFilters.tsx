// The filters (issue #24 part 2: per week and month, by Leistungsmerkmal, urgency and region) as
// a form of labelled controls: the choice applies with 'Anzeigen' (Enter in any field), so typing
// a date does not load figures for every half-typed day. Errors are the domain's German texts,
// next to their field.
import { KV_REGIONEN } from '@terminservice/domain/kv';
import { fachrichtungenFuer } from '@terminservice/domain/leistungsmerkmal';
import { isUrgency, URGENCIES, URGENCY_LABELS } from '@terminservice/domain/search';
import type { Zeitraum } from '@terminservice/domain/statistics';
import { Button } from '@terminservice/ui/button';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { Select } from '@terminservice/ui/select';
import { TextField } from '@terminservice/ui/text-field';
import { useState, type FormEvent } from 'react';
import { filterErrors, type FilterField, type StatisticsFilters } from '../filters.ts';
import { STATISTICS_TEXTS } from '../texts.ts';

const ZEITRAUM_OPTIONS: readonly { value: Zeitraum; label: string }[] = [
  { value: 'woche', label: STATISTICS_TEXTS.woche },
  { value: 'monat', label: STATISTICS_TEXTS.monat },
];
// The Leistungsmerkmale the staff choose from in the TSS app (the qualification catalogue call
// needs a code, which a KV token does not carry).
const LEISTUNGSMERKMAL_OPTIONS = fachrichtungenFuer('TSS').map((f) => ({
  value: f.code,
  label: `${f.name} (${f.code})`,
}));
const URGENCY_OPTIONS = URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }));
const KV_OPTIONS = KV_REGIONEN.map((kv) => ({
  value: kv.id,
  label: STATISTICS_TEXTS.kvNamed(kv.langname, kv.id),
}));

type Setter = <F extends FilterField>(field: F, value: StatisticsFilters[F]) => void;

interface FieldsProps {
  readonly draft: StatisticsFilters;
  readonly errors: Partial<Record<FilterField, string>>;
  readonly set: Setter;
}

/** Leistungsmerkmal and urgency: each a select whose first option is 'all'. */
function ChoiceFields({ draft, errors, set }: FieldsProps) {
  return (
    <>
      <Select
        label={STATISTICS_TEXTS.leistungsmerkmal}
        placeholder={STATISTICS_TEXTS.alleLeistungsmerkmale}
        options={LEISTUNGSMERKMAL_OPTIONS}
        value={draft.leistungsmerkmal}
        error={errors.leistungsmerkmal}
        onChange={(event) => set('leistungsmerkmal', event.target.value)}
      />
      <Select
        label={STATISTICS_TEXTS.dringlichkeit}
        placeholder={STATISTICS_TEXTS.alleDringlichkeiten}
        options={URGENCY_OPTIONS}
        value={draft.dringlichkeit}
        error={errors.dringlichkeit}
        onChange={(event) => {
          const value = event.target.value;
          set('dringlichkeit', isUrgency(value) ? value : '');
        }}
      />
    </>
  );
}

/** The KBV's choice of one KV (its token stands for every KV, ADR 30); first option 'all'. */
function KvField({ draft, errors, set }: FieldsProps) {
  return (
    <Select
      label={STATISTICS_TEXTS.kvChoice}
      placeholder={STATISTICS_TEXTS.kvAll}
      options={KV_OPTIONS}
      value={draft.kv}
      error={errors.kv}
      onChange={(event) => set('kv', event.target.value)}
    />
  );
}

export interface StatisticsFiltersFormProps {
  readonly initial: StatisticsFilters;
  /** The token stands for every KV (the KBV): the form offers the choice of one. */
  readonly kvChoice: boolean;
  readonly busy: boolean;
  readonly onApply: (filters: StatisticsFilters) => void;
}

export function StatisticsFiltersForm({
  initial,
  kvChoice,
  busy,
  onApply,
}: StatisticsFiltersFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const set: Setter = (field, value) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  return (
    <form
      className="ts-statistics__filters"
      aria-labelledby="statistik-auswahl"
      noValidate
      onSubmit={submit}
    >
      <h2 id="statistik-auswahl" className="kern-heading-small">
        {STATISTICS_TEXTS.filtersTitle}
      </h2>
      <RadioGroup
        legend={STATISTICS_TEXTS.zeitraum}
        name="zeitraum"
        inline
        options={ZEITRAUM_OPTIONS}
        value={draft.zeitraum}
        onChange={(value) => set('zeitraum', value)}
      />
      <div className="ts-statistics__dates">
        <TextField
          type="date"
          width="medium"
          label={STATISTICS_TEXTS.von}
          hint={STATISTICS_TEXTS.datesHint}
          value={draft.von}
          error={errors.von}
          onChange={(event) => set('von', event.target.value)}
        />
        <TextField
          type="date"
          width="medium"
          label={STATISTICS_TEXTS.bis}
          value={draft.bis}
          error={errors.bis}
          onChange={(event) => set('bis', event.target.value)}
        />
      </div>
      {kvChoice && <KvField draft={draft} errors={errors} set={set} />}
      <ChoiceFields draft={draft} errors={errors} set={set} />
      <TextField
        label={STATISTICS_TEXTS.region}
        hint={STATISTICS_TEXTS.regionHint}
        width="short"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        value={draft.region}
        error={errors.region}
        onChange={(event) => set('region', event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {STATISTICS_TEXTS.show}
      </Button>
    </form>
  );
}
