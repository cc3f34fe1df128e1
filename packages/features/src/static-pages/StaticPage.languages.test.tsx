// Issue #23 part 1: the static pages' frame in the chosen language (title, back link, failure),
// the markdown as it is; the page in Leichte Sprache keeps its German frame (German by nature).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY, applyDocumentLocale, type Locale } from '../i18n/index.ts';
import type { StaticPageName } from './pages.ts';
import { StaticPage } from './StaticPage.tsx';

const LOADED = { timeout: 5000 };

function openIn(locale: Locale, page: StaticPageName, fetch: typeof globalThis.fetch) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  render(
    <AppContextProvider api={fakeApi()} languages={(chosen) => createTranslator(chosen)}>
      <MemoryRouter>
        <StaticPage page={page} fetch={fetch} />
      </MemoryRouter>
    </AppContextProvider>,
  );
}

const markdown = (text: string) =>
  vi.fn(async () => new Response(text, { status: 200 })) as unknown as typeof fetch;

afterEach(() => {
  localStorage.clear();
  applyDocumentLocale('de');
});

describe('the static pages in other languages', () => {
  it('frame the FAQ in Ukrainian', async () => {
    openIn('uk', 'faq', markdown('# Häufige Fragen'));
    expect(await screen.findByRole('link', { name: 'назад' }, LOADED)).toBeTruthy();
    // The title follows once the page has rendered in the language (an effect).
    await vi.waitFor(
      () => expect(document.title).toBe('Поширені запитання – Terminservice'),
      LOADED,
    );
    // The markdown as it is (German), once fetched.
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
  });

  it('say a failure in Polish', async () => {
    openIn('pl', 'imprint', vi.fn(async () => new Response('', { status: 500 })) as never);
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/Nie udało się wczytać treści/)).toBeTruthy();
  });

  it('keep Leichte Sprache German, its frame too', async () => {
    openIn('en', 'easyLanguage', markdown('# Termin-Service in Leichter Sprache'));
    await screen.findByRole('heading', { level: 1, name: 'Termin-Service in Leichter Sprache' });
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('link', { name: 'zurück' })).toBeTruthy();
    expect(document.title).toBe('Leichte Sprache – Terminservice');
  });
});
