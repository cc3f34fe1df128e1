// A form of the appointment pages: no browser validation (the domain's messages show instead, §5);
// sending runs `onSubmit` instead of a page load.
import type { ReactNode } from 'react';

export interface AppointmentFormProps {
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}

export function AppointmentForm({ onSubmit, children }: AppointmentFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="ts-appointment__form"
    >
      {children}
    </form>
  );
}
