import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, writeSession } from '../app-context/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { IdentityCheckPage } from './IdentityCheckPage.tsx';
import type { IdentityCheckState } from './types.ts';

// As in the app: the page is a route, so it unmounts when it navigates away.
const PAGE_ROUTE = <Route path={ROUTES.verification} element={<IdentityCheckPage />} />;

const SMS: IdentityCheckState = {
  media: 'phone',
  receiver: '+491701234567',
  zip: '10115',
  qualification: 'W030',
  channel: 'sms',
};
const MAIL: IdentityCheckState = {
  media: 'email',
  receiver: 'erika.musterfrau@example.org',
  zip: '10115',
  qualification: 'W050',
  channel: 'mail',
};

function apiError(status: number, code: string, text: string, referenceId = 'ref-1') {
  return new ApiError(
    status,
    parseServerError(createServerErrorBody([{ code, text }], referenceId)),
  );
}

function identityApi(overrides: Record<string, unknown> = {}) {
  return fakeApi('WEB', {
    verifyIdentity: vi.fn(async () => ({
      vermittlungscode: 'ABCD2FGH4JKL',
      plz: '10115',
      leistungsmerkmal: 'W030',
    })),
    requestIdentityPinBySms: vi.fn(async () => ({ token: 'token-2' })),
    requestIdentityPinByEmail: vi.fn(async () => ({ token: 'token-2' })),
    ...overrides,
  } as never);
}

