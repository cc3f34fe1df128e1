// The qualification picker modal of §2 ('Fachrichtung auswählen') with the rules of §4
// "Qualification modal". Loads the catalogue (§7 leistungsmerkmale) when it opens. Extras
// (Zusatzqualifikationen, Bundeseinheitliche Genehmigungen) only where §6 shows them (TSS, SURGERY).
// Reused by the TSS and SURGERY login blocks, hence exported from login's index.ts.
import {
  PICKER_GROUP_LABELS,
  buildPickerGroups,
  filterPickerGroups,
  isGroupSelected,
  toggleGroup,
  toggleKey,
  type PickerGroup,
} from '@terminservice/domain/leistungsmerkmal';
import { Accordion } from '@terminservice/ui/accordion';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Checkbox } from '@terminservice/ui/checkbox';
import { Dialog } from '@terminservice/ui/dialog';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useId, useMemo, useState } from 'react';
import { useApi, useIsShown } from '../app-context/index.ts';
import { PICKER_TEXTS } from './texts.ts';
import './picker.css';

export interface QualificationPickerProps {
  readonly open: boolean;
  /** The chosen keys (an item's key may itself be comma-joined, §3). */
  readonly onConfirm: (keys: string[]) => void;
  /** 'Abbrechen', Escape or the close button. */
  readonly onCancel: () => void;
}

type Catalogue =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly groups: readonly PickerGroup[] };

export function QualificationPicker({ open, onConfirm, onCancel }: QualificationPickerProps) {
  // Mounted only while open: each opening starts with an empty search and selection.
  return open ? <OpenPicker onConfirm={onConfirm} onCancel={onCancel} /> : null;
}

function OpenPicker({ onConfirm, onCancel }: Omit<QualificationPickerProps, 'open'>) {
  const id = useId();
  const getApi = useApi();
  const withExtras = useIsShown()('extraQualifications');
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await getApi();
        const response = await api.qualifications({ signal: controller.signal });
        setCatalogue({ status: 'ready', groups: buildPickerGroups(response, { withExtras }) });
      } catch {
        if (!controller.signal.aborted) setCatalogue({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [getApi, withExtras, attempt]);

  const visible = useMemo(
    () =>
      catalogue.status === 'ready' ? filterPickerGroups(catalogue.groups, query, selected) : [],
    [catalogue, query, selected],
  );
  const searching = query.trim() !== '';

  const renderGroup = (group: PickerGroup) => (
    <Accordion
      // Searching opens the groups, so that the matches are in view.
      key={`${group.name}:${searching ? 'open' : 'closed'}`}
      title={group.name}
      defaultOpen={searching}
      className="ts-picker__group"
    >
      <Checkbox
        label={
          <>
            {PICKER_TEXTS.selectAll}
            <span className="kern-sr-only"> ({group.name})</span>
          </>
        }
        checked={isGroupSelected(group, selected)}
        onChange={() => setSelected((current) => toggleGroup(group, current))}
      />
      <ul className="ts-picker__items">
        {group.items.map((item) => (
          <li key={item.key}>
            <Checkbox
              label={item.name}
              checked={selected.has(item.key)}
              onChange={() => setSelected((current) => toggleKey(current, item.key))}
            />
          </li>
        ))}
      </ul>
    </Accordion>
  );

  const sections = (['arztgruppen', 'zusatzqualifikationen', 'genehmigungen'] as const)
    .map((section) => ({
      section,
      groups: visible.filter((group) => group.section === section && !group.hidden),
    }))
    .filter((entry) => entry.groups.length > 0);

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={PICKER_TEXTS.title}
      description={PICKER_TEXTS.description}
      size="large"
      footer={
        <>
          {/* §2: the confirm button shows only when at least one is selected. */}
          {selected.size > 0 ? (
            <Button onClick={() => onConfirm([...selected])}>{PICKER_TEXTS.confirm}</Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            {PICKER_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <div className="ts-picker">
        <TextField
          label={PICKER_TEXTS.searchLabel}
          placeholder={PICKER_TEXTS.searchPlaceholder}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="ts-picker__list" aria-busy={catalogue.status === 'loading'}>
          {catalogue.status === 'loading' ? (
            <LoadingIndicator label={PICKER_TEXTS.loading} />
          ) : null}
          {catalogue.status === 'error' ? (
            <Alert tone="error" title={PICKER_TEXTS.loadError}>
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {PICKER_TEXTS.retry}
              </Button>
            </Alert>
          ) : null}
          {catalogue.status === 'ready' && sections.length === 0 ? (
            <p className="kern-body">{PICKER_TEXTS.noMatch}</p>
          ) : null}
          {sections.map(({ section, groups }) => (
            <section
              key={section}
              aria-labelledby={`${id}-${section}`}
              className="ts-picker__section"
            >
              <h3 id={`${id}-${section}`} className="kern-heading-small">
                {PICKER_GROUP_LABELS[section]}
              </h3>
              {groups.map(renderGroup)}
            </section>
          ))}
        </div>
        <p className="kern-body ts-picker__count" role="status">
          {selected.size > 0 ? PICKER_TEXTS.selectedCount(selected.size) : ''}
        </p>
      </div>
    </Dialog>
  );
}
