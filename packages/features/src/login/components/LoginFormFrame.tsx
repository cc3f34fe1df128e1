// The frame of every login form: a form named by its heading, the fields, and the submit button
// that stays focusable while disabled (§5) so that a click or Enter shows why.
import { Button } from '@terminservice/ui/button';
import type { ReactNode } from 'react';
import type { FormSubmit } from '../hooks/useFormSubmit.ts';

export interface LoginFormFrameProps {
  /** The form's base id: its heading is `${id}-title`. */
  readonly id: string;
  /** The h2 inside the form; leave it out when the heading stands outside (with the same id). */
  readonly title?: ReactNode;
  readonly className?: string;
  readonly busy?: boolean;
  readonly submit: FormSubmit;
  /** The spinner on the submit button: the login call is under way. */
  readonly submitting: boolean;
  readonly submitLabel: ReactNode;
  readonly children: ReactNode;
}

export function LoginFormFrame({
  id,
  title,
  className = 'ts-login__form',
  busy,
  submit,
  submitting,
  submitLabel,
  children,
}: LoginFormFrameProps) {
  return (
    <form
      className={className}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit.onSubmit}
    >
      {title === undefined ? null : (
        <h2 id={`${id}-title`} className="kern-heading-medium">
          {title}
        </h2>
      )}
      {children}
      <div className="ts-login__actions">
        <Button
          type="submit"
          busy={submitting}
          aria-disabled={submit.blocked || undefined}
          onClickCapture={(event) => {
            // Disabled while invalid (§5), yet a click or Enter shows why and leads to the field.
            if (submit.revealsErrors) {
              event.preventDefault();
              event.stopPropagation();
              submit.reveal();
            }
          }}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
