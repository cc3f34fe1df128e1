// The search page in reschedule mode (issue #15): the note names the booking, the search asks with
// verschieben, a chosen slot opens the confirmation modal instead of the booking modal, and the
// answer decides: the details page of the new appointment with a message, or the refusal in the
// modal with the old booking kept.
import { ROUTES } from '@terminservice/domain/search';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, appointment } from '../../test/appointment/fixtures.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe, fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { searchResponse } from '../../test/search/fixtures.ts';
import { CODE, PATH, address } from '../../test/search/render-search.tsx';
import { SearchPage } from '../search/index.ts';
import { ShellProvider, useShell } from '../shell/index.ts';

function Toasts() {
  const toasts = useShell((state) => state.toasts);
  return (
    <ul aria-label="Meldungen">
      {toasts.map((toast) => (
        <li key={toast.id}>
          {toast.title}: {toast.text}
        </li>
      ))}
    </ul>
  );
}

function open(overrides: Record<string, unknown> = {}, path = `${PATH}?verschieben=1`) {
  const api = {
    ...fakeApi(),
    search: vi.fn(async (_params: unknown) => searchResponse()),
    bookingLookup: vi.fn(async () => appointment()),
    rescheduleBooking: vi.fn(async () => undefined),
    ...overrides,
  };
  // The page in its route, as the app has it: after the move the details route takes over.
  render(
    <AppContextProvider api={api as never}>
      <MemoryRouter initialEntries={[path]}>
        <ShellProvider>
          <Routes>
            <Route path={`${ROUTES.search}/*`} element={<SearchPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Toasts />
        </ShellProvider>
        <LocationProbe />
      </MemoryRouter>
    </AppContextProvider>,
  );
  return api;
}

async function choose(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Termin verschieben' });
}

describe('the search page in reschedule mode', () => {
  it('names the booking, searches with verschieben, keeps the mode in the address', async () => {
    const api = open();
    expect(
      await screen.findByText(
        /Sie wählen einen neuen Termin für Ihre Buchung am Donnerstag, 03\.12\.2026, 09:30 Uhr\./,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.search).toHaveBeenCalled());
    expect(api.search.mock.calls[0]![0]).toMatchObject({ reschedule: true, plz: '10115' });
  });

  it('confirms the move: the old one released, no cancellation; then the new details', async () => {
    const api = open();
    const dialog = await choose(/^09:30 Uhr, Montag, 23.11.2026/);
    expect(within(dialog).getByText('Montag, 23.11.2026, 09:30 Uhr')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Ihr bisheriger Termin am Donnerstag, 03\.12\.2026, 09:30 Uhr wird dabei freigegeben\. Das Verschieben zählt nicht als Absage/,
      ),
    ).toBeTruthy();
    // No contact form: the booking's contact is kept.
    expect(within(dialog).queryByLabelText('Vorname')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin verschieben' }));
    expect(api.rescheduleBooking).toHaveBeenCalledWith({ slot: 'n2' });
    await waitFor(() => expect(address()).toBe(`${ROUTES.details}/${CODE}`));
    expect(screen.getByRole('list', { name: 'Meldungen' }).textContent).toContain(
      'Termin verschoben: Ihr neuer Termin ist gebucht, der bisherige ist freigegeben.',
    );
  });

  it('a slot taken meanwhile: the catalogue message, the way back, the booking kept', async () => {
    open({
      rescheduleBooking: vi.fn(async () => {
        throw apiError(409, 'BU004', 'Der Termin steht nicht mehr zur Verfügung.');
      }),
    });
    const dialog = await choose(/^09:00 Uhr, Montag, 23.11.2026/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin verschieben' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Der Termin steht nicht mehr zur Verfügung.');
    expect(alert.textContent).toContain('Bitte wählen Sie einen anderen Termin aus.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Anderen Termin auswählen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe(PATH);
  });

  it('a slot of the other appointment type is not offered for the move', async () => {
    const api = open();
    const dialog = await choose(/^10:00 Uhr, Montag, 23.11.2026/);
    expect(within(dialog).getByText(/Ihr Termin ist ein Präsenztermin\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Termin verschieben' })).toBeNull();
    expect(api.rescheduleBooking).not.toHaveBeenCalled();
  });

  it('without the mode the booking modal opens, and no booking is read', async () => {
    const api = open({}, PATH);
    await userEvent.click(await screen.findByRole('button', { name: /^09:00 Uhr, Montag/ }));
    expect(
      await screen.findByRole('dialog', { name: /Termin buchen|Bitte beachten/ }),
    ).toBeTruthy();
    expect(api.bookingLookup).not.toHaveBeenCalled();
    expect(api.search.mock.calls[0]![0]).not.toHaveProperty('reschedule');
  });

  it('names no date when the booking cannot be read', async () => {
    open({ bookingLookup: vi.fn(async () => Promise.reject(apiError(404, 'WP069', ''))) });
    expect(
      await screen.findByText(/^Sie wählen einen neuen Termin für Ihre Buchung\. /),
    ).toBeTruthy();
  });
});

describe('no Terminalarm while rescheduling (issue #23 part 4)', () => {
  it('offers none in reschedule mode: the server refuses an alert for a booked code', async () => {
    open();
    await screen.findByRole('button', { name: /^09:30 Uhr, Montag, 23.11.2026/ });
    expect(screen.queryByRole('heading', { name: 'Terminalarm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminalarm einrichten' })).toBeNull();
  });

  it('still offers it on the same search without reschedule mode', async () => {
    open({}, PATH);
    expect(await screen.findByRole('button', { name: 'Terminalarm einrichten' })).toBeTruthy();
  });
});
