// Issue #15 "Code status": the block each page shows under its code line.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { readSession, writeSession } from '../app-context/index.ts';
import { CodeStatus } from './index.ts';

const CODE = 'ABCDFGHJKLMN';

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

function renderStatus(
  status: Partial<CodeStatusResponse> | Error,
  type: ApplicationType = 'WEB',
  code = CODE,
) {
  const codeStatus = vi.fn(async () => {
    if (status instanceof Error) throw status;
    return { ...FRESH, ...status };
  });
  const api = Object.assign(fakeApi(type), { codeStatus });
  renderInApp(<CodeStatus code={code} />, { api });
  return codeStatus;
}

/** The list's values by term, as a screen reader pairs them. */
async function rows(): Promise<Record<string, string>> {
  const region = await screen.findByRole('region', { name: 'Status des Vermittlungscodes' });
  const list = within(region);
  const terms = list.getAllByRole('term').map((term) => term.textContent ?? '');
  const values = list.getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

describe('CodeStatus', () => {
  it('given a fresh code: valid until, 0 of 2, the urgency with its window, a rebooking', async () => {
    renderStatus({});
    expect(await rows()).toEqual({
      'Gültig bis': '12.12.2026',
      Absagen: '0 von 2',
      Dringlichkeit: 'dringend – Termine bis 23.12.2026',
      'Bei einer Absage':
        'Sie können mit diesem Vermittlungscode bis 12.12.2026 noch einmal einen Termin buchen.',
    });
  });

  it('given one cancellation: 1 of 2 and, in bold, that the next one uses the code up', async () => {
    renderStatus({ stornierungen: 1, naechsteAbsage: 'CODE_VERBRAUCHT' });
    const shown = await rows();
    expect(shown.Absagen).toBe('1 von 2');
    const warning = screen.getByText(
      'Ihr Vermittlungscode ist danach verbraucht. Sie können damit keinen weiteren Termin buchen.',
    );
    expect(warning.tagName).toBe('STRONG');
  });

  it('given an expired code: says so, names no window, and a cancellation books nothing new', async () => {
    renderStatus({ abgelaufen: true, termine: null, naechsteAbsage: 'KEINE_NEUE_BUCHUNG' });
    expect(await rows()).toEqual({
      'Gültig bis': '12.12.2026 (abgelaufen)',
      Absagen: '0 von 2',
      Dringlichkeit: 'dringend',
      'Bei einer Absage':
        'Ihr Vermittlungscode ist abgelaufen. Sie können damit keinen neuen Termin buchen.',
    });
  });

  it('given a used-up code: 2 of 2 used up, and no next cancellation', async () => {
    renderStatus({
      stornierungen: 2,
      verbraucht: true,
      termine: null,
      naechsteAbsage: 'CODE_VERBRAUCHT',
    });
    const shown = await rows();
    expect(shown.Absagen).toBe('2 von 2 (verbraucht)');
    expect(shown).not.toHaveProperty('Bei einer Absage');
  });

  it.each(['AKUT', 'PT_AKUTBEHANDLUNG', 'NICHT_DRINGEND'] as const)(
    'names the urgency %s in words',
    async (dringlichkeit) => {
      renderStatus({ dringlichkeit, termine: { von: '2026-10-01', bis: '2026-10-03' } });
      expect((await rows()).Dringlichkeit).toMatch(
        /^(akut|psychotherapeutische Akutbehandlung|nicht dringend) – Termine bis 03\.10\.2026$/,
      );
    },
  );

  it.each(['TSS', 'DISPO'] as const)('shows %s staff the caller’s code status', async (type) => {
    renderStatus({}, type);
    expect((await rows()).Absagen).toBe('0 von 2');
  });

  it.each(['SURGERY', 'SMED'] as const)('shows %s nothing and asks nothing', async (type) => {
    const call = renderStatus({}, type);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for the code the page shows: it goes into the session the API client reads', async () => {
    writeSession('code', 'PQRS2TUV4WXY');
    const call = renderStatus({});
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(readSession('code')).toBe(CODE);
  });

  it('given no code, or a failing call, shows nothing', async () => {
    const none = renderStatus({}, 'WEB', '');
    const failing = renderStatus(new Error('down'));
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(none).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('CodeStatus on a handset (issue #23 part 4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function handset() {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  }

  it('is one line — cancellations and validity — that opens the whole list', async () => {
    handset();
    renderStatus({ stornierungen: 1, naechsteAbsage: 'CODE_VERBRAUCHT' });
    const region = await screen.findByRole('region', { name: 'Status des Vermittlungscodes' });
    const line = within(region).getByRole('button', {
      name: 'Absagen: 1 von 2 · Gültig bis 12.12.2026',
    });
    expect(line.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('term')).toBeNull();
    await userEvent.click(line);
    expect(line.getAttribute('aria-expanded')).toBe('true');
    expect(await rows()).toMatchObject({ Absagen: '1 von 2', 'Gültig bis': '12.12.2026' });
    await expectNoAxeViolations(region);
  });

  it('says a used-up code in its line', async () => {
    handset();
    renderStatus({ stornierungen: 2, verbraucht: true, termine: null });
    expect(
      await screen.findByRole('button', {
        name: 'Absagen: 2 von 2 (verbraucht) · Gültig bis 12.12.2026',
      }),
    ).toBeTruthy();
  });
});
