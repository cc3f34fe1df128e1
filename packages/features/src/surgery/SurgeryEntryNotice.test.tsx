import { BILLING_NOTE_PATH } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../shell/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { SurgeryEntryNotice } from './SurgeryEntryNotice.tsx';

const toasts = () => screen.getByRole('list', { name: 'Benachrichtigungen' });

function renderNotice(type: Parameters<typeof fakeApi>[0], arrivedWithToken: boolean) {
  return renderInApp(
    <AppShell>
      <SurgeryEntryNotice arrivedWithToken={arrivedWithToken} />
    </AppShell>,
    { api: fakeApi(type) },
  );
}

describe("the entry notification 'Information für Ärzte' (§2 SURGERY, §9 15000 ms)", () => {
  it('shows once the server confirmed SURGERY, links to the billing note, and goes after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderNotice('SURGERY', true);
    const title = await within(toasts()).findByText('Information für Ärzte');
    const link = within(toasts()).getByRole('link', { name: 'Hinweis zur Abrechnung' });
    expect(link.getAttribute('href')).toBe(BILLING_NOTE_PATH);
    expect(title).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    // Still there after the 10 s of an ordinary toast.
    expect(within(toasts()).queryByText('Information für Ärzte')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await waitFor(() => expect(within(toasts()).queryByText('Information für Ärzte')).toBeNull());
  });

  it('does not show without a token in the address, nor when the server answers another type', async () => {
    const first = renderNotice('SURGERY', false);
    await waitFor(() => expect(first.api.version).toHaveBeenCalled());
    expect(within(toasts()).queryByText('Information für Ärzte')).toBeNull();
    first.unmount();

    const second = renderNotice('WEB', true);
    await waitFor(() => expect(second.api.version).toHaveBeenCalled());
    expect(within(toasts()).queryByText('Information für Ärzte')).toBeNull();
  });
});

describe('the entry notification link', () => {
  it('opens the billing note and closes the notification', async () => {
    const user = userEvent.setup();
    renderNotice('SURGERY', true);
    const link = await within(toasts()).findByRole('link', { name: 'Hinweis zur Abrechnung' });
    await user.click(link);
    expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(
      BILLING_NOTE_PATH,
    );
    await waitFor(() => expect(within(toasts()).queryByText('Information für Ärzte')).toBeNull());
  });
});
