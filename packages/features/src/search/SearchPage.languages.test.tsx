// Doctors and their languages in the search (issue #22): the language filter ('Sprache', 'Alle
// Sprachen') re-runs the search with `sprache`; each result names the profile's doctor and its
// languages by their German names; the booking modal names the doctor. Role queries and axe.
import type { SearchResponse } from '@terminservice/domain/api';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchResponse } from '../../test/search/fixtures.ts';
import { PATH, renderSearch, results } from '../../test/search/render-search.tsx';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ShellProvider } from '../shell/index.ts';
import { SearchPage } from './index.ts';

/** The fixture's near practice with a doctor and two languages; the far one names none. */
function withDoctor(): SearchResponse {
  const base = searchResponse();
  return {
    ...base,
    terminprofile: {
      ...base.terminprofile,
      'p-near': {
        ...base.terminprofile['p-near']!,
        arzt: { titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
        sprachen: ['tr', 'en'],
      },
    },
  };
}

describe('the language filter (issue #22)', () => {
  it('starts on all languages and re-runs the search with the chosen one', async () => {
    const { search } = renderSearch(async () => withDoctor());
    await results();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Sprache/ });
    expect(select.value).toBe('');
    expect(within(select).getByRole('option', { name: 'Alle Sprachen' })).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ sprache: expect.anything() }),
      expect.anything(),
    );
    await userEvent.selectOptions(select, 'Türkisch');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ sprache: 'tr' }),
        expect.anything(),
      ),
    );
    await results();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Sprache/ }).value).toBe('tr');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Sprache/ }),
      'Alle Sprachen',
    );
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.not.objectContaining({ sprache: 'tr' }),
        expect.anything(),
      ),
    );
  });

  it('is offered to hotline staff too', async () => {
    const api = { ...fakeApi('TSS'), search: vi.fn(async () => searchResponse()) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: PATH },
    );
    await results();
    expect(screen.getByRole('combobox', { name: /^Sprache/ })).toBeTruthy();
  });

  it('has no axe violations in the filter section', async () => {
    renderSearch(async () => withDoctor());
    await results();
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Suche eingrenzen' }));
  });
});

describe('the doctor and the languages of a result (issue #22)', () => {
  it('shows them on the result that names them, and nothing on the others', async () => {
    renderSearch(async () => withDoctor());
    const [first] = await results();
    const near = screen
      .getAllByRole('article')
      .find((office) => within(office).queryByText('Augenarztpraxis Dr. Nah'))!;
    expect(within(near).getByText('Ärztin/Arzt: Dr. med. Ayşe Demir')).toBeTruthy();
    // In the list's order (by German name), not the answer's.
    expect(within(near).getByText('Sprachen: Englisch, Türkisch')).toBeTruthy();
    const far = screen
      .getAllByRole('article')
      .find((office) => within(office).queryByText('Praxis Fern'))!;
    expect(within(far).queryByText(/Ärztin\/Arzt:/)).toBeNull();
    expect(within(far).queryByText(/Sprachen:/)).toBeNull();
    await expectNoAxeViolations(first!);
  });

  it('names the doctor in the booking modal', async () => {
    renderSearch(async () => withDoctor());
    await results();
    await userEvent.click(screen.getByRole('button', { name: /^09:30 Uhr, Montag, 23.11.2026/ }));
    const hint = await screen.findByRole('dialog', {
      name: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
    });
    await userEvent.click(within(hint).getByRole('button', { name: 'Zur Terminbuchung' }));
    const booking = await screen.findByRole('dialog', { name: 'Termin buchen' });
    expect(within(booking).getByText('Dr. med. Ayşe Demir')).toBeTruthy();
    expect(within(booking).getByText('Ärztin/Arzt:', { exact: false })).toBeTruthy();
  });
});
