// Renders the search page as the app does (app context, shell with its toasts, a router) with a
// fake search; helpers to read the address and wait for the results.
import type { SearchResponse } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { SearchPage } from '../../src/search/index.ts';
import { ShellProvider, useShell } from '../../src/shell/index.ts';
import { fakeApi, renderInApp } from '../render.tsx';
import { searchResponse } from './fixtures.ts';

export const CODE = 'ABCDFGHJKLMN';
export const PATH = `${ROUTES.search}/${CODE}/10115/W030`;

function Toasts() {
  const toasts = useShell((state) => state.toasts);
  return (
    <ul aria-label="Meldungen">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.title}</li>
      ))}
    </ul>
  );
}

export function renderSearch(
  search: (...args: unknown[]) => Promise<SearchResponse> = async () => searchResponse(),
  path = PATH,
) {
  const api = { ...fakeApi(), search: vi.fn(search), smedSearch: vi.fn(search) };
  const result = renderInApp(
    <ShellProvider>
      <SearchPage />
      <Toasts />
    </ShellProvider>,
    { api: api as never, path },
  );
  return { ...result, search: api.search };
}

/** The page without the toasts, with a fake login (the appointment types' lookup, §7). */
export function renderSearchWithLogin(login: (...args: unknown[]) => Promise<unknown>) {
  const api = { ...fakeApi(), login, search: vi.fn(async () => searchResponse()) };
  renderInApp(
    <ShellProvider>
      <SearchPage />
    </ShellProvider>,
    { api: api as never, path: PATH },
  );
}

export const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

export async function results() {
  return screen.findAllByRole('article');
}
