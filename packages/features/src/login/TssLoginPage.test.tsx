// The TSS/DISPO login (§2 "TSS/DISPO shows three blocks", §4, §7, §8 code fetch).
import { ApiError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { CODE, loginApi, serverError } from '../../test/login/fake-api.ts';
import { TssLoginPage } from './TssLoginPage.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

function tssApi(type: 'TSS' | 'DISPO' = 'TSS') {
  return {
    ...loginApi(type),
    codeByUrgency: vi.fn(async () => ({ code: 'NEWC2DEF4GHJ' })),
    codeByServiceFeature: vi.fn(async () => ({ code: 'KSVP2DEF4GHJ' })),
    bookingLookup: vi.fn(async () => ({ slots: {}, praxen: {}, terminprofile: {} })),
  };
}

function renderTssLogin(api = tssApi()) {
  const user = userEvent.setup();
  const result = renderInApp(<TssLoginPage />, { api: api as never });
  return { ...result, api, user };
}

const block = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('form, section') as HTMLElement;

describe('the TSS/DISPO login page (§2)', () => {
  it('shows the three blocks and keeps the staff token while clearing the session', async () => {
    writeSession('code', 'OLDCODE');
    writeSession('identificationToken', 'staff-jwt');
    renderTssLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termine finden mit Überweisung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termine finden ohne Überweisung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termine ansehen und bearbeiten' })).toBeTruthy();
    expect(readSession('code')).toBeNull();
    expect(readSession('identificationToken')).toBe('staff-jwt');
    // §2: the WEB question is not shown.
    expect(screen.queryByRole('group', { name: 'Haben Sie einen Vermittlungscode?' })).toBeNull();
  });

  it("'Neuen Code anfordern' fetches a code by urgency, says 'Bitte warten...' and fills the field", async () => {
    const api = tssApi();
    let release: (value: { code: string }) => void = () => undefined;
    api.codeByUrgency.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { user } = renderTssLogin(api);
    const list = await screen.findByRole('list', { name: 'Neuen Code anfordern' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Akut', 'PT-Akutbehandlung', 'innerhalb von 35 Tagen', 'Nichtdringend']);
    await user.click(within(list).getByRole('button', { name: 'Akut' }));
    expect(api.codeByUrgency).toHaveBeenCalledWith({ dringlichkeit: 'AKUT' });
    expect(await screen.findByText('Bitte warten...')).toBeTruthy();
    release({ code: 'NEWC2DEF4GHJ' });
    expect(await screen.findByText('Neuer Vermittlungscode: NEWC-2DEF-4GHJ')).toBeTruthy();
    const form = block('Termine finden mit Überweisung');
    expect(
      (within(form).getByRole('textbox', { name: 'Zeichen 1 bis 4' }) as HTMLInputElement).value,
    ).toBe('NEWC');
  });

  it('shows the §8 code-fetch message when the code cannot be fetched', async () => {
    const api = tssApi();
    api.codeByUrgency.mockRejectedValueOnce(serverError('WP002', 'nicht erlaubt', 403));
    const { user } = renderTssLogin(api);
    await user.click(await screen.findByRole('button', { name: 'Nichtdringend' }));
    expect(await screen.findByText('Code konnte nicht abgerufen werden.')).toBeTruthy();
  });

  it('logs in with code and postcode to the TSS search path (radius)', async () => {
    const { user, api } = renderTssLogin();
    const form = block('Termine finden mit Überweisung');
    await user.click(within(form).getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    await user.paste(CODE);
    await user.type(within(form).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.click(within(form).getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/${CODE}/10115/W030/5`));
    expect(api.login).toHaveBeenCalledWith({ plz: '10115' });
  });
});

describe('the TSS/DISPO login page: without referral, management (§2, §4)', () => {
  it('without referral: radio specialty (incl. KSVPsych), then postcode, code by specialty, login → search', async () => {
    const api = tssApi();
    api.login.mockResolvedValueOnce({ kv: '72', qualifikationen: 'L002', termintypen: [] });
    const { user } = renderTssLogin(api);
    const form = block('Termine finden ohne Überweisung');
    expect(within(form).queryByRole('textbox', { name: 'Postleitzahl' })).toBeNull();
    await user.click(await within(form).findByRole('radio', { name: 'KSVPsych' }));
    await user.type(within(form).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/KSVP2DEF4GHJ/10115/L002/10`));
    expect(api.availability).toHaveBeenCalledWith({
      postleitzahl: '10115',
      leistungsmerkmale: ['L002'],
    });
    expect(api.codeByServiceFeature).toHaveBeenCalledWith({ leistungsmerkmal: 'L002' });
    expect(readSession('code')).toBe('KSVP2DEF4GHJ');
  });

  it('without referral: no appointments → the §8 availability message, no code fetched', async () => {
    const api = tssApi();
    api.availability.mockResolvedValueOnce({ termineVorhanden: false, suchRadius: 5 });
    const { user } = renderTssLogin(api);
    const form = block('Termine finden ohne Überweisung');
    await user.click(within(form).getByRole('radio', { name: 'Augenarzt' }));
    await user.type(within(form).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText(
        /Derzeit stehen leider keine Termine für die gewünschte Fachrichtung/,
      ),
    ).toBeTruthy();
    expect(api.codeByServiceFeature).not.toHaveBeenCalled();
  });

  it('offers no block when the server refused the staff token (§8 WP005/JWT)', async () => {
    const api = tssApi();
    api.version.mockRejectedValue(
      new ApiError(401, { errorCodes: ['WP005'], errorText: 'JWT abgelaufen', referenceId: null }),
    );
    renderTssLogin(api);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Termine finden mit Überweisung' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeTruthy();
  });

  it("'Anmelden' looks up the booking and goes to details", async () => {
    const { user, api } = renderTssLogin();
    const form = block('Termine ansehen und bearbeiten');
    await user.click(within(form).getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    await user.paste(CODE);
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(address()).toBe(ROUTES.details));
    expect(api.bookingLookup).toHaveBeenCalled();
    expect(readSession('code')).toBe(CODE);
  });
});
