// The profile form's Leistungsmerkmale: the chosen ones with a remove button each, and the
// catalogue picker of the login (QualificationPicker, §2 'Fachrichtung auswählen') to add more.
import { Button } from '@terminservice/ui/button';
import { useRef, useState } from 'react';
import { QualificationPicker } from '../../login/index.ts';
import { nameOf, splitPickedKeys } from './catalogue.ts';
import { GroupError } from './CheckboxGroup.tsx';
import { useDesk } from './DeskStoreProvider.tsx';
import { PROFILE_TEXTS } from './texts.ts';

export interface MerkmalChooserProps {
  readonly id: string;
  readonly leistungsmerkmale: readonly string[];
  readonly qualifikationen: readonly string[];
  readonly error?: string | undefined;
  readonly onChange: (next: { leistungsmerkmale: string[]; qualifikationen: string[] }) => void;
}

export function MerkmalChooser({
  id,
  leistungsmerkmale,
  qualifikationen,
  error,
  onChange,
}: MerkmalChooserProps) {
  const catalogue = useDesk((s) => s.catalogue);
  const [open, setOpen] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const chosen = [...leistungsmerkmale, ...qualifikationen];
  const remove = (code: string) => {
    onChange({
      leistungsmerkmale: leistungsmerkmale.filter((c) => c !== code),
      qualifikationen: qualifikationen.filter((c) => c !== code),
    });
    chooseButton.current?.focus();
  };
  return (
    <fieldset
      className="kern-fieldset ts-desk__fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="kern-label">{PROFILE_TEXTS.merkmale}</legend>
      {chosen.length === 0 ? (
        <p className="kern-body">{PROFILE_TEXTS.merkmaleNone}</p>
      ) : (
        <ul className="ts-desk__chips">
          {chosen.map((code) => (
            <li key={code}>
              <span>{nameOf(catalogue, code)}</span>
              <Button
                variant="link"
                onClick={() => remove(code)}
                aria-label={PROFILE_TEXTS.merkmaleRemove(nameOf(catalogue, code))}
              >
                <span className="kern-icon kern-icon--close" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <GroupError id={id} error={error} />
      <Button id={id} ref={chooseButton} variant="secondary" onClick={() => setOpen(true)}>
        {PROFILE_TEXTS.merkmaleChoose}
      </Button>
      <QualificationPicker
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={(keys) => {
          setOpen(false);
          const picked = splitPickedKeys(keys, catalogue);
          onChange({
            leistungsmerkmale: [...new Set([...leistungsmerkmale, ...picked.leistungsmerkmale])],
            qualifikationen: [...new Set([...qualifikationen, ...picked.qualifikationen])],
          });
        }}
      />
    </fieldset>
  );
}
