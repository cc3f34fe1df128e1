// A block of the details page (§2): a region named by its heading, an intro and its controls.
import { Heading } from '@terminservice/ui/heading';
import type { ReactNode } from 'react';

export interface AppointmentBlockProps {
  /** The heading's id, which names the region. */
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly children: ReactNode;
}

export function AppointmentBlock({ id, heading, intro, children }: AppointmentBlockProps) {
  return (
    <section className="ts-appointment__block" aria-labelledby={id}>
      <Heading level={2} size="small" id={id}>
        {heading}
      </Heading>
      <p className="kern-body">{intro}</p>
      {children}
    </section>
  );
}
