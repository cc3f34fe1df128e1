// The operators' statistics view (issue #24 part 2): KV only, the figures in tables with "< 5"
// as sent, the filters make the call's query (and refuse what the server would refuse), the CSV
// export holds the table's rows. The charts draw on a canvas, which a test DOM has not: their data
// is tested in statistics-data.test.ts, the drawing in the e2e journey.
import { ApiError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { SUPPRESSED, type StatistikAnswer } from '@terminservice/domain/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { answer, werte } from '../../test/statistics/fixtures.ts';
import { TssLoginPage } from '../login/index.ts';
import { STATISTICS_PATH } from './index.ts';
import { StatisticsPage } from './StatisticsPage.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

function statisticsApi(type: 'KV' | 'TSS' = 'KV', ...answers: StatistikAnswer[]) {
  const statistics = vi.fn(
    async (_query: Record<string, string>, _options?: unknown) => answers.shift() ?? answer(),
  );
  return Object.assign(fakeApi(type), { statistics });
}

function renderPage(api = statisticsApi()) {
  const user = userEvent.setup();
  renderInApp(<StatisticsPage />, { api, path: STATISTICS_PATH });
  return { api, user };
}

const table = (caption: string) => screen.getByRole('table', { name: caption });
const rowOf = (t: HTMLElement, header: string) =>
  within(t).getByRole('rowheader', { name: header }).closest('tr') as HTMLTableRowElement;
const cells = (row: HTMLTableRowElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the statistics view (issue #24 part 2)', () => {
  it('shows the figures per group in tables: German numbers, "< 5" as sent, "–" not computed', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistik' })).toBeTruthy();
    const codes = await screen.findByRole('table', { name: 'Vermittlungscodes' });
    expect(
      within(codes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Woche',
      'Codes ausgestellt',
      'Codes gebucht',
      'Codes abgelaufen, ohne Buchung',
      'Codes durch Stornierungen verbraucht',
    ]);
    expect(cells(rowOf(codes, 'KW 46/2026 (ab 09.11.2026)'))).toEqual(['1.234', '20', '30', '40']);
    expect(cells(rowOf(codes, 'KW 47/2026 (ab 16.11.2026)'))).toEqual(['10', '< 5', '30', '40']);
    expect(cells(rowOf(codes, 'Gesamt'))).toEqual(['1.294', '20', '30', '40']);
    const times = table('Zeit bis zur Buchung');
    expect(cells(rowOf(times, 'KW 47/2026 (ab 16.11.2026)'))).toEqual(['–', '–', '–']);
    expect(cells(rowOf(times, 'KW 48/2026 (ab 23.11.2026)'))).toEqual([
      '30,5',
      '30,5',
      '87,5\u00a0%',
    ]);
    // Every group has its table, each in a named, focusable scroll region, and a CSV button.
    for (const caption of [
      'Suchen',
      'Termine der Praxen',
      'Stornierungen und Verschiebungen',
      'Erinnerungen und Nichterscheinen',
      'Terminalarme',
    ]) {
      expect(table(caption)).toBeTruthy();
      expect(screen.getByRole('region', { name: `Tabelle: ${caption}` }).tabIndex).toBe(0);
      expect(screen.getByRole('button', { name: `CSV herunterladen: ${caption}` })).toBeTruthy();
    }
    expect(
      screen.getByText(
        /Kassenärztliche Vereinigung Berlin \(Nr\. 72\)\. Zeitraum: 09\.11\.2026 bis 29\.11\.2026\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Stand der Zahlen: 28\.11\.2026, 07:00 Uhr/)).toBeTruthy();
  });

  it('the charts are pictures with a caption; the deadlines name their source', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Vermittlungscodes' });
    const caption = screen.getByText(
      /^Verlauf: Vermittlungscodes\. Die Werte stehen in der Tabelle/,
    );
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')!.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText(/innerhalb von 35 Tagen: 35 Tage \(§ 75 Abs\. 1a SGB V/)).toBeTruthy();
    expect(screen.getByText(/Nichtdringend: keine Frist/)).toBeTruthy();
  });

  it('the regions table follows the figure chosen for the map; "< 5" stays', async () => {
    const { user } = renderPage();
    const regions = await screen.findByRole('table', { name: 'Regionen (Postleitzahlbereiche)' });
    expect(cells(rowOf(regions, '70'))).toEqual(['< 5', '20', '30', '40']);
    expect(cells(rowOf(regions, 'unbekannt'))).toEqual(['10', '20', '30', '40']);
    await user.selectOptions(screen.getByLabelText('Kennzahl auf der Karte'), 'nichtErschienen');
    const after = screen.getByRole('table', { name: 'Regionen (Postleitzahlbereiche)' });
    expect(
      within(after)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain('Nicht erschienen');
  });

  it('the filters make the query; the table shows the new answer', async () => {
    const monthly = answer({
      zeitraum: 'monat',
      perioden: [{ beginn: '2026-10-01', werte: werte({ codesAusgestellt: 777 }) }],
    });
    const { api, user } = renderPage(statisticsApi('KV', answer(), monthly));
    await screen.findByRole('table', { name: 'Vermittlungscodes' });
    expect(api.statistics).toHaveBeenCalledTimes(1);
    expect(api.statistics.mock.calls[0]).toEqual([{ zeitraum: 'woche' }, expect.anything()]);

    await user.click(screen.getByRole('radio', { name: 'Monat' }));
    await user.type(screen.getByLabelText('von'), '2026-09-01');
    await user.type(screen.getByLabelText('bis'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Leistungsmerkmal'), 'W030');
    await user.selectOptions(screen.getByLabelText('Dringlichkeit'), 'DRINGEND');
    await user.type(screen.getByLabelText('Region (Postleitzahlbereich)'), '10');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));

    await waitFor(() => expect(api.statistics).toHaveBeenCalledTimes(2));
    expect(api.statistics.mock.calls[1]![0]).toEqual({
      zeitraum: 'monat',
      von: '2026-09-01',
      bis: '2026-11-30',
      leistungsmerkmal: 'W030',
      dringlichkeit: 'DRINGEND',
      region: '10',
    });
    const codes = table('Vermittlungscodes');
    await waitFor(() => expect(cells(rowOf(codes, 'Oktober 2026'))[0]).toBe('777'));
    expect(within(codes).getAllByRole('columnheader')[0]!.textContent).toBe('Monat');
  });

  it("a single KV's token is offered no choice of KV", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Vermittlungscodes' });
    expect(screen.queryByLabelText('Kassenärztliche Vereinigung')).toBeNull();
  });

  it("the KBV's token ('*') chooses one KV by name, and keeps the choice", async () => {
    const { api, user } = renderPage(
      statisticsApi('KV', answer({ kv: '*' }), answer({ kv: '72' })),
    );
    await screen.findByText(/^Alle Kassenärztlichen Vereinigungen\./);
    const choice = screen.getByLabelText('Kassenärztliche Vereinigung');
    // 'all' and the 17 KVs.
    expect(within(choice).getAllByRole('option')).toHaveLength(18);
    await user.selectOptions(choice, 'Kassenärztliche Vereinigung Berlin (Nr. 72)');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() => expect(api.statistics).toHaveBeenCalledTimes(2));
    expect(api.statistics.mock.calls[1]![0]).toEqual({ zeitraum: 'woche', kv: '72' });
    await screen.findByText(/^Kassenärztliche Vereinigung Berlin \(Nr\. 72\)\./);
    // The answer names one KV now; the choice stays, so the KBV can go back to all.
    expect(screen.getByLabelText('Kassenärztliche Vereinigung')).toBeTruthy();
  });

  it('refuses what the server would refuse, with the German text at the field', async () => {
    const { api, user } = renderPage();
    await screen.findByRole('table', { name: 'Vermittlungscodes' });
    await user.type(screen.getByLabelText('Region (Postleitzahlbereich)'), '1x');
    await user.type(screen.getByLabelText('von'), '2026-11-30');
    await user.type(screen.getByLabelText('bis'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(
      await screen.findByText('Bitte geben Sie ein Postleitgebiet mit zwei Ziffern an.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Das Ende des Zeitraums darf nicht vor dem Beginn liegen.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Region (Postleitzahlbereich)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.statistics).toHaveBeenCalledTimes(1);
  });

  it("shows the server's German text when it refuses", async () => {
    const api = statisticsApi();
    api.statistics.mockRejectedValueOnce(
      new ApiError(400, {
        errorCodes: ['WP003'],
        errorText: 'Der Zeitraum darf höchstens 400 Tage umfassen.',
        referenceId: null,
      }),
    );
    renderPage(api);
    expect(await screen.findByText('Der Zeitraum darf höchstens 400 Tage umfassen.')).toBeTruthy();
  });

  it('is for the KV type only: any other type goes to the start page', async () => {
    const api = statisticsApi('TSS');
    renderPage(api);
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(api.statistics).not.toHaveBeenCalled();
  });

  it("a KV token's start page is the statistics view", async () => {
    renderInApp(<TssLoginPage />, { api: statisticsApi() });
    await waitFor(() => expect(address()).toBe(STATISTICS_PATH));
  });
});

describe('CSV herunterladen', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statistik';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("downloads the table's rows with '< 5', a BOM and ';'", async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Vermittlungscodes' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('statistik-vermittlungscodes-2026-11-09-2026-11-29.csv');
      expect(this.href).toBe('blob:statistik');
    });
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen: Vermittlungscodes' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[2]).toBe('KW 47/2026 (ab 16.11.2026);10;< 5;30;40');
    expect(SUPPRESSED).toBe('< 5');
  });
});
