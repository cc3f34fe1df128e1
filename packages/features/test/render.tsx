// Renders a feature the way the app does: app context (with a fake API client) and a router.
import type { ApiClient } from '@terminservice/api-client';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppContextProvider } from '../src/app-context/index.ts';

export interface FakeApi {
  readonly version: ReturnType<typeof vi.fn>;
  readonly status: ReturnType<typeof vi.fn>;
}

export function fakeApi(
  type: ApplicationType = 'WEB',
  overrides: Partial<FakeApi> = {},
): FakeApi & ApiClient {
  return {
    version: vi.fn(async () => ({
      version: '4.0.0',
      applicationType: type,
      applicationTypeHeader: type,
    })),
    status: vi.fn(async () => ({ status: '' })),
    ...overrides,
  } as unknown as FakeApi & ApiClient;
}

/**
 * Shows the current path, so tests can see where a link or redirect led. Query it by its label
 * (`getByLabelText('Adresse', { selector: 'output' })`), not by role: an open modal (Radix) hides
 * the rest of the page from the accessibility tree, and a hidden element has no accessible name.
 */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname}</output>;
}

export function renderInApp(
  ui: ReactNode,
  options: { api?: ApiClient; path?: string; routes?: ReactNode; state?: unknown } = {},
): RenderResult & { api: ApiClient } {
  const api = options.api ?? fakeApi();
  const path = options.path ?? '/terminservice';
  // Navigation state (e.g. what the login page hands to the identity check) needs a location object.
  const entry = options.state === undefined ? path : { pathname: path, state: options.state };
  const result = render(
    <AppContextProvider api={api}>
      <MemoryRouter initialEntries={[entry]}>
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
