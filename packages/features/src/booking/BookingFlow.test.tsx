// The booking flow (§2 "Booking modals", §4 "Slot selection"): slot selection, the practice-hint
// modal and the practice details. Contact form, booking and the extras: BookingFlow.*.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../app-context/index.ts';
import { bookingDialog, openAs, openFlow, selectionOf } from '../../test/booking/fixtures.tsx';

describe('slot selection (§4)', () => {
  it('given a slot without practice note, it opens the booking modal directly with date, time and the question', async () => {
    await openFlow();
    const dialog = bookingDialog();
    expect(dialog.textContent).toContain('Freitag, 18.12.2026, 09:30 Uhr');
    expect(dialog.textContent).toContain(
      'Möchten Sie diesen Termin bei der Praxis verbindlich buchen?',
    );
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
  });

  it('stores the selected slot and the results referer in the session (§3)', async () => {
    await openFlow();
    expect(readSession('resultsReferer')).toBe('/terminservice/suche/ABCDEFGHJKLM/10117/A001');
    expect(readSession('selectedSlot')).toMatchObject({
      data: { id: '4711', begin: '09:30' },
      date: '2026-12-18',
      office: { id: '17', label: 'Hausarztpraxis am Markt' },
      qualifications: ['A001'],
      referer: '/terminservice/suche/ABCDEFGHJKLM/10117/A001',
      profile: { id: '5', name: 'Dr. med. Anna Schmidt' },
    });
  });

  it('after Abbrechen, it closes the modal, calls onClose and returns focus to the slot button', async () => {
    const { user, onClose } = await openFlow();
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '09:30 Uhr' })),
    );
  });

  it('after Escape, it closes and calls onClose', async () => {
    const { user, onClose } = await openFlow();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('practice-hint modal (§2, WEB and SMED)', () => {
  const withNotes = selectionOf({
    praxishinweis: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
    terminprofilhinweis: 'Bitte 10 Minuten vorher da sein.',
  });

  it('given an office and a profile note, it shows both, the disclaimer and Zur Terminbuchung', async () => {
    const { user } = await openFlow({ selection: withNotes });
    const hint = screen.getByRole('dialog', {
      name: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
      description:
        'Die folgenden Hinweise stammen von der Praxis. Sie wurden vom Terminservice nicht geprüft.',
    });
    expect(hint.textContent).toContain(
      'Bitte bringen Sie Ihre Versichertenkarte mit.\nBitte 10 Minuten vorher da sein.',
    );
    expect(screen.queryByRole('dialog', { name: 'Termin buchen' })).toBeNull();

    await user.click(within(hint).getByRole('button', { name: 'Zur Terminbuchung' }));
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
    // Focus moves into the booking modal, not back to the page.
    await waitFor(() => expect(bookingDialog().contains(document.activeElement)).toBe(true));
  });

  it('given only a profile note, it shows the hint modal too', async () => {
    await openFlow({
      selection: selectionOf({ terminprofilhinweis: 'Nur mit Überweisung.' }),
    });
    expect(screen.getByRole('dialog', { name: /Hinweise der Praxis/ }).textContent).toContain(
      'Nur mit Überweisung.',
    );
  });

  it('after Abbrechen in the hint modal, it calls onClose without opening the booking modal', async () => {
    const { user, onClose } = await openFlow({ selection: withNotes });
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after Escape in the hint modal, it calls onClose', async () => {
    const { user, onClose } = await openFlow({ selection: withNotes });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('for TSS (no hint modal, §6), it opens the booking modal directly', async () => {
    await openAs('TSS', withNotes);
    expect(bookingDialog()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
  });
});

describe('practice details (§2 Details anzeigen/ausblenden)', () => {
  it('are collapsed at first and show the practice, note, phone and website when expanded', async () => {
    const { user } = await openFlow({
      selection: selectionOf({ praxishinweis: 'Parkplätze im Hof.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Zur Terminbuchung' }));
    const toggle = within(bookingDialog()).getByRole('button', { name: 'Details anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      within(bookingDialog()).getByText('Hausarztpraxis am Markt').closest('[hidden]'),
    ).not.toBeNull();

    await user.click(toggle);
    const dialog = bookingDialog();
    expect(within(dialog).getByRole('button', { name: 'Details ausblenden' })).toBeTruthy();
    for (const text of [
      'Dr. med. Anna Schmidt',
      'Hausarztpraxis am Markt',
      'Entfernung: 2,4 km',
      'Weitere Informationen:',
      'Parkplätze im Hof.',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(dialog.textContent).toContain('Marktplatz 3');
    expect(dialog.textContent).toContain('10117 Berlin');
    expect(within(dialog).getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /www\.praxis-am-markt\.de/ })
        .getAttribute('href'),
    ).toBe('https://www.praxis-am-markt.de/');
    // §6: 'Mitglied der', accessibility and the practice id are not for WEB.
    expect(dialog.textContent).not.toContain('Mitglied der');
    expect(dialog.textContent).not.toContain('Rollstuhlgerechter Zugang');
    expect(dialog.textContent).not.toContain('BSNR');
  });

  it('for TSS they add Mitglied der, accessibility and the practice id (§6)', async () => {
    const { user } = await openAs('TSS');
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Details anzeigen' }));
    const text = bookingDialog().textContent;
    expect(text).toContain('Mitglied der KV Berlin');
    expect(text).toContain('Rollstuhlgerechter Zugang');
    // The BSNR, as the results and the BSNR filter show it — not the internal key '17' (issue #16).
    expect(text).toContain('BSNR: 721274162');
  });
});
