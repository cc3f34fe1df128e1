// §6 visibility through useIsShown: the same page for TSS (issue #5 only flips the type).
import { ROUTES } from '@terminservice/domain/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '../shell/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { SearchPage } from './SearchPage.tsx';
import { EMPTY_RESPONSE, searchResponse } from '../../test/search/fixtures.ts';

describe('the search results page for TSS (§6)', () => {
  it('skips the free text and extra sections, shows the TSS badge, KV line and office details', async () => {
    const api = { ...fakeApi('TSS'), search: vi.fn(async () => searchResponse()) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: `${ROUTES.search}/ABCDFGHJKLMN/10115/W030` },
    );
    expect((await screen.findAllByText('Mitglied der KV Berlin')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('searchbox', { name: 'Ergebnisse durchsuchen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spätere Termine anzeigen' })).toBeNull();
    const office = screen.getAllByRole('article')[0]!;
    await userEvent.click(within(office).getByRole('button', { name: '2 weitere anzeigen' }));
    expect(
      within(office).getByRole('button', { name: /^11:00 Uhr, .*, TSS-Termin$/ }),
    ).toBeTruthy();
    await userEvent.click(within(office).getByRole('button', { name: 'Details anzeigen' }));
    expect(within(office).getByText('Barrierefreiheit:')).toBeTruthy();
    expect(within(office).getByText('Rollstuhlgerecht')).toBeTruthy();
    expect(within(office).getByText('Qualifikationen:')).toBeTruthy();
    expect(within(office).getByText('Praxis-ID:')).toBeTruthy();
  });
});

function renderTss(
  response = searchResponse(),
  path = `${ROUTES.search}/ABCDFGHJKLMN/10115/W030/5`,
) {
  const api = { ...fakeApi('TSS'), search: vi.fn(async () => response) };
  renderInApp(
    <ShellProvider>
      <SearchPage />
    </ShellProvider>,
    { api: api as never, path },
  );
  return api;
}
const lastParams = (api: { search: ReturnType<typeof vi.fn> }) =>
  api.search.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('the TSS search extras (issue #5; §2, §4, §5, §6)', () => {
  it('re-searches with the chosen urgency and writes it into the path', async () => {
    const api = renderTss();
    const select = (await screen.findByRole('combobox', {
      name: 'Dringlichkeit',
    })) as HTMLSelectElement;
    // §9: '' on the first search, shown as the default 'innerhalb von 35 Tagen'.
    expect(select.value).toBe('DRINGEND');
    await userEvent.selectOptions(select, 'AKUT');
    await waitFor(() => expect(lastParams(api)['urgency']).toBe('AKUT'));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(
        `${ROUTES.search}/ABCDFGHJKLMN/10115/W030/5/AKUT`,
      ),
    );
  });

  it("'Termine finden' only with a valid range; 'Bis' before 'Von' shows the §5 message", async () => {
    const api = renderTss();
    const find = await screen.findByRole('button', { name: 'Termine finden' });
    expect((find as HTMLButtonElement).disabled).toBe(true);
    const from = screen.getByLabelText('Von (Datum)');
    const to = screen.getByLabelText('Bis (Datum)');
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    fireEvent.change(to, { target: { value: '2026-11-24' } });
    fireEvent.blur(to);
    expect(
      await screen.findByText(
        "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen",
        { exact: false },
      ),
    ).toBeTruthy();
    expect((find as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(to, { target: { value: '2026-11-26' } });
    fireEvent.change(screen.getByLabelText('Bis (Uhrzeit)'), { target: { value: '12:30' } });
    expect((find as HTMLButtonElement).disabled).toBe(false);
    const before = api.search.mock.calls.length;
    await userEvent.click(find);
    await waitFor(() => expect(api.search.mock.calls.length).toBe(before + 1));
    // §5 default 'Von' time 00:00.
    const params = lastParams(api);
    expect(
      String((params['fromDate'] as { format: (f: string) => string }).format('YYYY-MM-DDTHH:mm')),
    ).toBe('2026-11-25T00:00');
    expect(
      String((params['toDate'] as { format: (f: string) => string }).format('YYYY-MM-DDTHH:mm')),
    ).toBe('2026-11-26T12:30');
  });

  it('re-searches by BSNR only when empty or longer than 8 characters (§4)', async () => {
    const api = renderTss();
    const bsnr = await screen.findByRole('textbox', { name: /BSNR/ });
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    await userEvent.type(bsnr, '12345678');
    expect(api.search).toHaveBeenCalledTimes(1);
    await userEvent.type(bsnr, '9');
    await waitFor(() => expect(lastParams(api)['bsnr']).toBe('123456789'));
    await userEvent.clear(bsnr);
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(3));
    expect(lastParams(api)['bsnr']).toBeUndefined();
  });
});

describe('the TSS code notification (§2)', () => {
  it('shows the code notification when there are no results (TSS only)', async () => {
    renderTss(EMPTY_RESPONSE);
    expect(await screen.findByText(/Für den Vermittlungscode ABCD-FGHJ-KLMN/)).toBeTruthy();
    expect(screen.getByText('Ihre Suche ergab leider keine Treffer.')).toBeTruthy();
  });

  it('WEB shows none of the TSS filters and no code notification', async () => {
    const api = { ...fakeApi('WEB'), search: vi.fn(async () => EMPTY_RESPONSE) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: `${ROUTES.search}/ABCDFGHJKLMN/10115/W030` },
    );
    expect(await screen.findByText('Ihre Suche ergab leider keine Treffer.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Dringlichkeit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Termine finden' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /BSNR/ })).toBeNull();
    expect(screen.queryByText(/Für den Vermittlungscode/)).toBeNull();
  });
});
