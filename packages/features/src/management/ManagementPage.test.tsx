import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ManagementPage } from './ManagementPage.tsx';

const PAGE_ROUTE = <Route path={ROUTES.booking} element={<ManagementPage />} />;
const CODE = 'ABCD2FGH4JKL';

function apiError(status: number, code: string, text = '') {
  return new ApiError(status, parseServerError(createServerErrorBody([{ code, text }], 'ref')));
}

/** Answers like the server: the code travels as the session's code (basic auth). */
function managementApi(overrides: Record<string, unknown> = {}) {
  const seen: Array<string | null> = [];
  const api = fakeApi('WEB', {
    bookingLookup: vi.fn(async () => {
      seen.push(readSession<string>('code'));
      return { slots: {}, praxen: {}, terminprofile: {} };
    }),
    reservationStatus: vi.fn(async () => ({ reservierungsstatus: 'FREI' })),
    ...overrides,
  } as never);
  return { api, seen };
}

function open(api = managementApi().api) {
  return renderInApp(null, { routes: PAGE_ROUTE, path: ROUTES.booking, api });
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const submitButton = () =>
  screen.getByRole('button', { name: 'Buchung verwalten' }) as HTMLButtonElement;
const codeBoxes = () => [
  screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }),
  screen.getByRole('textbox', { name: 'Zeichen 5 bis 8' }),
  screen.getByRole('textbox', { name: 'Zeichen 9 bis 12' }),
];

async function enterCode(code: string) {
  await userEvent.click(codeBoxes()[0]!);
  await userEvent.paste(code);
}

/** The code has no booking (WP069); `reservationStatus` answers the check that follows (§4). */
async function lookUpUnbooked(reservationStatus: () => Promise<unknown>) {
  const { api } = managementApi({
    bookingLookup: vi.fn(async () => {
      throw apiError(404, 'WP069');
    }),
    reservationStatus: vi.fn(reservationStatus),
  });
  open(api);
  await enterCode(CODE);
  await userEvent.click(submitButton());
}

describe('the management page (§2 Termin verwalten)', () => {
  it('shows the heading, the code in three groups of 4 and both buttons', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Termin verwalten' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Bitte geben Sie den Vermittlungscode der Buchung an' }),
    ).toBeTruthy();
    expect(codeBoxes()).toHaveLength(3);
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(document.title).toBe('Termin verwalten – Terminservice');
  });

  it('on a small device the code is one field XXXX-XXXX-XXXX', () => {
    const matchMedia = vi.fn(() => ({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      open();
      const field = screen.getByRole('textbox', { name: /Vermittlungscode/ }) as HTMLInputElement;
      expect(field.placeholder).toBe('XXXX-XXXX-XXXX');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['', 'Vermittlungscode benötigt'],
    ['ABCD2FGH', 'Minimale Zeichenanzahl: 12'],
    ['ABCD0FGH1JKL', 'Ungültiger Vermittlungscode.'],
  ])('given %j, after touch it says %j and the button stays disabled', async (code, message) => {
    open();
    await userEvent.click(codeBoxes()[0]!);
    if (code) await userEvent.paste(code);
    await userEvent.click(document.body);
    expect(screen.getByText(message)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});

describe('the management page: looking up a code (§4, §8)', () => {
  it('given a booked code, it stores the code, looks it up with it and goes to details', async () => {
    const { api, seen } = managementApi();
    open(api);
    await enterCode('abcd-2fgh-4jkl');
    expect(submitButton().disabled).toBe(false);
    await userEvent.click(submitButton());
    await waitFor(() => expect(address()).toBe(ROUTES.details));
    expect(seen).toEqual([CODE]);
    expect(readSession('code')).toBe(CODE);
  });

  it('given WP069 and a reserved video consultation, it goes to the reservation PIN page', async () => {
    const { api } = managementApi({
      bookingLookup: vi.fn(async () => {
        throw apiError(404, 'WP069', 'Buchung nicht vorhanden');
      }),
      reservationStatus: vi.fn(async () => ({ reservierungsstatus: 'RESERVIERT' })),
    });
    open(api);
    await enterCode(CODE);
    await userEvent.click(submitButton());
    await waitFor(() => expect(address()).toBe(`${ROUTES.bookingVerification}/${CODE}`));
    expect(readSession('code')).toBe(CODE);
  });

  it("given WP069 and no reservation, it says 'Keine Buchung gefunden' and forgets the code", async () => {
    writeSession('code', 'PQRS2TUV4WXY');
    const { api } = managementApi({
      bookingLookup: vi.fn(async () => {
        throw apiError(404, 'WP069', 'Buchung nicht vorhanden');
      }),
    });
    open(api);
    await enterCode(CODE);
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Keine Buchung gefunden')).toBeTruthy();
    expect(address()).toBe(ROUTES.booking);
    expect(readSession('code')).toBe('PQRS2TUV4WXY');
  });

  it("given WP069 and a reservation status WP042 (no reservation), it says 'Keine Buchung gefunden'", async () => {
    await lookUpUnbooked(async () => {
      throw apiError(401, 'WP042', 'Ungültiger Vermittlungscode');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Keine Buchung gefunden');
    expect(readSession('code')).toBeNull();
  });
});

describe('the management page: failures and busy state (§8)', () => {
  it("given WP069 and a failing reservation check, it says 'Buchung nicht vorhanden'", async () => {
    await lookUpUnbooked(async () => {
      throw apiError(500, 'WP001', 'Interner Fehler');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Buchung nicht vorhanden');
  });

  it.each([
    [apiError(401, 'WP042', 'Ungültiger Vermittlungscode'), 'Ungültiger Vermittlungscode'],
    [apiError(400, 'WP021', 'irgendwas'), 'Ein unbekannter Fehler ist aufgetreten'],
  ])('given another error (%s), it shows the §8 management text', async (error, shown) => {
    const { api } = managementApi({
      bookingLookup: vi.fn(async () => {
        throw error;
      }),
    });
    open(api);
    await enterCode(CODE);
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(api.reservationStatus).not.toHaveBeenCalled();
  });

  it('while looking up, the button is busy and a second click sends nothing', async () => {
    let answer: () => void = () => {};
    const { api } = managementApi({
      bookingLookup: vi.fn(
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ slots: {}, praxen: {}, terminprofile: {} });
          }),
      ),
    });
    open(api);
    await enterCode(CODE);
    await userEvent.click(submitButton());
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await userEvent.click(submitButton());
    expect(api.bookingLookup).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(address()).toBe(ROUTES.details));
  });

  it("'Abbrechen' leads to base", async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });
});
