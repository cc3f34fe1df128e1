// The qualification picker modal of §2 ('Fachrichtung auswählen') with the rules of §4
// "Qualification modal". Loads the catalogue (§7 leistungsmerkmale) when it opens. Extras
// (Zusatzqualifikationen, Bundeseinheitliche Genehmigungen) only where §6 shows them (TSS, SURGERY).
// Reused by the TSS and SURGERY login blocks, hence exported from login's index.ts.
import {
  PICKER_GROUP_LABELS,
  filterPickerGroups,
  pickerSections,
} from '@terminservice/domain/leistungsmerkmal';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { TextField } from '@terminservice/ui/text-field';
import { useId, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useIsShown } from '../app-context/index.ts';
import { useT } from '../i18n/index.ts';
import { PickerGroupItems } from './picker/PickerGroupItems.tsx';
import { useCatalogue, type Catalogue } from './picker/useCatalogue.ts';
import { PICKER_MESSAGES as M, pickerSelectedCount } from './texts.ts';
import './picker.css';

export interface QualificationPickerProps {
  readonly open: boolean;
  /** The chosen keys (an item's key may itself be comma-joined, §3). */
  readonly onConfirm: (keys: string[]) => void;
  /** 'Abbrechen', Escape or the close button. */
  readonly onCancel: () => void;
}

export function QualificationPicker({ open, onConfirm, onCancel }: QualificationPickerProps) {
  // Mounted only while open: each opening starts with an empty search and selection.
  return open ? <OpenPicker onConfirm={onConfirm} onCancel={onCancel} /> : null;
}

function OpenPicker({ onConfirm, onCancel }: Omit<QualificationPickerProps, 'open'>) {
  const id = useId();
  const withExtras = useIsShown()('extraQualifications');
  const [catalogue, retry] = useCatalogue(withExtras);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { t } = useT();

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t(M.title)}
      description={t(M.description)}
      size="large"
      footer={
        <>
          {/* §2: the confirm button shows only when at least one is selected. */}
          {selected.size > 0 ? (
            <Button onClick={() => onConfirm([...selected])}>{t(M.confirm)}</Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            {t(M.cancel)}
          </Button>
        </>
      }
    >
      <div className="ts-picker">
        <TextField
          label={t(M.searchLabel)}
          placeholder={t(M.searchPlaceholder)}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <PickerList
          id={id}
          catalogue={catalogue}
          retry={retry}
          query={query}
          selected={selected}
          setSelected={setSelected}
        />
        <p className="kern-body ts-picker__count" role="status">
          {selected.size > 0 ? pickerSelectedCount(t, selected.size) : ''}
        </p>
      </div>
    </Dialog>
  );
}

interface PickerListProps {
  /** Prefix of the section headings' ids. */
  readonly id: string;
  readonly catalogue: Catalogue;
  readonly retry: () => void;
  readonly query: string;
  readonly selected: ReadonlySet<string>;
  readonly setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/** The catalogue's state, or its groups that match the query, per section. */
function PickerList({ id, catalogue, retry, query, selected, setSelected }: PickerListProps) {
  const { t, domain } = useT();
  const visible = useMemo(
    () =>
      catalogue.status === 'ready' ? filterPickerGroups(catalogue.groups, query, selected) : [],
    [catalogue, query, selected],
  );
  const searching = query.trim() !== '';
  const sections = pickerSections(visible);

  return (
    <div className="ts-picker__list" aria-busy={catalogue.status === 'loading'}>
      {catalogue.status === 'loading' ? <LoadingIndicator label={t(M.loading)} /> : null}
      {catalogue.status === 'error' ? (
        <Alert tone="error" title={t(M.loadError)}>
          <Button variant="secondary" onClick={retry}>
            {t(M.retry)}
          </Button>
        </Alert>
      ) : null}
      {catalogue.status === 'ready' && sections.length === 0 ? (
        <p className="kern-body">{t(M.noMatch)}</p>
      ) : null}
      {sections.map(({ section, groups }) => (
        <section key={section} aria-labelledby={`${id}-${section}`} className="ts-picker__section">
          <h3 id={`${id}-${section}`} className="kern-heading-small">
            {domain(PICKER_GROUP_LABELS[section])}
          </h3>
          {groups.map((group) => (
            <PickerGroupItems
              key={`${group.name}:${searching ? 'open' : 'closed'}`}
              group={group}
              searching={searching}
              selected={selected}
              setSelected={setSelected}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
