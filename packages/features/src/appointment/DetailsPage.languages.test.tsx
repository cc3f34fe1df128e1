// Issue #23 part 1: the details page and its confirmation modal in another language — heading
// with the language's date and time, office block, cancel block, print link, the modal's texts
// and a §8 notice as a toast; German stays as DetailsPage.test.tsx shows it.
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import {
  I18nProvider,
  LOCALE_STORAGE_KEY,
  applyDocumentLocale,
  dateText,
  type Locale,
} from '../i18n/index.ts';
import { Route, Routes } from 'react-router';
import { AppShell } from '../shell/index.ts';
import { CODE, appointmentApi } from '../../test/appointment/fixtures.tsx';
import { renderInApp } from '../../test/render.tsx';
import { DetailsPage } from './DetailsPage.tsx';

const SLOT_DAY = new Date(2026, 11, 3, 9, 30);
const detailsByCode = `${ROUTES.details}/${CODE.toLowerCase()}`;

function renderIn(locale: Exclude<Locale, 'de'>, path: string) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = appointmentApi();
  renderInApp(
    <I18nProvider load={(chosen) => createTranslator(chosen)}>
      <AppShell>
        <Routes>
          <Route path={ROUTES.details} element={<DetailsPage />} />
          <Route path={`${ROUTES.details}/:code`} element={<DetailsPage />} />
          <Route path="*" element={null} />
        </Routes>
      </AppShell>
    </I18nProvider>,
    { api, path },
  );
  return api;
}

afterEach(() => applyDocumentLocale('de'));

describe('the details page in English', () => {
  it('shows the appointment, the office, the blocks and the print link in English', async () => {
    renderIn('en', detailsByCode);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Your appointment on ${dateText('en', SLOT_DAY)} at 09:30`,
      }),
    ).toBeTruthy();
    const office = screen.getByRole('region', { name: 'Practice' });
    expect(within(office).getByText('Augenpraxis am Tor')).toBeTruthy();
    expect(within(office).getByText('Notes from the practice:')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Change notification email' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cancel appointment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print page' })).toBeTruthy();
    expect(screen.getByText(/Please make a note of your placement code/)).toBeTruthy();
  });

  it('shows the confirmation modal after booking in English, and the copy notice as a toast', async () => {
    writeSession('code', CODE);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderIn('en', ROUTES.details);
    const dialog = await screen.findByRole('dialog', { name: 'Your appointment is booked' });
    expect(within(dialog).getByText(`${dateText('en', SLOT_DAY)} at 09:30`)).toBeTruthy();
    expect(within(dialog).getByText('Your placement code (Vermittlungscode)')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'I have made a note of the code' }),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Placement code copied to the clipboard')).toBeTruthy();
  });
});

describe('cancelling in English', () => {
  it('asks in English and shows the two-sentence notice of the last cancellation in English', async () => {
    writeSession('cancellationCount', 2);
    renderIn('en', detailsByCode);
    const block = await screen.findByRole('region', { name: 'Cancel appointment' });
    await userEvent.click(within(block).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel appointment',
      description: 'Do you really want to cancel the appointment?',
    });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'The appointment was cancelled successfully. No further appointment can be booked with this placement code.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Appointment information')).toBeTruthy();
  });
});

describe('the details page in Arabic', () => {
  it('shows the heading with the Arabic date, the blocks and the modal in Arabic, right to left', async () => {
    writeSession('code', CODE);
    renderIn('ar', ROUTES.details);
    const dialog = await screen.findByRole('dialog', { name: 'تم حجز موعدكم' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(within(dialog).getByRole('button', { name: 'لقد دوّنت الرمز' })).toBeTruthy();
    // The date and time are isolated inside the Arabic sentence (U+2068 … U+2069).
    const heading = screen.getByRole('heading', { level: 1, hidden: true });
    expect(heading.textContent).toBe(
      `موعدكم في \u2068${dateText('ar', SLOT_DAY)}\u2069 الساعة \u206809:30\u2069`,
    );
    expect(screen.getByRole('region', { name: 'إلغاء الموعد', hidden: true })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'العيادة', hidden: true })).toBeTruthy();
  });
});
