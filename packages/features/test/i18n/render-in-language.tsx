// Renders a feature as WEB does in a language other than German (issue #23 part 1): the visitor's
// remembered choice, and the app context with WEB's loader of the catalogues. The first render is
// German (as the prerendered page); wait for a translated text before asserting.
import type { ApiClient } from '@terminservice/api-client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppContextProvider } from '../../src/app-context/index.ts';
import { createTranslator, type TranslatedLocale } from '../../src/i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/index.ts';
import { fakeApi, LocationProbe } from '../render.tsx';

export function renderInLanguage(
  locale: TranslatedLocale,
  ui: ReactNode,
  options: { api?: ApiClient; path?: string; routes?: ReactNode } = {},
): RenderResult & { api: ApiClient } {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = options.api ?? fakeApi();
  const result = render(
    <AppContextProvider api={api} languages={createTranslator}>
      <MemoryRouter initialEntries={[options.path ?? '/terminservice']}>
        {ui}
        <Routes>
          {options.routes}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppContextProvider>,
  );
  return { ...result, api };
}
