// The block 'Terminalarm' and its dialog (issue #15): given a search, after 'Terminalarm
// einrichten', the dialog names the filters, checks the address with the domain's rules, sends
// the search's filters and goes to the PIN page; a refusal shows next to its field.
import { ALERT_ROUTES } from '@terminservice/domain/alerts';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ApiError, parseServerError } from '@terminservice/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { AlertOffer, type AlertSearch } from './index.ts';
import { readPendingAlert } from './pending.ts';

const SEARCH: AlertSearch = {
  code: 'ABCD2FGH4JKL',
  plz: '10115',
  qualifikationen: ['W030'],
  radius: 10,
  daytime: '10000000000000',
  appointmentType: 'PRAESENZTERMIN',
};

function alertApi(type: ApplicationType = 'WEB', subscribeAlert = vi.fn()) {
  return fakeApi(type, {
    featureToggles: vi.fn(async () => [{ key: 'sms_identitaetspruefung', value: true }]),
    qualifications: vi.fn(async () => ({
      w: { Augenheilkunde: { 'Augenheilkunde (Fachärztin/Facharzt)': ['W030'] } },
      z: {},
      g: {},
    })),
    subscribeAlert,
  } as never);
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

describe('the block Terminalarm', () => {
  it('offers an alert below an empty search, and none in SURGERY', async () => {
    const { unmount } = renderInApp(<AlertOffer search={SEARCH} empty />, { api: alertApi() });
    expect(await screen.findByRole('heading', { name: 'Terminalarm' })).toBeTruthy();
    expect(screen.getByText(/sobald hier ein passender Termin frei wird/)).toBeTruthy();
    unmount();
    renderInApp(<AlertOffer search={SEARCH} empty />, { api: alertApi('SURGERY') });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Terminalarm' })).toBeNull());
  });

  it('sends the search’s filters with the address and goes to the PIN page', async () => {
    const subscribe = vi.fn(async () => ({
      token: 't'.repeat(32),
      kanal: 'email',
      empfaenger: '***ann@example.org',
    }));
    renderInApp(<AlertOffer search={SEARCH} empty={false} />, {
      api: alertApi('WEB', subscribe),
      path: '/terminservice/suche/ABCD2FGH4JKL/10115/W030',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminalarm einrichten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminalarm einrichten' });
    expect(dialog.textContent).toContain('Montag vormittags');
    await waitFor(() =>
      expect(dialog.textContent).toContain('Augenheilkunde (Fachärztin/Facharzt)'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'PIN anfordern' }));
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(subscribe).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-Mail-Adresse/ }),
      'max@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'PIN anfordern' }));
    await waitFor(() => expect(address()).toBe(ALERT_ROUTES.confirm));
    expect(subscribe).toHaveBeenCalledWith({
      plz: '10115',
      qualifikationen: ['W030'],
      radius: 10,
      tageszeiten: '10000000000000',
      termintyp: 'PRAESENZTERMIN',
      kanal: 'email',
      empfaenger: 'max@example.org',
    });
    expect(readPendingAlert()).toMatchObject({
      kanal: 'email',
      zurueck: '/terminservice/suche/ABCD2FGH4JKL/10115/W030',
    });
  });

  it('names and sends the language the search filtered by (issue #22)', async () => {
    const subscribe = vi.fn(async () => ({
      token: 't'.repeat(32),
      kanal: 'email',
      empfaenger: '***ann@example.org',
    }));
    renderInApp(<AlertOffer search={{ ...SEARCH, sprache: 'tr' }} empty />, {
      api: alertApi('WEB', subscribe),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminalarm einrichten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminalarm einrichten' });
    expect(dialog.textContent).toContain('SpracheTürkisch');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-Mail-Adresse/ }),
      'max@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'PIN anfordern' }));
    await waitFor(() =>
      expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ sprache: 'tr' })),
    );
  });

  it('sends an SMS number with +49 and shows the server’s refusal at the field', async () => {
    const body = {
      errors: [
        { code: 'TA007', text: 'Höchstens 5 Terminalarme je Adresse.', field: 'body.empfaenger' },
      ],
      referenceId: 'ref',
    };
    const error = new ApiError(409, parseServerError(body));
    error.cause = { data: body };
    const subscribe = vi.fn(async () => {
      throw error;
    });
    renderInApp(<AlertOffer search={SEARCH} empty />, { api: alertApi('TSS', subscribe) });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminalarm einrichten' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'per SMS' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobilfunknummer/ }), '0170 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'PIN anfordern' }));
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ kanal: 'sms', empfaenger: '+491701234567' }),
    );
    expect(await screen.findByText('Höchstens 5 Terminalarme je Adresse.')).toBeTruthy();
    expect(address()).toBe('/terminservice');
  });
});
