import type { ReactNode } from 'react';

/** Two fields side by side on wide screens, stacked on phones. */
export function FormRow({
  children,
  wide,
  narrow,
}: {
  readonly children: ReactNode;
  readonly wide?: boolean;
  readonly narrow?: boolean;
}) {
  const variant = wide ? ' ts-booking__row--wide' : narrow ? ' ts-booking__row--narrow' : '';
  return <div className={`ts-booking__row${variant}`}>{children}</div>;
}
