// §2 filters as a row of toggle buttons ('bubbles'), the chosen one pressed: the appointment type,
// the radius and the list/map toggle.
import type { ReactNode } from 'react';

export interface BubbleGroupProps<T extends string | number | boolean> {
  /** The id of the element naming the group. */
  readonly labelId: string;
  readonly choices: readonly T[];
  readonly value: T;
  readonly label: (choice: T) => ReactNode;
  readonly onChoose: (choice: T) => void;
}

export function BubbleGroup<T extends string | number | boolean>({
  labelId,
  choices,
  value,
  label,
  onChoose,
}: BubbleGroupProps<T>) {
  return (
    <div role="group" aria-labelledby={labelId} className="ts-bubbles">
      {choices.map((choice) => (
        <button
          key={String(choice)}
          type="button"
          className="ts-bubble"
          aria-pressed={choice === value}
          onClick={() => onChoose(choice)}
        >
          {label(choice)}
        </button>
      ))}
    </div>
  );
}
