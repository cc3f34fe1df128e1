import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinForm, ResendButton } from './PinForm.tsx';
import { useIdentityPin } from './useIdentityPin.ts';

/** A page's use of the form: the identity PIN with its validation and a resend button. */
function Page({
  onSend,
  resendAt,
}: {
  readonly onSend: (pin: string) => void;
  readonly resendAt: number;
}) {
  const pin = useIdentityPin();
  return (
    <PinForm
      className="page__form"
      actionsClassName="page__actions"
      onSubmit={() => {
        pin.touch();
        if (pin.error === undefined) onSend(pin.pin);
      }}
      field={{ ...pin.field, label: 'PIN', hint: 'Die PIN ist 10 Minuten gültig.' }}
      submit={{ label: 'Verifizieren', busy: false }}
    >
      <ResendButton
        availableAt={resendAt}
        label="PIN erneut senden"
        countdownLabel={(seconds) => `PIN erneut senden (${String(seconds)}s)`}
        onClick={() => undefined}
      />
    </PinForm>
  );
}

describe('PinForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a one-time-code field with its hint read with it, then the submit button and the others', () => {
    render(<Page onSend={() => undefined} resendAt={Date.now() + 2_000} />);
    const field = screen.getByRole('textbox', { name: 'PIN' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('name')).toBe('pin');
    expect(field.getAttribute('maxlength')).toBe('7');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Die PIN ist 10 Minuten gültig.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Verifizieren',
      'PIN erneut senden (2s)',
    ]);
  });

  it('sent with a wrong PIN, the domain message is shown and read with the field; a right one is sent', async () => {
    const onSend = vi.fn();
    render(<Page onSend={onSend} resendAt={Date.now() + 2_000} />);
    const field = screen.getByRole('textbox', { name: 'PIN' });
    await userEvent.type(field, '12a{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toMatch(/ /);
    await userEvent.clear(field);
    await userEvent.type(field, '123-456{Enter}');
    expect(onSend).toHaveBeenCalledWith('123-456');
  });
});

describe('ResendButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out its countdown, then may be pressed', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <ResendButton
        availableAt={Date.now() + 2_000}
        label="PIN erneut senden"
        countdownLabel={(seconds) => `PIN erneut senden (${String(seconds)}s)`}
        onClick={onClick}
      />,
    );
    expect(screen.getByRole('button', { name: 'PIN erneut senden (2s)' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(2_000));
    const button = screen.getByRole('button', { name: 'PIN erneut senden' });
    expect(button).toHaveProperty('disabled', false);
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
