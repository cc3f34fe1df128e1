// Create a Vermittlungscode for a referral-free specialty (§1, §2 specialty options), optionally
// with an urgency (§3 "Urgencies"; the server defaults to DRINGEND).
import { FACHRICHTUNGEN_OHNE_UEBERWEISUNG } from '@terminservice/domain/leistungsmerkmal';
import { URGENCIES, URGENCY_LABELS, isUrgency } from '@terminservice/domain/search';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Select } from '@terminservice/ui/select';
import { useId, useState, type FormEvent } from 'react';
import { useDev } from '../DevStoreProvider.tsx';

export const CODE_SECTION_TEXTS = {
  title: 'Vermittlungscode erzeugen',
  specialty: 'Leistungsmerkmal',
  urgency: 'Dringlichkeit (optional)',
  urgencyDefault: 'keine Angabe (DRINGEND)',
  submit: 'Vermittlungscode erzeugen',
  result: 'Neuer Vermittlungscode',
} as const;

export function CodeSection() {
  const id = useId();
  const task = useDev((state) => state.code);
  const createCode = useDev((state) => state.createCode);
  const [leistungsmerkmal, setLeistungsmerkmal] = useState(
    FACHRICHTUNGEN_OHNE_UEBERWEISUNG[0]?.code ?? '',
  );
  const [urgency, setUrgency] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void createCode(leistungsmerkmal, isUrgency(urgency) ? urgency : undefined);
  };

  return (
    <section className="ts-dev__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {CODE_SECTION_TEXTS.title}
      </h2>
      <form className="ts-dev__form" onSubmit={submit}>
        <Select
          label={CODE_SECTION_TEXTS.specialty}
          value={leistungsmerkmal}
          onChange={(event) => setLeistungsmerkmal(event.target.value)}
          options={FACHRICHTUNGEN_OHNE_UEBERWEISUNG.map((f) => ({
            value: f.code,
            label: `${f.name} (${f.code})`,
          }))}
        />
        <Select
          label={CODE_SECTION_TEXTS.urgency}
          value={urgency}
          onChange={(event) => setUrgency(event.target.value)}
          placeholder={CODE_SECTION_TEXTS.urgencyDefault}
          options={URGENCIES.map((u) => ({ value: u, label: `${URGENCY_LABELS[u]} (${u})` }))}
        />
        <div>
          <Button type="submit" busy={task.busy}>
            {CODE_SECTION_TEXTS.submit}
          </Button>
        </div>
      </form>
      <div role="status">
        {task.value && (
          <p className="kern-body">
            {CODE_SECTION_TEXTS.result} ({task.value.leistungsmerkmal}):{' '}
            <strong className="ts-dev__code">{formatCode(task.value.code)}</strong>
          </p>
        )}
      </div>
      {task.error && <Alert tone="error" title={task.error} />}
    </section>
  );
}
