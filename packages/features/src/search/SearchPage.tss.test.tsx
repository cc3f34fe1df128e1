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
    // Names, not keys; the BSNR the filter takes, not the internal id (issue #16).
    expect(within(office).getByText('Intravitreale Medikamenteneingabe')).toBeTruthy();
    expect(within(office).queryByText('G100')).toBeNull();
    expect(within(office).getByText('BSNR:')).toBeTruthy();
    expect(within(office).getByText('721274162')).toBeTruthy();
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
/** What a control's aria-describedby elements say. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
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
    // The disabled button says why.
    expect(describedText(find)).toBe(
      "Geben Sie ein 'Von'- und ein 'Bis'-Datum an, um in diesem Zeitraum zu suchen.",
    );
    const from = screen.getByLabelText('Von (Datum)');
    const to = screen.getByLabelText('Bis (Datum)');
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    fireEvent.change(to, { target: { value: '2026-11-24' } });
    // Issue #16: at once, without leaving the field — tied to 'Bis', announced, and the button's
    // reason.
    const order =
      "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen";
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(to)).toBe(`Fehler: ${order}`);
    expect(screen.getAllByRole('status').some((region) => region.textContent === order)).toBe(true);
    expect(describedText(find)).toBe(`Fehler: ${order}`);
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

describe('staff screen snags (issue #16)', () => {
  it("after an 'Akut' code, the urgency filter shows 'Akut', the urgency the search ran with", async () => {
    const akut = searchResponse();
    const api = renderTss({ ...akut, requestInfo: { ...akut.requestInfo, dringlichkeit: 'AKUT' } });
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    const select = screen.getByRole('combobox', { name: 'Dringlichkeit' }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('AKUT'));
    // The search asked with '' (§9): the code's urgency, not a choice of the agent.
    expect(lastParams(api)['urgency']).toBeUndefined();
    // §9: an 'Akut' search spans 2 days; the range may not go further.
    const to = screen.getByLabelText('Bis (Datum)');
    const days =
      (Date.parse(to.getAttribute('max')!) - Date.parse(to.getAttribute('min')!)) / 864e5;
    expect(days).toBe(2);
  });

  it('the BSNR filter takes the BSNR the details show, also copied with spaces', async () => {
    const api = renderTss();
    const office = (await screen.findAllByRole('article'))[0]!;
    await userEvent.click(within(office).getByRole('button', { name: 'Details anzeigen' }));
    const shown = within(office).getByText('721274162').textContent!;
    const bsnr = screen.getByRole('textbox', { name: /BSNR/ });
    await userEvent.type(bsnr, '72 127 4162');
    await waitFor(() => expect(lastParams(api)['bsnr']).toBe(shown));
    expect(bsnr.getAttribute('aria-invalid')).toBeNull();
  });

  it('the BSNR filter says at once what it cannot take, and does not search', async () => {
    const api = renderTss();
    const bsnr = await screen.findByRole('textbox', { name: /BSNR/ });
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    await userEvent.type(bsnr, 'P000005');
    expect(bsnr.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(bsnr)).toContain('Gültige Zeichen sind 0-9');
    await userEvent.clear(bsnr);
    await userEvent.paste('1234567890');
    expect(describedText(bsnr)).toContain('Maximale Zeichenanzahl: 9');
    expect(api.search).toHaveBeenCalledTimes(1);
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