function open(state: unknown = SMS, api = identityApi()) {
  writeSession('pinToken', 'token-1');
  return renderInApp(null, { routes: PAGE_ROUTE, path: ROUTES.verification, state, api });
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const pinField = () => screen.getByRole('textbox', { name: /^PIN/ }) as HTMLInputElement;
const verifyButton = () =>
  screen.getByRole('button', { name: 'Verifizieren' }) as HTMLButtonElement;

describe('the identity check page (§2 Identitätsprüfung)', () => {
  it('given no navigation state, it sends the user to base', async () => {
    writeSession('pinToken', 'token-1');
    renderInApp(null, { routes: PAGE_ROUTE, path: ROUTES.verification });
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('given no PIN token in the session, it sends the user to base', async () => {
    renderInApp(null, { routes: PAGE_ROUTE, path: ROUTES.verification, state: SMS });
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('given an SMS, it names the phone number with +49 and only its last 3 digits', () => {
    open(SMS);
    expect(screen.getByRole('heading', { level: 1, name: 'Identitätsprüfung' })).toBeTruthy();
    expect(screen.getByText(/an die Mobilnummer \+49 \*{7}567 gesendet/)).toBeTruthy();
    expect(document.title).toBe('Identitätsprüfung – Terminservice');
  });

  it('given an e-mail, it shows the address from the last 3 characters before the @ on', () => {
    open(MAIL);
    expect(screen.getByText(/an die Adresse \*{13}rau@example\.org gesendet/)).toBeTruthy();
  });

  it('the PIN field has the placeholder ___-___, at most 7 characters, and takes focus after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    expect(pinField().placeholder).toBe('___-___');
    expect(pinField().maxLength).toBe(7);
    expect(document.activeElement).not.toBe(pinField());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(document.activeElement).toBe(pinField());
  });

  it("'Verifizieren' is disabled while the PIN is invalid; the message shows after touch", async () => {
    open();
    expect(verifyButton().disabled).toBe(true);
    expect(screen.queryByText('Bitte PIN angeben.')).toBeNull();
    await userEvent.click(pinField());
    await userEvent.tab();
    expect(screen.getByText('Bitte PIN angeben.')).toBeTruthy();
    await userEvent.type(pinField(), '12a');
    expect(screen.getByText('Gültige Zeichen sind 0-9 -')).toBeTruthy();
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(pinField());
    await userEvent.type(pinField(), '123-456');
    expect(verifyButton().disabled).toBe(false);
    expect(pinField().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the identity check page: verifying (§8 identity check)', () => {
  it('on success it sends the PIN without the dash, stores code, postcode and specialty and goes to search', async () => {
    const api = identityApi();
    open(SMS, api);
    await userEvent.type(pinField(), '123-456');
    await userEvent.click(verifyButton());
    await waitFor(() => expect(address()).toBe('/terminservice/suche/ABCD2FGH4JKL/10115/W030'));
    expect(api.verifyIdentity).toHaveBeenCalledWith({ token: 'token-1', pin: '123456' });
    expect(readSession('code')).toBe('ABCD2FGH4JKL');
    expect(readSession('postcode')).toBe('10115');
    expect(readSession('qualifications')).toEqual(['W030']);
    expect(readSession('pinToken')).toBeNull();
  });

  it.each([
    ['WP059', 400, 'PIN falsch', 'PIN ungültig'],
    ['WP003', 400, 'Eingabe falsch', 'ungültiger Input'],
  ])('given %s it shows the §8 text', async (code, status, text, shown) => {
    const api = identityApi({
      verifyIdentity: vi.fn(async () => {
        throw apiError(status, code, text);
      }),
    });
    open(SMS, api);
    await userEvent.type(pinField(), '999999');
    await userEvent.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(address()).toBe(ROUTES.verification);
    expect(verifyButton().getAttribute('aria-busy')).toBeNull();
  });

  it('given WP001 it shows the server text with the error code and the reference id', async () => {
    const api = identityApi({
      verifyIdentity: vi.fn(async () => {
        throw apiError(500, 'WP001', 'Interner Fehler', 'abc-123');
      }),
    });
    open(SMS, api);
    await userEvent.type(pinField(), '999999');
    await userEvent.click(verifyButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Interner Fehler');
    expect(alert.textContent).toContain('WP001');
    expect(alert.textContent).toContain('abc-123');
  });

  it('given no connection, it says the request failed', async () => {
    const api = identityApi({
      verifyIdentity: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    open(SMS, api);
    await userEvent.type(pinField(), '999999');
    await userEvent.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Anfrage ist fehlgeschlagen.',
    );
  });
});

describe('the identity check page: resend, cancel and the token', () => {
  it("'PIN erneut senden' counts down 60 s, then resends by SMS and verifies with the new token", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = identityApi();
    open(SMS, api);
    const resend = () =>
      screen.getByRole('button', { name: /^PIN erneut senden/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('PIN erneut senden (60s)');
    expect(resend().disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(resend().textContent).toBe('PIN erneut senden (30s)');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(resend().textContent).toBe('PIN erneut senden');
    expect(resend().disabled).toBe(false);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resend());
    expect(api.requestIdentityPinBySms).toHaveBeenCalledWith({
      plz: '10115',
      leistungsmerkmal: 'W030',
      phone: '+491701234567',
    });
    expect(await screen.findByText(/Wir haben Ihnen eine neue PIN gesendet/)).toBeTruthy();
    expect(resend().textContent).toBe('PIN erneut senden (60s)');
    expect(readSession('pinToken')).toBe('token-2');

    await user.type(pinField(), '654321');
    await user.click(verifyButton());
    await waitFor(() =>
      expect(api.verifyIdentity).toHaveBeenCalledWith({ token: 'token-2', pin: '654321' }),
    );
  });

  it('resends by e-mail when the login used e-mail, and shows the server text on failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = identityApi({
      requestIdentityPinByEmail: vi.fn(async () => {
        throw apiError(429, 'RATE_LIMIT', 'Zu viele Anfragen. Bitte warten Sie.');
      }),
    });
    open(MAIL, api);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'PIN erneut senden' }));
    expect(api.requestIdentityPinByEmail).toHaveBeenCalledWith({
      plz: '10115',
      leistungsmerkmal: 'W050',
      receiver: 'erika.musterfrau@example.org',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Zu viele Anfragen. Bitte warten Sie.',
    );
  });

  it("'Abbrechen' leads to base and forgets the PIN token", async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(readSession('pinToken')).toBeNull();
  });

  it('never takes a staff token (identificationToken) as the PIN token', async () => {
    removeSession('pinToken');
    writeSession('identificationToken', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
    renderInApp(null, { routes: PAGE_ROUTE, path: ROUTES.verification, state: SMS });
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(readSession('identificationToken')).toBe('eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
  });
});

describe("the identity PIN's 10 minutes (issue #23 part 3, WCAG 2.2.1)", () => {
  const time = () => screen.getByText(/^Die PIN ist noch .* gültig\.$/).textContent;
  const status = () =>
    screen.getByText(/nur noch kurze Zeit gültig/).closest('[aria-live="polite"]');

  it('counts from the request the login stored, also after a reload', () => {
    writeSession('pinSentAt', Date.now() - 4 * 60_000);
    open();
    expect(time()).toBe('Die PIN ist noch 6 Minuten gültig.');
  });

  it('warns 2 minutes before the end; a new PIN extends it, and the session keeps its time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = identityApi();
    const start = Date.now();
    writeSession('pinSentAt', start);
    open(SMS, api);
    expect(time()).toBe('Die PIN ist noch 10 Minuten gültig.');
    expect(screen.queryByRole('button', { name: 'Neue PIN anfordern' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8 * 60_000);
    });
    expect(status()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Neue PIN anfordern' }));
    await waitFor(() => expect(time()).toBe('Die PIN ist noch 10 Minuten gültig.'));
    expect(api.requestIdentityPinBySms).toHaveBeenCalledTimes(1);
    expect(readSession('pinToken')).toBe('token-2');
    expect(readSession<number>('pinSentAt')).toBeGreaterThanOrEqual(start + 8 * 60_000);
    expect(screen.queryByText(/nur noch kurze Zeit gültig/)).toBeNull();
  });

  it('says the end assertively and still offers a new PIN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeSession('pinSentAt', Date.now());
    open();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(
      screen.getByText(/Die PIN ist nicht mehr gültig/).closest('[aria-live="assertive"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Neue PIN anfordern' })).toBeTruthy();
  });
});
