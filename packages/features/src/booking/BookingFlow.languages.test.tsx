// Issue #23 part 1: the booking modal in another language — title, slot date and time, question,
// practice details, the contact form's labels and a §5 message (a domain text), and a §8 booking
// error; German stays as the other BookingFlow tests show it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import {
  I18nProvider,
  LOCALE_STORAGE_KEY,
  applyDocumentLocale,
  dateText,
  weekdayText,
  type Locale,
} from '../i18n/index.ts';
import { ShellProvider, createShellStore } from '../shell/index.ts';
import { bookingApi, selectionOf, serverError } from '../../test/booking/fixtures.tsx';
import { renderInApp } from '../../test/render.tsx';
import { BookingFlow } from './BookingFlow.tsx';

const SLOT_DAY = new Date('2026-12-18T00:00:00');

function renderIn(locale: Exclude<Locale, 'de'>, api = bookingApi()) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  renderInApp(
    <I18nProvider load={(chosen) => createTranslator(chosen)}>
      <ShellProvider store={createShellStore()}>
        <BookingFlow selection={selectionOf()} onClose={vi.fn()} />
      </ShellProvider>
    </I18nProvider>,
    { api, path: '/terminservice/suche/ABCDEFGHJKLM/10117/A001' },
  );
  return { user: userEvent.setup(), api };
}

afterEach(() => applyDocumentLocale('de'));

describe('the booking modal in English', () => {
  it('shows the slot, the question, the details and the form in English', async () => {
    const { user } = renderIn('en');
    const dialog = await screen.findByRole('dialog', { name: 'Book appointment' });
    expect(dialog.textContent).toContain(
      `Appointment: ${weekdayText('en', SLOT_DAY)}, ${dateText('en', SLOT_DAY)}, 09:30`,
    );
    expect(dialog.textContent).toContain('Friday');
    expect(dialog.textContent).toContain(
      'Would you like to make a binding booking of this appointment with the practice?',
    );
    expect(within(dialog).getByRole('button', { name: 'Show details' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Your contact details' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Female' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    // §5: the domain's German message, shown in English once the field was left.
    await user.click(within(dialog).getByLabelText(/First name/));
    await user.tab();
    expect(await within(dialog).findByText(/You must enter a first name/)).toBeTruthy();
  });

  it('shows a §8 booking error in English', async () => {
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(async () => {
        throw serverError(409, 'BU004', 'Der Termin steht nicht mehr zur Verfügung.');
      }),
    });
    const { user } = renderIn('en', api);
    await screen.findByRole('dialog', { name: 'Book appointment' });
    const dialog = screen.getByRole('dialog', { name: 'Book appointment' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.selectOptions(field(/^Gender/), 'Female');
    await user.type(field(/^First name/), 'Erika');
    await user.type(field(/^Last name/), 'Mustermann');
    await user.type(field(/^Date of birth/), '17.05.1980');
    await user.type(field(/^Street/), 'Hauptstraße');
    await user.type(field(/^Postcode/), '10117');
    await user.type(field(/^Callback number/), '0171 2345678');
    await user.type(field(/^Email address/), 'erika@example.de');
    await user.type(field(/^Repeat email address/), 'erika@example.de');
    await waitFor(() => expect((field(/^Town/) as HTMLInputElement).value).toBe('Berlin'));
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('The appointment is no longer available.')).toBeTruthy();
    expect(screen.getByText('Please choose another appointment.')).toBeTruthy();
  });
});

describe('the booking modal in Arabic', () => {
  it('shows the title, the slot with the Arabic weekday and the form in Arabic, right to left', async () => {
    const { user } = renderIn('ar');
    const dialog = await screen.findByRole('dialog', { name: 'حجز موعد' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(dialog.textContent).toContain(weekdayText('ar', SLOT_DAY));
    expect(dialog.textContent).toContain(dateText('ar', SLOT_DAY));
    expect(dialog.textContent).toContain('هل تريدون حجز هذا الموعد لدى العيادة حجزًا ملزمًا؟');
    expect(within(dialog).getByRole('group', { name: 'بيانات الاتصال الخاصة بكم' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();

    await user.click(within(dialog).getByLabelText(/الاسم الأول/));
    await user.tab();
    expect(await within(dialog).findByText(/يجب عليكم إدخال الاسم الأول/)).toBeTruthy();
  });
});
