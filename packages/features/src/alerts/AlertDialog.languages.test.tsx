// Issue #23 part 1: the block 'Terminalarm' and its dialog in English and Arabic — the texts, the
// filters in words (Intl's weekday), the rules with the domain's limits, a §5 message of the
// address field and a server refusal by its code (TA007) in the chosen language.
import { ApiError, parseServerError } from '@terminservice/domain/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY, applyDocumentLocale, type Locale } from '../i18n/index.ts';
import { AlertOffer, type AlertSearch } from './index.ts';

const SEARCH: AlertSearch = {
  code: 'ABCD2FGH4JKL',
  plz: '10115',
  qualifikationen: ['W030'],
  radius: 10,
  daytime: '10000000000000',
  appointmentType: 'PRAESENZTERMIN',
  sprache: 'tr',
};

/** TA007: the address holds the most alerts it may (the server's German text and field text). */
function tooManyAlerts() {
  const body = {
    errors: [
      { code: 'TA007', text: 'Für diese Adresse laufen bereits 5 Terminalarme.' },
      { code: 'TA007', text: 'Höchstens 5 Terminalarme je Adresse.', field: 'body.empfaenger' },
    ],
    referenceId: 'ref',
  };
  const error = new ApiError(409, parseServerError(body));
  error.cause = { data: body };
  return error;
}

function openIn(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = fakeApi('WEB', {
    featureToggles: vi.fn(async () => [{ key: 'sms_identitaetspruefung', value: true }]),
    qualifications: vi.fn(async () => ({ w: {}, z: {}, g: {} })),
    subscribeAlert: vi.fn(async () => {
      throw tooManyAlerts();
    }),
  } as never);
  render(
    <AppContextProvider api={api} languages={(chosen) => createTranslator(chosen)}>
      <MemoryRouter initialEntries={['/terminservice/suche/ABCD2FGH4JKL/10115/W030']}>
        <AlertOffer search={SEARCH} empty />
      </MemoryRouter>
    </AppContextProvider>,
  );
}

/** The catalogue is a lazy chunk: compiled from its .po file on first use, slow on a busy machine. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  localStorage.clear();
  applyDocumentLocale('de');
});

describe('the slot alert in other languages', () => {
  it('speaks English', async () => {
    openIn('en');
    expect(await screen.findByRole('heading', { name: 'Appointment alert' }, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set up appointment alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up appointment alert' }, LOADED);
    const text = () => dialog.textContent ?? '';
    expect(text()).toContain('We will look out for free appointments');
    expect(text()).toContain('Monday mornings');
    expect(text()).toContain('In-person appointment');
    expect(text()).toContain('Turkish');
    expect(text()).toContain('10 km');
    expect(text()).toContain('The appointment alert runs for 28 days');
    expect(text()).toContain('at most 3 messages a day');
    expect(screen.getByRole('group', { name: 'How should we notify you?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'by text message (SMS)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Request PIN' }));
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain('You must enter an email address');

    await userEvent.type(email, 'max@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Request PIN' }));
    await waitFor(
      () => expect(text()).toContain('At most 5 appointment alerts per address.'),
      LOADED,
    );
    expect(text()).not.toContain('Terminalarme');
  });

  it('speaks Arabic, right to left', async () => {
    openIn('ar');
    expect(await screen.findByRole('heading', { name: 'تنبيه المواعيد' }, LOADED)).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await userEvent.click(screen.getByRole('button', { name: 'إعداد تنبيه المواعيد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إعداد تنبيه المواعيد' }, LOADED);
    const text = () => dialog.textContent ?? '';
    expect(text()).toContain('الاثنين');
    expect(text()).toContain('صباحًا');
    expect(text()).toContain('موعد حضوري');
    // The numbers are isolated, so that they keep their order inside the Arabic sentence.
    expect(text()).toContain('لمدة 28 يومًا');
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'طلب رمز PIN' }));
    expect(text()).toContain('يجب عليكم إدخال عنوان بريد إلكتروني');
    await userEvent.type(
      screen.getByRole('textbox', { name: /عنوان البريد الإلكتروني/ }),
      'max@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'طلب رمز PIN' }));
    await waitFor(() => expect(text()).toContain('كحدّ أقصى لكل عنوان'), LOADED);
  });
});
