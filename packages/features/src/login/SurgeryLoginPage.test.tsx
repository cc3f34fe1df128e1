import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { AppShell } from '../shell/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { CODE, loginApi, serverError } from '../../test/login/fake-api.ts';
import { SurgeryLoginPage } from './SurgeryLoginPage.tsx';

const TOKEN = 'praxis-token-1';
const GENERATED = 'PQRS5TUV6WXY';

function surgeryApi() {
  const api = loginApi('SURGERY');
  // An open code (issued by urgency): the login answers no qualifikationen (§4 → picker).
  api.login.mockImplementation(async () => ({
    kv: '72',
    qualifikationen: '',
    termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
  }));
  const codeByUrgency = vi.fn(async (_query: { dringlichkeit: string }) => ({ code: GENERATED }));
  return Object.assign(api, { codeByUrgency });
}

function renderSurgery(api = surgeryApi(), { token = TOKEN }: { token?: string | null } = {}) {
  if (token) {
    writeSession('identificationToken', token);
    writeSession('surgeryOriginToken', token);
  }
  const user = userEvent.setup();
  const result = renderInApp(
    <AppShell>
      <SurgeryLoginPage />
    </AppShell>,
    { api },
  );
  return { ...result, api, user };
}

const boxes = () =>
  ['Zeichen 1 bis 4', 'Zeichen 5 bis 8', 'Zeichen 9 bis 12'].map(
    (name) => screen.getByRole('textbox', { name }) as HTMLInputElement,
  );
const codeShown = () =>
  boxes()
    .map((box) => box.value)
    .join('');
/** §8 "any | WP005 (JWT)": the practice's session ran out. */
const sessionExpiredShown = () =>
  waitFor(() =>
    expect(
      screen.getByText(
        'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen',
      ),
    ).toBeTruthy(),
  );
const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

describe('the SURGERY login page (§2 SURGERY, §4 Code generator)', () => {
  it('keeps the practice token, generates a DRINGEND code, caches it and locks the field', async () => {
    writeSession('code', 'OLDCODE');
    const { api } = renderSurgery();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Termine finden mit Überweisung' }),
    ).toBeTruthy();
    // §2 "The page clears the session on opening" — but not the practice's token.
    expect(readSession('code')).toBeNull();
    expect(readSession('identificationToken')).toBe(TOKEN);
    expect(readSession('surgeryOriginToken')).toBe(TOKEN);

    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    expect(api.codeByUrgency).toHaveBeenCalledWith(
      { dringlichkeit: 'DRINGEND' },
      expect.anything(),
    );
    expect(readSession('surgeryCode')).toEqual({ originToken: TOKEN, code: GENERATED });
    expect(screen.getByRole('radio', { name: 'Vermittlungscode generieren' })).toHaveProperty(
      'checked',
      true,
    );
    for (const box of boxes()) expect(box.readOnly).toBe(true);
    // §2: "A billing note is shown beneath", linking to the billing-note page.
    expect(screen.getByRole('link', { name: 'Mehr zur Abrechnung' }).getAttribute('href')).toBe(
      '/terminservice/hinweis-abrechnung',
    );
  });

  it("shows 'Bitte warten...' while the code is fetched", async () => {
    const api = surgeryApi();
    let answer: (value: { code: string }) => void = () => undefined;
    api.codeByUrgency.mockImplementation(
      () => new Promise<{ code: string }>((resolve) => (answer = resolve)),
    );
    renderSurgery(api);
    await waitFor(() => expect(screen.getByText('Bitte warten...')).toBeTruthy());
    await act(async () => answer({ code: GENERATED }));
    await waitFor(() => expect(screen.queryByText('Bitte warten...')).toBeNull());
    expect(codeShown()).toBe(GENERATED);
  });

  it('reuses the cached code while the origin token matches, and not for another token', async () => {
    writeSession('surgeryCode', { originToken: TOKEN, code: CODE });
    const first = renderSurgery();
    await waitFor(() => expect(codeShown()).toBe(CODE));
    expect(first.api.codeByUrgency).not.toHaveBeenCalled();
    first.unmount();

    writeSession('surgeryCode', { originToken: 'another-token', code: CODE });
    const second = renderSurgery();
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    expect(second.api.codeByUrgency).toHaveBeenCalledTimes(1);
  });
});

