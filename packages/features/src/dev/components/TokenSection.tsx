// Issue a staff or practice token (TSS, DISPO, SURGERY) or get a SMED facility pseudonym, so a
// tester can open the other apps (docs/architecture.md "Application type").
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Select } from '@terminservice/ui/select';
import { useId, useState, type FormEvent } from 'react';
import { DEV_TOKEN_TYPES, type DevTokenType } from '../dev-api.ts';
import { useDev } from '../DevStoreProvider.tsx';

export const TOKEN_TEXTS = {
  title: 'Token ausstellen',
  type: 'Anwendungstyp',
  submit: 'Token ausstellen',
  result: 'Token',
  hint: 'TSS, DISPO, SURGERY und KV erhalten ein signiertes Token (für SURGERY und KV als Abfrageparameter token; KV sieht die Statistik aller KVs), SMED das Pseudonym einer Einrichtung.',
} as const;

export function TokenSection() {
  const id = useId();
  const task = useDev((state) => state.token);
  const issueToken = useDev((state) => state.issueToken);
  const [type, setType] = useState<DevTokenType>('TSS');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void issueToken(type);
  };

  return (
    <section className="ts-dev__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {TOKEN_TEXTS.title}
      </h2>
      <p className="kern-body">{TOKEN_TEXTS.hint}</p>
      <form className="ts-dev__form" onSubmit={submit}>
        <Select
          label={TOKEN_TEXTS.type}
          value={type}
          onChange={(event) => setType(event.target.value as DevTokenType)}
          options={DEV_TOKEN_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <div>
          <Button type="submit" busy={task.busy}>
            {TOKEN_TEXTS.submit}
          </Button>
        </div>
      </form>
      {task.value && (
        <div className="kern-form-input">
          <label className="kern-label" htmlFor={`${id}-token`}>
            {TOKEN_TEXTS.result} ({task.value.type})
          </label>
          <textarea
            id={`${id}-token`}
            className="kern-form-input__input ts-dev__token"
            readOnly
            rows={4}
            value={task.value.token}
          />
        </div>
      )}
      {task.error && <Alert tone="error" title={task.error} />}
    </section>
  );
}
