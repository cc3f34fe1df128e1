// Issue #23 part 1: the reminder pages in Turkish and Russian — the appointment's date and time
// through Intl, what a release means (the domain's text, translated), the outcome, and a refusal
// of the link (RM002, a domain text) in the chosen language.
import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import {
  REMINDER_PATH,
  REMINDER_REFUSALS,
  type ReminderView,
} from '@terminservice/domain/reminders';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY, applyDocumentLocale, type Locale } from '../i18n/index.ts';
import { ReminderPage } from './ReminderPage.tsx';

const TOKEN = 'q3Zr8xYb1VtK0cW5mN7pL2sD9fG4hJ6kA1eR3uI8oPw';
const LOADED = { timeout: 5000 };

const VIEW: ReminderView = {
  aktion: 'freigeben',
  beginn: '2026-05-12T10:00:00',
  ende: '2026-05-12T10:15:00',
  praxis: {
    name: 'Augenarztpraxis Dr. Sommer',
    strasse: 'Invalidenstraße 117',
    plz: '10115',
    ort: 'Berlin',
    telefon: '030 1234567',
  },
  terminprofil: 'Dr. med. Anna Sommer',
  stornierungen: 1,
  bestaetigt: false,
};

function openIn(locale: Locale, path: string, calls: Record<string, unknown> = {}) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = fakeApi('WEB', {
    reminderView: vi.fn(async () => VIEW),
    reminderRelease: vi.fn(async () => ({ stornierungen: 2, codeVerbraucht: true })),
    ...calls,
  } as never);
  render(
    <AppContextProvider api={api} languages={(chosen) => createTranslator(chosen)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${REMINDER_PATH}/:aktion/:token`} element={<ReminderPage />} />
        </Routes>
      </MemoryRouter>
    </AppContextProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  applyDocumentLocale('de');
});

describe('the reminder pages in other languages', () => {
  it('release in Turkish: the appointment, the last cancellation, the outcome', async () => {
    openIn('tr', `${REMINDER_PATH}/freigeben/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevuyu serbest bırakın' }, LOADED),
    ).toBeTruthy();
    expect(await screen.findByText('Salı, 12.05.2026')).toBeTruthy();
    expect(screen.getByText('saat 10:00')).toBeTruthy();
    expect(screen.getByText(/iki iptalden ikincisidir/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Randevuyu serbest bırak' }));
    expect(await screen.findByText('Randevu serbest bırakıldı.')).toBeTruthy();
    expect(screen.getByText('Bu yönlendirme koduyla başka randevu alınamaz.')).toBeTruthy();
  });

  it('a used link in Russian', async () => {
    const used = REMINDER_REFUSALS.usedKomme;
    openIn('ru', `${REMINDER_PATH}/komme/${TOKEN}`, {
      reminderView: vi.fn(async () => {
        throw new ApiError(
          used.status,
          parseServerError(createServerErrorBody([{ code: used.code, text: used.text }], 'r')),
        );
      }),
    });
    expect(
      await screen.findByText('Эту ссылку нельзя использовать.', undefined, LOADED),
    ).toBeTruthy();
    expect(screen.getByText(/Вы уже подтвердили, что придёте/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'на главную страницу' })).toBeTruthy();
  });
});
