// The PIN form of every page that asks for a PIN sent by mail or SMS (issue #26 part 3): the
// identity check (§2 "Identitätsprüfung"), the alert's confirmation (issue #15) and the change of
// the notification e-mail (issue #26). One field — numeric, autocomplete one-time-code, short, its
// hint and error read with it (aria-describedby) — then the submit button and the page's others.
// The texts, the validation and the calls stay with each page.
import { Button } from '@terminservice/ui/button';
import { TextField, type TextFieldProps } from '@terminservice/ui/text-field';
import type { ReactNode, Ref } from 'react';
import { useCountdown } from './countdown.ts';

/** What the page gives the PIN field: its texts, value and error. */
export type PinFieldProps = Pick<
  TextFieldProps,
  | 'label'
  | 'hint'
  | 'name'
  | 'placeholder'
  | 'maxLength'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'error'
  | 'required'
> & {
  /** To move the focus to the field (on mount, after a failure). */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
};

export interface PinFormProps {
  /** The form's class (the page's layout). */
  readonly className: string;
  /** The class of the buttons' row. */
  readonly actionsClassName: string;
  /** Sent (Enter or the submit button); the browser does not validate (§5) nor load a page. */
  readonly onSubmit: () => void;
  /** What the form shows above the field, e.g. the last failure and the resend status. */
  readonly before?: ReactNode;
  readonly field: PinFieldProps;
  readonly submit: {
    readonly label: string;
    readonly busy: boolean;
    readonly disabled?: boolean | undefined;
  };
  /** The buttons after the submit button, in their order (cancel, resend). */
  readonly children?: ReactNode;
}

export function PinForm({
  className,
  actionsClassName,
  onSubmit,
  before,
  field: { inputRef, ...field },
  submit,
  children,
}: PinFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {before}
      <TextField
        ref={inputRef}
        width="short"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...field}
      />
      <div className={actionsClassName}>
        <Button type="submit" disabled={submit.disabled} busy={submit.busy}>
          {submit.label}
        </Button>
        {children}
      </div>
    </form>
  );
}

export interface ResendButtonProps {
  /** When (epoch ms) the PIN may be sent again (§9: 60 s after the last). */
  readonly availableAt: number;
  readonly label: string;
  /** The label while waiting, e.g. 'PIN erneut senden (42s)'. */
  readonly countdownLabel: (seconds: number) => string;
  readonly busy?: boolean | undefined;
  readonly onClick: () => void;
}

/** 'PIN erneut senden': disabled with its countdown until the moment, then a plain button. */
export function ResendButton({
  availableAt,
  label,
  countdownLabel,
  busy = false,
  onClick,
}: ResendButtonProps) {
  const secondsLeft = useCountdown(availableAt);
  return (
    <Button variant="secondary" disabled={secondsLeft > 0} busy={busy} onClick={onClick}>
      {secondsLeft > 0 ? countdownLabel(secondsLeft) : label}
    </Button>
  );
}
