// Issue #23 part 1: the management page in English and Arabic — headings, the code field, the
// buttons, a §5 message and a §8 failure in the chosen language; Arabic sets dir="rtl".
import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY, applyDocumentLocale, type Locale } from '../i18n/index.ts';
import { ManagementPage } from './ManagementPage.tsx';

function openIn(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = fakeApi('WEB', {
    bookingLookup: vi.fn(async () => {
      throw new ApiError(
        404,
        parseServerError(createServerErrorBody([{ code: 'WP069', text: '' }], 'r')),
      );
    }),
    reservationStatus: vi.fn(async () => ({ reservierungsstatus: 'FREI' })),
  } as never);
  render(
    <AppContextProvider api={api} languages={(chosen) => createTranslator(chosen)}>
      <MemoryRouter initialEntries={[ROUTES.booking]}>
        <Routes>
          <Route path={ROUTES.booking} element={<ManagementPage />} />
        </Routes>
      </MemoryRouter>
    </AppContextProvider>,
  );
}

/** The first of the code's three boxes, named in the language shown (ui.codeGroup1). */
const FIRST_BOX = { en: 'Characters 1 to 4', ar: 'الخانات من 1 إلى 4' } as const;

async function lookUp(locale: keyof typeof FIRST_BOX) {
  await userEvent.click(screen.getByRole('textbox', { name: FIRST_BOX[locale] }));
  await userEvent.paste('ABCD2FGH4JKL');
}

/** The catalogue is a lazy chunk: compiled from its .po file on first use, slow on a busy machine. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  localStorage.clear();
  applyDocumentLocale('de');
});

describe('the management page in other languages', () => {
  it('speaks English', async () => {
    openIn('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage appointment' }, LOADED),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Please enter the placement code of the booking' }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Placement code (Vermittlungscode)' })).toBeTruthy();
    expect(
      screen.getByText('You will find the placement code in your booking confirmation.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Manage appointment – Terminservice'));

    await lookUp('en');
    await userEvent.click(screen.getByRole('button', { name: 'Manage booking' }));
    // §8 managementReservationCheck WP069 (no reservation either), from the domain's catalogue.
    expect(await screen.findByText('No booking found', undefined, LOADED)).toBeTruthy();
  });

  it('speaks Arabic, right to left', async () => {
    openIn('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'إدارة الموعد' }, LOADED),
    ).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(screen.getByRole('group', { name: 'رمز الإحالة (Vermittlungscode)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();

    // A §5 message of the domain, shown after the field is left.
    await userEvent.click(screen.getByRole('textbox', { name: FIRST_BOX.ar }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('رمز الإحالة مطلوب', { exact: false })).toBeTruthy();

    await lookUp('ar');
    await userEvent.click(screen.getByRole('button', { name: 'إدارة الحجز' }));
    expect(await screen.findByText('لم يتم العثور على حجز', undefined, LOADED)).toBeTruthy();
  });
});
