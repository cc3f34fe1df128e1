// Issue #15 "Code status" after the code login: the search page shows the code's state under the
// code line, before the patient chooses a slot.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { PATH } from '../../test/search/render-search.tsx';
import { searchResponse } from '../../test/search/fixtures.ts';
import { ShellProvider } from '../shell/index.ts';
import { SearchPage } from './index.ts';

const FRESH: CodeStatusResponse = {
  gueltigBis: '2026-12-12',
  abgelaufen: false,
  stornierungen: 0,
  maxStornierungen: 2,
  verbraucht: false,
  dringlichkeit: 'DRINGEND',
  termine: { von: '2026-10-01', bis: '2026-12-23' },
  naechsteAbsage: 'NEUE_BUCHUNG_MOEGLICH',
};

describe('the search page shows the code status (issue #15)', () => {
  it('under the code line: valid until, 0 of 2, urgency with its window', async () => {
    const api = Object.assign(fakeApi(), {
      search: vi.fn(async () => searchResponse()),
      codeStatus: vi.fn(async () => FRESH),
    });
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: PATH },
    );
    const region = await screen.findByRole('region', { name: 'Status des Vermittlungscodes' });
    expect(within(region).getByText('12.12.2026')).toBeTruthy();
    expect(within(region).getByText('0 von 2')).toBeTruthy();
    expect(within(region).getByText('dringend – Termine bis 23.12.2026')).toBeTruthy();
    const codeLine = screen.getByText('Vermittlungscode:');
    expect(
      codeLine.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(api.codeStatus).toHaveBeenCalledTimes(1);
  });
});
