import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import {
  CODE,
  apiError,
  appointment,
  appointmentApi,
  bookedSlot,
  renderAppointment,
} from '../../test/appointment/fixtures.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const detailsByCode = `${ROUTES.details}/${CODE.toLowerCase()}`;

describe('the details page (§2 Details pages)', () => {
  it('given a code in the route, it stores it and shows the in-person appointment with the office', async () => {
    const api = appointmentApi();
    renderAppointment(detailsByCode, api);
    expect(screen.getByText('Ihre Buchung wird geladen')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Termin am 03.12.2026, 09:30 Uhr' }),
    ).toBeTruthy();
    expect(readSession('code')).toBe(CODE);
    expect(screen.getByText('ABCD-FGHJ-KLMN')).toBeTruthy();
    const office = screen.getByRole('region', { name: 'Praxis' });
    expect(within(office).getByText('Augenpraxis am Tor')).toBeTruthy();
    expect(within(office).getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(within(office).getByText(/www\.augenpraxis\.example/)).toBeTruthy();
    // §3: office note and profile note joined by a line break.
    expect(
      within(office).getByText(
        (_, el) => el?.textContent === 'Bitte Versichertenkarte mitbringen.\nNüchtern erscheinen.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Termin absagen' })).toBeTruthy();
    expect(screen.getByText(/Bitte notieren Sie sich Ihren Vermittlungscode/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite drucken' })).toBeTruthy();
    // With a code in the route the confirmation modal is not asked for.
    expect(api.isCodeNoted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without any code it goes to base', async () => {
    renderAppointment(ROUTES.details, appointmentApi());
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('given a booking without slots, it goes back to base', async () => {
    const api = appointmentApi('WEB', {
      bookingLookup: vi.fn(async () => ({ slots: {}, praxen: {}, terminprofile: {} })),
    });
    renderAppointment(detailsByCode, api);
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('hides the cancel block when no slot offers cancelling', async () => {
    const api = appointmentApi('WEB', {
      bookingLookup: vi.fn(async () => appointment(bookedSlot({ showTerminAbsagenOption: false }))),
    });
    renderAppointment(detailsByCode, api);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Termin absagen' })).toBeNull();
  });
});

describe('the details page (§2 Details pages): video and §8 errors', () => {
  it('shows the video variant with the action-required message and no e-mail block', async () => {
    const api = appointmentApi('WEB', {
      bookingLookup: vi.fn(async () => appointment(bookedSlot({ termintyp: 'VIDEOSPRECHSTUNDE' }))),
    });
    renderAppointment(detailsByCode, api);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihre Videosprechstunde am 03.12.2026, 09:30 Uhr',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Einladung mit dem Zugang zur Videosprechstunde/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Termin absagen' })).toBeTruthy();
  });

  it.each([
    ['WP068', 'Praxisinformation'],
    ['WP069', 'Keine Buchung vorhanden'],
    ['WP008', 'Keine Buchung vorhanden'],
    ['WP104', 'Termintyp ist unbekannt.'],
    ['WP999', 'Serverfehler XY'],
  ])('given the server answers %s, it shows "%s" and goes to base (§8)', async (code, text) => {
    const api = appointmentApi('WEB', {
      bookingLookup: vi.fn(async () => {
        throw apiError(404, code, 'Serverfehler XY');
      }),
    });
    renderAppointment(detailsByCode, api);
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });
});

describe('the confirmation modal (§2, §4)', () => {
  it('after booking (no code in the route, WEB, not noted) it shows code and slot; copy, notiert', async () => {
    writeSession('code', CODE);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = appointmentApi();
    renderAppointment(ROUTES.details, api);
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Termin ist gebucht' });
    expect(within(dialog).getByText('ABCD-FGHJ-KLMN')).toBeTruthy();
    expect(within(dialog).getByText('03.12.2026, 09:30 Uhr')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Ich habe mir den Code notiert' }),
    );
    // Static backdrop: Escape does not close it.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Code kopieren' }));
    expect(writeText).toHaveBeenCalledWith('ABCD-FGHJ-KLMN');
    expect(await screen.findByText('Vermittlungscode in die Zwischenablage kopiert')).toBeTruthy();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ich habe mir den Code notiert' }),
    );
    expect(api.markCodeNoted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(ROUTES.details);
  });

  it('offers the calendar file from the slot (WEB only)', async () => {
    writeSession('code', CODE);
    const createObjectURL = vi.fn(() => 'blob:termin');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAppointment(ROUTES.details, appointmentApi());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zum Kalender hinzufügen' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('BEGIN:VCALENDAR');
    expect(click).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Bestätigung drucken' })).toBeTruthy();
  });

  it('is not shown when the server says the code is noted', async () => {
    writeSession('code', CODE);
    const api = appointmentApi('WEB', { isCodeNoted: vi.fn(async () => ({ notiert: 'NOTIERT' })) });
    renderAppointment(ROUTES.details, api);
    await screen.findByRole('heading', { level: 1 });
    expect(api.isCodeNoted).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for TSS it shows only for a video consultation, without print and calendar', async () => {
    writeSession('code', CODE);
    const inPerson = appointmentApi('TSS');
    const view = renderAppointment(ROUTES.details, inPerson);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();

    const video = appointmentApi('TSS', {
      bookingLookup: vi.fn(async () => appointment(bookedSlot({ termintyp: 'VIDEOSPRECHSTUNDE' }))),
    });
    renderAppointment(ROUTES.details, video);
    const dialog = await screen.findByRole('dialog', {
      name: 'Ihre Videosprechstunde ist gebucht',
    });
    expect(within(dialog).queryByRole('button', { name: 'Zum Kalender hinzufügen' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Bestätigung drucken' })).toBeNull();
  });
});

describe('change the notification e-mail (§2, §5, §8)', () => {
  async function emailBlock() {
    const api = appointmentApi();
    renderAppointment(detailsByCode, api);
    const block = await screen.findByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' });
    return { api, block };
  }

  it('shows errors after touch and keeps the button disabled while invalid', async () => {
    const { block } = await emailBlock();
    const submit = within(block).getByRole('button', { name: 'E-Mail-Adresse ändern' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const email = within(block).getByLabelText('Neue E-Mail-Adresse');
    expect(within(block).queryByText('Ungültige E-Mail-Adresse')).toBeNull();
    await userEvent.type(email, 'erika@');
    await userEvent.tab();
    expect(within(block).getByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(email);
    await userEvent.type(email, 'erika@example.org');
    await userEvent.type(
      within(block).getByLabelText('Neue E-Mail-Adresse wiederholen'),
      'erika@example.com',
    );
    await userEvent.tab();
    expect(
      within(block).getByText('Die eingegebenen E-Mail-Adressen stimmen nicht überein.'),
    ).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends PATCH with the address; the booking's own address shows 'Erfolg' / 'Ihre E-Mail Adresse wurde angepasst'", async () => {
    const { api, block } = await emailBlock();
    api.changeContact.mockResolvedValueOnce({ bestaetigungAusstehend: false });
    await userEvent.type(within(block).getByLabelText('Neue E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(
      within(block).getByLabelText('Neue E-Mail-Adresse wiederholen'),
      'erika@example.org',
    );
    await userEvent.click(within(block).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    expect(api.changeContact).toHaveBeenCalledWith({ notificationReceiver: 'erika@example.org' });
    expect(await screen.findByText('Ihre E-Mail Adresse wurde angepasst')).toBeTruthy();
    expect(screen.getByText('Erfolg')).toBeTruthy();
    // Nothing waits for a PIN (the PIN step is ChangeEmailBlock.test.tsx).
    expect(within(block).queryByLabelText('Verifizierungs-PIN*')).toBeNull();
  });

  it('the repeat field blocks paste', async () => {
    const { block } = await emailBlock();
    const repeat = within(block).getByLabelText('Neue E-Mail-Adresse wiederholen');
    await userEvent.click(repeat);
    await userEvent.paste('erika@example.org');
    expect((repeat as HTMLInputElement).value).toBe('');
  });

  it('given an error with code and text, the code is the title; otherwise Misserfolg', async () => {
    const { api, block } = await emailBlock();
    api.changeContact.mockRejectedValueOnce(apiError(400, 'WP003', 'Ungültige Eingabe'));
    const fill = async () => {
      await userEvent.type(within(block).getByLabelText('Neue E-Mail-Adresse'), 'a@example.org');
      await userEvent.type(
        within(block).getByLabelText('Neue E-Mail-Adresse wiederholen'),
        'a@example.org',
      );
      await userEvent.click(within(block).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    };
    await fill();
    expect(await screen.findByText('WP003')).toBeTruthy();
    expect(screen.getByText('Ungültige Eingabe')).toBeTruthy();
    api.changeContact.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(within(block).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    expect(await screen.findByText('Misserfolg')).toBeTruthy();
    expect(
      screen.getByText(
        'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
      ),
    ).toBeTruthy();
  });
});

async function openCancel(api = appointmentApi()) {
  renderAppointment(detailsByCode, api);
  const block = await screen.findByRole('region', { name: 'Termin absagen' });
  await userEvent.click(within(block).getByRole('button', { name: 'Termin absagen' }));
  const dialog = screen.getByRole('dialog', { name: 'Termin absagen' });
  return { api, dialog };
}

/** Opens the dialog on a server that refuses the cancellation with `error`, and confirms. */
async function confirmRefusedCancel(error: unknown) {
  const api = appointmentApi();
  api.deleteBooking.mockRejectedValueOnce(error);
  const { dialog } = await openCancel(api);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('cancellation (§4)', () => {
  it('Abbrechen closes the dialog without cancelling', async () => {
    const { api, dialog } = await openCancel();
    expect(within(dialog).getByText('Möchten Sie den Termin wirklich absagen?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.deleteBooking).not.toHaveBeenCalled();
  });

  it('the first cancellation deletes the non-expired slots, counts and goes to the results referer', async () => {
    writeSession('resultsReferer', '/terminservice/suche/ABCDFGHJKLMN/10115/W030');
    const api = appointmentApi('WEB', {
      bookingLookup: vi.fn(async () => ({
        ...appointment(),
        slots: {
          '2026-12-03': { '17': [bookedSlot()] },
          '2026-12-01': { '17': [bookedSlot({ id: '4700', expired: true })] },
        },
      })),
    });
    const { dialog } = await openCancel(api);
    let finish: () => void = () => {};
    api.deleteBooking.mockImplementationOnce(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('button', { name: 'OK' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    finish();
    expect(api.deleteBooking).toHaveBeenCalledWith({ slots: ['4711'] });
    expect(await screen.findByText('Der Termin wurde erfolgreich abgesagt.')).toBeTruthy();
    expect(screen.getByText('Termininformation')).toBeTruthy();
    await waitFor(() => expect(address()).toBe('/terminservice/suche/ABCDFGHJKLMN/10115/W030'));
    expect(readSession('cancellationCount')).toBe(2);
  });
});

describe('cancellation (§4): the second one and refusals', () => {
  it('the second cancellation says no further booking is possible, removes the counter, goes to base', async () => {
    writeSession('cancellationCount', 2);
    writeSession('resultsReferer', '/terminservice/suche/ABCDFGHJKLMN/10115/W030');
    const { dialog } = await openCancel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'Der Termin wurde erfolgreich abgesagt. Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(readSession('cancellationCount')).toBeNull();
  });

  it('WP004: the appointment took place (Information); the counter is removed, the page stays', async () => {
    writeSession('cancellationCount', 2);
    await confirmRefusedCancel(apiError(409, 'WP004', 'vorbei'));
    expect(
      await screen.findByText(
        'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden. Bei eventuellen Problemen, wenden Sie sich an die 116 117.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Information')).toBeTruthy();
    expect(readSession('cancellationCount')).toBeNull();
    expect(address()).toBe(detailsByCode);
  });

  it('another error: Fehler with the §8 text', async () => {
    await confirmRefusedCancel(apiError(500, 'WP999', 'kaputt'));
    expect(
      await screen.findByText(
        'Es gab ein Problem beim Absagen ihres Termins. Bitte versuchen Sie es später noch einmal oder rufen Sie die 116 117 an.',
      ),
    ).toBeTruthy();
  });
});