describe('the SURGERY code generator: manual entry and copy (§2 SURGERY, §4)', () => {
  it("'Vermittlungscode eintragen' clears and unlocks the field; 'generieren' brings the cached code back", async () => {
    const { api, user } = renderSurgery();
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    await user.click(screen.getByRole('radio', { name: 'Vermittlungscode eintragen' }));
    expect(codeShown()).toBe('');
    for (const box of boxes()) expect(box.readOnly).toBe(false);
    await user.click(boxes()[0]!);
    await user.paste(CODE);
    expect(codeShown()).toBe(CODE);

    await user.click(screen.getByRole('radio', { name: 'Vermittlungscode generieren' }));
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    expect(api.codeByUrgency).toHaveBeenCalledTimes(1);
  });

  it('copies the code to the clipboard with the login wording (§8)', async () => {
    const { user } = renderSurgery();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    await user.click(screen.getByRole('button', { name: 'Vermittlungscode kopieren' }));
    expect(writeText).toHaveBeenCalledWith('PQRS-5TUV-6WXY');
    const toasts = screen.getByRole('list', { name: 'Benachrichtigungen' });
    await waitFor(() =>
      expect(
        within(toasts).getByText('Vermittlungscode wurde in die Zwischenablage kopiert'),
      ).toBeTruthy(),
    );
  });
});

describe('the SURGERY login and code-fetch errors (§4, §8)', () => {
  it("logs in with the code and the patient's postcode, asks for the specialty, then searches", async () => {
    const { api, user } = renderSurgery();
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    const submit = screen.getByRole('button', { name: 'Termin suchen' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.type(
      screen.getByRole('textbox', { name: 'Postleitzahl der Patientin oder des Patienten' }),
      '10115',
    );
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await user.click(submit);

    const picker = await screen.findByRole('dialog', { name: 'Fachrichtung auswählen' });
    expect(api.login).toHaveBeenCalledWith({ plz: '10115' });
    // §2 picker: the extras are selectable for SURGERY.
    await waitFor(() =>
      expect(within(picker).getByRole('heading', { name: 'Zusatzqualifikationen' })).toBeTruthy(),
    );
    await user.type(within(picker).getByRole('searchbox', { name: 'Fachrichtung suchen' }), 'Akup');
    await user.click(within(picker).getByRole('checkbox', { name: 'Akupunktur' }));
    await user.click(within(picker).getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }));
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/${GENERATED}/10115/Z001`));
  });

  it("says 'Code konnte nicht abgerufen werden.' when the code call fails, and retries", async () => {
    const api = surgeryApi();
    api.codeByUrgency.mockImplementationOnce(async () => {
      throw serverError(
        'WP002',
        'Diese Funktion steht nur der Terminservicestelle zur Verfügung.',
        403,
      );
    });
    const { user } = renderSurgery(api);
    await waitFor(() =>
      expect(screen.getByText('Code konnte nicht abgerufen werden.')).toBeTruthy(),
    );
    expect(codeShown()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(codeShown()).toBe(GENERATED));
    expect(screen.queryByText('Code konnte nicht abgerufen werden.')).toBeNull();
  });

  it('shows the WP005/JWT text when the practice token ran out (§8)', async () => {
    const api = surgeryApi();
    api.codeByUrgency.mockImplementation(async () => {
      throw serverError('WP005', 'JWT abgelaufen', 401);
    });
    renderSurgery(api);
    await sessionExpiredShown();
    expectOnlyTheWayToANewLink();
  });

  it('makes no code call when version already refused the token', async () => {
    const api = surgeryApi();
    api.version.mockImplementation(async () => {
      throw serverError('WP005', 'JWT ungültig', 401);
    });
    renderSurgery(api);
    await sessionExpiredShown();
    expect(api.codeByUrgency).not.toHaveBeenCalled();
    expect(screen.queryByText('Kommunikationsfehler')).toBeNull();
    expectOnlyTheWayToANewLink();
  });
});

/** Issue #16: with a refused token the page has nothing to do but say how to get a new link. */
function expectOnlyTheWayToANewLink() {
  expect(screen.getByRole('heading', { name: 'So erhalten Sie einen neuen Link' })).toBeTruthy();
  expect(screen.getByText(/erneut aus Ihrer Praxissoftware/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Termin suchen' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByText('Hinweis zur Abrechnung')).toBeNull();
}
