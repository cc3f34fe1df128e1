// The slot alert's pages (issue #15): the PIN page confirms and can resend; the link page shows
// the filters and, with the alert's code, opens the search with them; the unsubscribe page ends
// the alert with one button.
import { ALERT_ROUTES, alertLinkPath, alertUnsubscribePath } from '@terminservice/domain/alerts';
import { ApiError, parseServerError } from '@terminservice/domain/errors';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { writePendingAlert } from './pending.ts';
import { AlertConfirmPage, AlertLinkPage, AlertUnsubscribePage } from './pages/index.ts';

const LINK = 'L'.repeat(32);
const CODE = 'ABCD2FGH4JKL';
const ROUTES = (
  <>
    <Route path={ALERT_ROUTES.confirm} element={<AlertConfirmPage />} />
    <Route path={ALERT_ROUTES.unsubscribe} element={<AlertUnsubscribePage />} />
    <Route path={ALERT_ROUTES.link} element={<AlertLinkPage />} />
  </>
);
const FILTERS = {
  plz: '10115',
  qualifikationen: ['W030'],
  radius: 10,
  tageszeiten: '00000000000000',
  termintyp: 'ALL',
} as const;

function refusal(status: number, code: string, text: string) {
  const body = { errors: [{ code, text }], referenceId: 'ref' };
  const error = new ApiError(status, parseServerError(body));
  error.cause = { data: body };
  return error;
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

describe('Terminalarm bestätigen', () => {
  it('says there is nothing to confirm without a pending alert', async () => {
    renderInApp(null, { routes: ROUTES, path: ALERT_ROUTES.confirm });
    expect(await screen.findByText(/Es wartet kein Terminalarm/)).toBeTruthy();
  });

  it('shows a wrong PIN’s refusal, then confirms with the right one', async () => {
    writePendingAlert({
      token: 't'.repeat(32),
      kanal: 'email',
      empfaenger: '***ann@example.org',
      zurueck: '/terminservice/suche/X',
    });
    const confirmAlert = vi
      .fn()
      .mockRejectedValueOnce(refusal(400, 'WP059', 'PIN ungültig'))
      .mockResolvedValueOnce({ laeuftBis: '2026-12-24' });
    renderInApp(null, {
      routes: ROUTES,
      path: ALERT_ROUTES.confirm,
      api: fakeApi('WEB', { confirmAlert } as never),
    });
    expect(await screen.findByText(/per E-Mail an \*\*\*ann@example.org/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /PIN erneut senden \(\d+s\)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /PIN/ }), '111-111');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('PIN ungültig')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: /PIN/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /PIN/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const heading = await screen.findByRole('heading', {
      name: 'Ihr Terminalarm ist eingerichtet',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/bis zum 24\.12\.2026/)).toBeTruthy();
    expect(confirmAlert).toHaveBeenLastCalledWith({ token: 't'.repeat(32), pin: '123456' });
    expect(readSession('alertPending')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Terminsuche' }).getAttribute('href')).toBe(
      '/terminservice/suche/X',
    );
  });
});

describe('Terminalarm bestätigen: the PIN’s 10 minutes (issue #23 part 3)', () => {
  it('warns 2 minutes before the end; a new PIN extends it, also in the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    const pending = {
      token: 't'.repeat(32),
      kanal: 'email',
      empfaenger: '***ann@example.org',
      zurueck: '/terminservice/suche/X',
      gesendetAm: start,
    } as const;
    writePendingAlert(pending);
    const resendAlertPin = vi.fn(async () => undefined);
    renderInApp(null, {
      routes: ROUTES,
      path: ALERT_ROUTES.confirm,
      api: fakeApi('WEB', { resendAlertPin } as never),
    });
    expect(await screen.findByText('Die PIN ist noch 10 Minuten gültig.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8 * 60_000);
    });
    expect(
      screen.getByText(/nur noch kurze Zeit gültig/).closest('[aria-live="polite"]'),
    ).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Neue PIN anfordern' }));
    expect(await screen.findByText('Die PIN ist noch 10 Minuten gültig.')).toBeTruthy();
    expect(resendAlertPin).toHaveBeenCalledWith({ token: pending.token });
    const stored = readSession<{ gesendetAm: number }>('alertPending');
    expect(stored?.gesendetAm).toBeGreaterThanOrEqual(start + 8 * 60_000);
  });
});

