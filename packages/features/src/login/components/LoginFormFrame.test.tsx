// The shared login form parts: the frame's submit rule (§5: disabled while invalid or busy, a
// click reveals the errors and focuses the first) and the code-and-postcode fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { CODE, loginApi } from '../../../test/login/fake-api.ts';
import { CodeAndPostcodeFields, useCodeAndPostcodeForm } from './CodeAndPostcodeFields.tsx';
import { LoginFormFrame } from './LoginFormFrame.tsx';

function Harness({ busy, send }: { readonly busy: boolean; readonly send: () => Promise<void> }) {
  const state = useCodeAndPostcodeForm();
  const submit = useFormSubmit(state.form, state.ids, busy, send);
  return (
    <LoginFormFrame
      id={state.id}
      title="Formular"
      submit={submit}
      submitting={busy}
      submitLabel="Senden"
    >
      <CodeAndPostcodeFields state={state} codeHint="Hinweis" />
    </LoginFormFrame>
  );
}

function renderFrame(busy = false) {
  const user = userEvent.setup();
  const send = vi.fn(async () => undefined);
  renderInApp(<Harness busy={busy} send={send} />, { api: loginApi('WEB') as never });
  return { user, send };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
  await user.paste(CODE);
  await user.type(screen.getByRole('textbox', { name: 'Postleitzahl' }), '10115');
}

describe('the login form frame', () => {
  it('is a form named by its heading', () => {
    renderFrame();
    expect(screen.getByRole('form', { name: 'Formular' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Formular' })).toBeTruthy();
  });

  it('reveals the errors and focuses the first on a click while invalid, without sending', async () => {
    const { user, send } = renderFrame();
    const submit = screen.getByRole('button', { name: 'Senden' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Vermittlungscode benötigt')).toBeNull();
    await user.click(submit);
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once valid and shows the place name of the postcode', async () => {
    const { user, send } = renderFrame();
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Senden' });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await user.click(submit);
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Berlin')).toBeTruthy());
  });

  it('does nothing while busy', async () => {
    const { user, send } = renderFrame(true);
    await fill(user);
    const submit = screen.getByRole('button', { name: /Senden/ });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(send).not.toHaveBeenCalled();
  });
});
