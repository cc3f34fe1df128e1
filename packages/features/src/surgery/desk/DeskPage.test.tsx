// The appointment desk page: given a practice token (SURGERY) it shows whose desk it is, the
// profiles, the series preview and the week; after actions it confirms in a live region; a patient
// (WEB) only gets the notice. Role queries, no snapshots.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MONDAY, SLOTS, fakeDeskApi, refusal } from '../../../test/desk/fake-desk-api.ts';
import { fakeApi, renderInApp } from '../../../test/render.tsx';
import { DeskPage } from './DeskPage.tsx';
import { createDeskStore } from './store/index.ts';

function openDesk(overrides: Record<string, unknown> = {}) {
  const api = fakeDeskApi(overrides);
  const store = createDeskStore(async () => api, { today: '2026-12-09' });
  renderInApp(<DeskPage store={store} />, { api });
  return api;
}

const status = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('kern-sr-only'))!;

describe('the appointment desk (Terminverwaltung)', () => {
  it('shows the practice, its profiles and the week with each state in words', async () => {
    openDesk();
    expect(await screen.findByText('Augenpraxis am Park')).toBeTruthy();
    const profile = screen.getByRole('article', { name: /Sprechstunde Augenheilkunde/ });
    expect(within(profile).getByText('15 Min.')).toBeTruthy();
    expect(within(profile).getByText('Augenheilkunde')).toBeTruthy();
    expect(
      within(profile).getByText('Patientinnen und Patienten, Terminservicestelle'),
    ).toBeTruthy();
    expect(await screen.findByText('Woche vom 07.12.2026 bis 13.12.2026')).toBeTruthy();
    const monday = screen.getByRole('region', { name: 'Montag, 07.12.2026' });
    expect(within(monday).getByText('frei')).toBeTruthy();
    expect(within(monday).getByText('gesperrt')).toBeTruthy();
    const tuesday = screen.getByRole('region', { name: 'Dienstag, 08.12.2026' });
    expect(within(tuesday).getByText('gebucht')).toBeTruthy();
    expect(within(tuesday).getByText('****-****-7KQ2')).toBeTruthy();
    expect(within(tuesday).getByText('Erika Musterfrau')).toBeTruthy();
    expect(within(tuesday).getByText('17.05.1980')).toBeTruthy();
  });

  it("shows 'bestätigt' for a booking the patient confirmed in the reminder (issue #15)", async () => {
    const booked = SLOTS.find((slot) => slot.buchung !== null)!;
    const confirmed = {
      ...booked,
      buchung: { ...booked.buchung!, bestaetigtAm: '2026-12-07T16:30:00.000Z' },
    };
    openDesk({ practiceSlots: vi.fn(async () => ({ slots: [confirmed] })) });
    const tuesday = await screen.findByRole('region', { name: 'Dienstag, 08.12.2026' });
    const slot = within(tuesday).getByRole('article', { name: '09:00 Uhr' });
    expect(within(slot).getByText('gebucht')).toBeTruthy();
    expect(within(slot).getByText('bestätigt')).toBeTruthy();
    expect(within(slot).getByText('Teilnahme:')).toBeTruthy();
    expect(within(slot).getByText(/^bestätigt am 07\.12\.2026, \d{2}:30 Uhr$/)).toBeTruthy();
  });

  it('shows no confirmation for a booking not confirmed', async () => {
    openDesk();
    const tuesday = await screen.findByRole('region', { name: 'Dienstag, 08.12.2026' });
    expect(within(tuesday).getByText('gebucht')).toBeTruthy();
    expect(within(tuesday).queryByText('bestätigt')).toBeNull();
    expect(within(tuesday).queryByText('Teilnahme')).toBeNull();
  });

  it('previews how many slots a series makes and refuses too many in the form', async () => {
    const api = openDesk();
    await screen.findByText('Augenpraxis am Park');
    await userEvent.selectOptions(screen.getByLabelText('Terminprofil'), 'p1');
    const from = screen.getByLabelText('Von (Uhrzeit)');
    const to = screen.getByLabelText('Bis (Uhrzeit)');
    await userEvent.clear(to);
    await userEvent.type(to, '09:00');
    await userEvent.clear(screen.getByLabelText('Startdatum'));
    await userEvent.type(screen.getByLabelText('Startdatum'), MONDAY);
    await userEvent.clear(screen.getByLabelText('Enddatum'));
    await userEvent.type(screen.getByLabelText('Enddatum'), '2026-12-13');
    // Monday to Friday, 08:00–09:00, 15 minutes: 4 a day.
    expect(await screen.findByText('Es werden 20 Termine angelegt.')).toBeTruthy();
    await userEvent.clear(from);
    await userEvent.type(from, '00:00');
    await userEvent.clear(to);
    await userEvent.type(to, '23:59');
    await userEvent.clear(screen.getByLabelText('Enddatum'));
    await userEvent.type(screen.getByLabelText('Enddatum'), '2027-01-31');
    expect(await screen.findByText(/höchstens 1\.000 Termine/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Terminserie anlegen' }));
    expect(api.publishSeries).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('shows a refusal of the server next to its field', async () => {
    openDesk({
      publishSlot: vi.fn(async () =>
        Promise.reject(
          refusal(409, [
            {
              code: 'PX003',
              text: 'Der Termin am 07.12.2026, 08:00 Uhr überschneidet sich mit einem anderen Termin Ihrer Praxis.',
              field: 'body.beginn',
            },
          ]),
        ),
      ),
    });
    await screen.findByText('Augenpraxis am Park');
    await userEvent.click(screen.getByRole('radio', { name: 'Einen Termin' }));
    await userEvent.selectOptions(screen.getByLabelText('Terminprofil'), 'p1');
    await userEvent.type(screen.getByLabelText('Datum'), MONDAY);
    await userEvent.type(screen.getByLabelText('Uhrzeit'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Termin anlegen' }));
    const field = screen.getByLabelText('Datum');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/überschneidet sich/).length).toBeGreaterThan(0);
  });

  it('withdraws selected slots after a confirmation and announces it', async () => {
    const api = openDesk();
    await screen.findByText('Woche vom 07.12.2026 bis 13.12.2026');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Termin um 08:00 Uhr auswählen' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Termin um 08:15 Uhr auswählen' }));
    expect(screen.getByText('2 Termine ausgewählt.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ausgewählte Termine zurückziehen' }));
    const dialog = screen.getByRole('dialog', { name: 'Termine zurückziehen' });
    expect(within(dialog).getByText(/Möchten Sie 2 Termine zurückziehen/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(api.withdrawSlots).toHaveBeenCalledWith({ ids: ['11', '12'] });
    await waitFor(() => expect(status().textContent).toBe('2 Termine wurden zurückgezogen.'));
  });

  it('cancels a booking only with a reason and says how the patient was told', async () => {
    const api = openDesk({ cancelPracticeBooking: vi.fn(async () => ({ benachrichtigt: null })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Termin absagen: 09:00 Uhr' }));
    const dialog = screen.getByRole('dialog', { name: 'Termin absagen' });
    expect(
      within(dialog).getByText(/mit demselben Vermittlungscode einen neuen Termin buchen/),
    ).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Grund der Absage/);
    expect(document.activeElement).toBe(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(api.cancelPracticeBooking).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Bitte geben Sie einen Grund für die Absage an.')).toBeTruthy();
    await userEvent.type(reason, 'Die Ärztin ist erkrankt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(api.cancelPracticeBooking).toHaveBeenCalledWith('b1', {
      grund: 'Die Ärztin ist erkrankt.',
    });
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Der Termin wurde abgesagt. Bitte informieren Sie die Patientin oder den Patienten telefonisch.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before deactivating a profile, naming how many free slots go', async () => {
    const api = openDesk();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Terminprofil „Sprechstunde Augenheilkunde“ deaktivieren',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Terminprofil deaktivieren' });
    expect(within(dialog).getByText(/2 freie Termine werden zurückgezogen/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(api.deactivateProfile).toHaveBeenCalledWith('p1');
  });

  it('validates a new profile with the domain schema before sending it', async () => {
    const api = openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Neues Terminprofil' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminprofil anlegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(api.createProfile).not.toHaveBeenCalled();
    expect(within(dialog).getAllByText('Bitte geben Sie einen Namen ein.').length).toBeGreaterThan(
      0,
    );
    expect(
      within(dialog).getAllByText('Bitte wählen Sie mindestens ein Leistungsmerkmal.').length,
    ).toBeGreaterThan(0);
  });

  it('for anyone but a practice it only says what the page is for', async () => {
    const api = fakeApi('WEB');
    renderInApp(<DeskPage />, { api });
    expect(await screen.findByText(/steht nur Praxen zur Verfügung/)).toBeTruthy();
  });
});