describe('the page a message’s link opens', () => {
  const info = {
    ...FILTERS,
    aktiv: true,
    ortsname: 'Berlin',
    fachrichtungen: ['Augenheilkunde'],
    laeuftBis: '2026-12-24',
  };

  it('shows the filters, asks for the code and opens the search with the filters', async () => {
    const openAlert = vi
      .fn()
      .mockRejectedValueOnce(refusal(403, 'TA004', 'Dieser Vermittlungscode gehört nicht dazu.'))
      .mockImplementationOnce(async () => {
        expect(readSession('code')).toBe(CODE);
        return { ...FILTERS, tageszeiten: '01000000000000', termintyp: 'VIDEOSPRECHSTUNDE' };
      });
    renderInApp(null, {
      routes: ROUTES,
      path: alertLinkPath(LINK),
      api: fakeApi('WEB', { alertLink: vi.fn(async () => info), openAlert } as never),
    });
    expect(await screen.findByText('10115 Berlin')).toBeTruthy();
    expect(screen.getByText('Augenheilkunde')).toBeTruthy();
    expect(screen.getByText('24.12.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terminalarm beenden' }).getAttribute('href')).toBe(
      alertUnsubscribePath(LINK),
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    await userEvent.paste('WXYZ2FGH4JKL');
    await userEvent.click(screen.getByRole('button', { name: 'Passende Termine anzeigen' }));
    expect(await screen.findByText('Dieser Vermittlungscode gehört nicht dazu.')).toBeTruthy();
    expect(readSession('code')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    await userEvent.paste(CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Passende Termine anzeigen' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/suche/${CODE}/10115/W030`));
    expect(readSession('radius')).toBe(10);
  });

  it('continues with the code of this browser session', async () => {
    writeSession('code', CODE);
    const openAlert = vi.fn(async () => FILTERS);
    renderInApp(null, {
      routes: ROUTES,
      path: alertLinkPath(LINK),
      api: fakeApi('WEB', { alertLink: vi.fn(async () => info), openAlert } as never),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Passende Termine anzeigen' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/suche/${CODE}/10115/W030`));
    expect(openAlert).toHaveBeenCalledWith({ link: LINK });
  });

  it('says so when the link is not valid', async () => {
    const alertLink = vi.fn(async () => {
      throw refusal(404, 'TA002', 'Dieser Link ist nicht oder nicht mehr gültig.');
    });
    renderInApp(null, {
      routes: ROUTES,
      path: alertLinkPath(LINK),
      api: fakeApi('WEB', { alertLink } as never),
    });
    expect(await screen.findByText('Dieser Link ist nicht oder nicht mehr gültig.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Passende Termine anzeigen' })).toBeNull();
  });
});

describe('Terminalarm beenden', () => {
  it('ends the alert with its one button, not on opening', async () => {
    const unsubscribeAlert = vi.fn(async () => ({ beendet: true }));
    renderInApp(null, {
      routes: ROUTES,
      path: alertUnsubscribePath(LINK),
      api: fakeApi('WEB', { unsubscribeAlert } as never),
    });
    const button = await screen.findByRole('button', { name: 'Terminalarm beenden' });
    expect(unsubscribeAlert).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByText(/Ihr Terminalarm ist beendet/)).toBeTruthy();
    expect(unsubscribeAlert).toHaveBeenCalledWith({ link: LINK });
    expect(screen.queryByRole('button', { name: 'Terminalarm beenden' })).toBeNull();
  });
});
