// §2/§4 extra sections ('An den Arzt freigegebene Termine anzeigen', 'Spätere Termine anzeigen'):
// collapsed at first, a click expands them for good; focus moves to the revealed heading.
import type { SearchSlot } from '@terminservice/domain/api';
import { useEffect, useRef, useState } from 'react';
import type { DateGroup, OfficeEntry } from '../results.ts';
import { DateGroups } from './DateGroups.tsx';

export interface ExtraSectionProps {
  readonly showLabel: string;
  readonly heading: string;
  readonly groups: readonly DateGroup[];
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function ExtraSection({
  showLabel,
  heading,
  groups,
  headline,
  onSelect,
}: ExtraSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (expanded) headingRef.current?.focus();
  }, [expanded]);
  if (groups.length === 0) return null;
  if (!expanded) {
    return (
      <button
        type="button"
        className="kern-btn kern-btn--secondary ts-extra__toggle"
        aria-expanded={false}
        onClick={() => setExpanded(true)}
      >
        <span className="kern-label">{showLabel}</span>
      </button>
    );
  }
  return (
    <section className="ts-extra" aria-label={heading}>
      <h2 ref={headingRef} tabIndex={-1} className="kern-heading-medium ts-extra__heading">
        {heading}
      </h2>
      <DateGroups groups={groups} headline={headline} onSelect={onSelect} />
    </section>
  );
}
