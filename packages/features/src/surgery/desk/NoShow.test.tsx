// No-shows at the desk (issue #24 part 1): a begun booking offers 'Nicht erschienen' instead of
// 'Termin absagen'; a marked one shows 'nicht erschienen' and offers 'Markierung aufheben' while
// the server says it may; the outcome or a refusal goes to the live region. The real calls are
// covered by the server's tests (test/practice/no-show.test.ts).
import type { DeskBooking, DeskSlotView } from '@terminservice/domain/supply';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOTS, fakeDeskApi, refusal } from '../../../test/desk/fake-desk-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DeskPage } from './DeskPage.tsx';
import { createDeskStore } from './store/index.ts';

const BOOKED = SLOTS.find((slot) => slot.buchung !== null)!;

function withBooking(changes: Partial<DeskBooking>): DeskSlotView {
  return { ...BOOKED, buchung: { ...BOOKED.buchung!, ...changes } };
}

function openDesk(slot: DeskSlotView, overrides: Record<string, unknown> = {}) {
  const api = fakeDeskApi({ practiceSlots: vi.fn(async () => ({ slots: [slot] })), ...overrides });
  const store = createDeskStore(async () => api, { today: '2026-12-09' });
  renderInApp(<DeskPage store={store} />, { api });
  return api;
}

const status = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('kern-sr-only'))!;

async function theSlot() {
  const tuesday = await screen.findByRole('region', { name: 'Dienstag, 08.12.2026' });
  return within(tuesday).getByRole('article', { name: '09:00 Uhr' });
}

describe("'Nicht erschienen' at the desk", () => {
  it('a begun booking is marked with one button, not cancelled; the desk announces it', async () => {
    const api = openDesk(withBooking({ nichtErschienenAktion: 'markieren' }));
    const slot = await theSlot();
    expect(within(slot).queryByRole('button', { name: /Termin absagen/ })).toBeNull();
    await userEvent.click(
      within(slot).getByRole('button', { name: 'Nicht erschienen: 09:00 Uhr' }),
    );
    expect(api.markNoShow).toHaveBeenCalledWith('b1');
    await waitFor(() =>
      expect(status().textContent).toBe('Der Termin wurde als „nicht erschienen“ markiert.'),
    );
    expect(api.practiceSlots).toHaveBeenCalledTimes(2);
  });

  it('a marked booking shows the mark and offers to undo it while allowed', async () => {
    const api = openDesk(
      withBooking({
        nichtErschienenAm: '2026-12-08T09:20:00.000Z',
        nichtErschienenAktion: 'aufheben',
      }),
    );
    const slot = await theSlot();
    expect(within(slot).getByText('nicht erschienen')).toBeTruthy();
    expect(within(slot).getByText(/^markiert am 08\.12\.2026, \d{2}:20 Uhr$/)).toBeTruthy();
    expect(within(slot).queryByRole('button', { name: /Termin absagen/ })).toBeNull();
    await userEvent.click(
      within(slot).getByRole('button', { name: 'Markierung aufheben: 09:00 Uhr' }),
    );
    expect(api.undoNoShow).toHaveBeenCalledWith('b1');
    await waitFor(() =>
      expect(status().textContent).toBe('Die Markierung „nicht erschienen“ wurde aufgehoben.'),
    );
  });

  it('after 7 days the mark stays, without a button', async () => {
    openDesk(withBooking({ nichtErschienenAm: '2026-12-01T09:20:00.000Z' }));
    const slot = await theSlot();
    expect(within(slot).getByText('nicht erschienen')).toBeTruthy();
    expect(within(slot).queryAllByRole('button')).toEqual([]);
  });

  it('a refusal of the server goes to the live region', async () => {
    const text =
      'Die Markierung „nicht erschienen“ kann nur innerhalb von 7 Tagen aufgehoben werden.';
    openDesk(
      withBooking({
        nichtErschienenAm: '2026-12-01T09:20:00.000Z',
        nichtErschienenAktion: 'aufheben',
      }),
      {
        undoNoShow: vi.fn(async () => {
          throw refusal(409, [{ code: 'PX019', text }]);
        }),
      },
    );
    const slot = await theSlot();
    await userEvent.click(
      within(slot).getByRole('button', { name: 'Markierung aufheben: 09:00 Uhr' }),
    );
    await waitFor(() => expect(status().textContent).toBe(text));
  });

  it('a booking not yet begun can still be cancelled and offers no mark', async () => {
    openDesk(BOOKED);
    const slot = await theSlot();
    expect(within(slot).getByRole('button', { name: 'Termin absagen: 09:00 Uhr' })).toBeTruthy();
    expect(within(slot).queryByRole('button', { name: /Nicht erschienen/ })).toBeNull();
    expect(within(slot).queryByText('nicht erschienen')).toBeNull();
  });
});
