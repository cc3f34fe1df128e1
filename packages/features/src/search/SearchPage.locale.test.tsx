// Issue #23 part 1: the results page in the patient's language. WEB (with the lazy catalogues)
// shows it in English or Arabic — headings, filters, the date headers and slot names, counts and
// distances; a staff app (no loader) stays German whatever the browser remembers. Role queries
// and axe, as for the German page.
import type { CodeStatusResponse, SearchResponse } from '@terminservice/domain/api';
import { ApiError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_RESPONSE, searchResponse } from '../../test/search/fixtures.ts';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { applyDocumentLocale, LOCALE_STORAGE_KEY, type Locale } from '../i18n/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { ShellProvider } from '../shell/index.ts';
import { SearchPage } from './index.ts';

const PATH = `${ROUTES.search}/ABCDFGHJKLMN/10115/W030`;

const CODE_STATUS: CodeStatusResponse = {
  gueltigBis: '2026-12-12',
  abgelaufen: false,
  stornierungen: 1,
  maxStornierungen: 2,
  verbraucht: false,
  dringlichkeit: 'DRINGEND',
  termine: { von: '2026-10-01', bis: '2026-12-23' },
  naechsteAbsage: 'CODE_VERBRAUCHT',
};

/** The page as WEB renders it (languages given) or as a staff app does (none), in `locale`. */
function renderIn(
  locale: Locale,
  options: {
    type?: 'WEB' | 'TSS';
    languages?: boolean;
    search?: () => Promise<SearchResponse>;
  } = {},
) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = {
    ...fakeApi(options.type ?? 'WEB'),
    search: vi.fn(options.search ?? (async () => searchResponse())),
    codeStatus: vi.fn(async () => CODE_STATUS),
  };
  return render(
    <AppContextProvider
      api={api as never}
      {...(options.languages === false ? {} : { languages: createTranslator })}
    >
      <MemoryRouter initialEntries={[PATH]}>
        <ShellProvider>
          <SearchPage />
        </ShellProvider>
      </MemoryRouter>
    </AppContextProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  applyDocumentLocale('de');
});

describe('the results page in another language (issue #23 part 1)', () => {
  it('shows English: headings, filters, dates, slots, counts and distances', async () => {
    renderIn('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose an appointment' }),
    ).toBeTruthy();
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Appointments found' })).toBeTruthy();
    expect(screen.getByText('Placement code (Vermittlungscode):')).toBeTruthy();
    const filters = screen.getByRole('region', { name: 'Refine search' });
    expect(within(filters).getByText('Search radius')).toBeTruthy();
    expect(within(filters).getByRole('button', { name: '10 km' })).toBeTruthy();
    expect(within(filters).getByText('All days and times')).toBeTruthy();
    expect(within(filters).getByRole('option', { name: 'All languages' })).toBeTruthy();
    expect(within(filters).getByRole('option', { name: 'Turkish' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Patient appointments' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Monday, 23/11/2026' })).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: '09:30 on Monday, 23/11/2026, Augenarztpraxis Dr. Nah',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^10:00 on .*, Video consultation$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show 2 more' })).toBeTruthy();
    expect(screen.getAllByText('0.8 km')).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Show details' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show later appointments' })).toBeTruthy();
    const status = await screen.findByRole('region', {
      name: 'Status of the placement code (Vermittlungscode)',
    });
    expect(within(status).getByText('12/12/2026')).toBeTruthy();
    expect(within(status).getByText('1 of 2')).toBeTruthy();
    expect(within(status).getByText('urgent – appointments until 23/12/2026')).toBeTruthy();
    expect(within(status).getByText(/^Your placement code will then be used up\./)).toBeTruthy();
    expect(screen.queryByText('Termin auswählen')).toBeNull();
    await vi.waitFor(() => expect(document.title).toContain('Choose an appointment'));
    await expectNoAxeViolations(filters);
  });

  it('shows Arabic, right to left, with the code in German beside its name', async () => {
    renderIn('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'اختاروا موعدًا' })).toBeTruthy();
    await screen.findAllByRole('article');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(screen.getByRole('heading', { level: 2, name: 'المواعيد التي عُثر عليها' })).toBeTruthy();
    expect(screen.getByText('رمز الإحالة (Vermittlungscode):')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'تضييق البحث' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^09:30 ، .*الاثنين.*Augenarztpraxis Dr\. Nah/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'عرض التفاصيل' })).not.toHaveLength(0);
    expect(screen.queryByText('Gefundene Termine')).toBeNull();
  });

  it('shows the empty state in English', async () => {
    renderIn('en', { search: async () => EMPTY_RESPONSE });
    expect(await screen.findByText('Unfortunately, your search returned no results.')).toBeTruthy();
  });

  it('shows a server error by its code, not its German text', async () => {
    renderIn('en', {
      search: async () => {
        throw new ApiError(409, {
          errorCodes: ['WP030'],
          errorText: 'Die Postleitzahl ist unbekannt.',
          referenceId: 'ref-1',
        });
      },
    });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('The postcode is unknown.'));
    expect(alert.textContent).not.toContain('Die Postleitzahl ist unbekannt.');
  });

  it('stays German in a staff app, whatever the browser remembers (TSS)', async () => {
    renderIn('en', { type: 'TSS', languages: false });
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Termin auswählen' })).toBeTruthy();
    expect(
      await screen.findByRole('region', { name: 'Status des Vermittlungscodes' }),
    ).toBeTruthy();
    expect(screen.getByText('1 von 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Suche eingrenzen' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dringlichkeit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Montag, 23.11.2026' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^09:30 Uhr, Montag, 23\.11\.2026, Augenarztpraxis/ }),
    ).toBeTruthy();
    expect(document.documentElement.lang).not.toBe('en');
  });
});
