// The WEB login page (§2): the question, the help, the code form's §5 rules.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { answer, fillCodeForm, renderLogin } from '../../test/login/render-login.tsx';

describe('the login page (§2 WEB patient login)', () => {
  it('clears the session on opening and asks for the code', () => {
    writeSession('code', 'OLDCODE');
    writeSession('identificationToken', 'old');
    renderLogin();
    expect(readSession('code')).toBeNull();
    expect(readSession('identificationToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeTruthy();
    const question = screen.getByRole('group', { name: 'Haben Sie einen Vermittlungscode?' });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '0', '2']);
    expect(screen.getByText(/telefonisch unter der Rufnummer 116 117/)).toBeTruthy();
  });

  it('scrolls to the top on a choice and shows the help for ?', async () => {
    const { user } = renderLogin();
    await answer(user, /Wo finde ich den Vermittlungscode/);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(
      screen.getByRole('heading', { name: 'Wo finde ich den Vermittlungscode?' }),
    ).toBeTruthy();
    expect(screen.getByText(/Überweisung steht der Vermittlungscode/)).toBeTruthy();
    expect(screen.getByText(/psychotherapeutischen Sprechstunde/)).toBeTruthy();
  });
});

describe('the code form (§5 code and postcode)', () => {
  it('shows the messages only after touch', async () => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const first = screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' });
    expect(screen.queryByText('Vermittlungscode benötigt')).toBeNull();
    await user.click(first);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    await user.type(first, 'ABCD');
    await user.click(screen.getByRole('textbox', { name: 'Postleitzahl' }));
    expect(screen.getByText('Minimale Zeichenanzahl: 12')).toBeTruthy();
    await user.tab();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
  });

  it.each([
    ['1011', 'Minimale Zeichenanzahl: 5'],
    ['101155', 'Maximale Zeichenanzahl: 5'],
    ['10a15', 'Gültige Zeichen sind 0-9'],
    ['00123', 'Ungültige Postleitzahl'],
  ])('postcode %s → %s', async (zip, message) => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const field = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.type(field, zip);
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("rejects a code outside the alphabet: 'Ungültiger Vermittlungscode.'", async () => {
    const { user } = renderLogin();
    await fillCodeForm(user, 'ABCD-EFGH-IJKL');
    expect(screen.getByText('Ungültiger Vermittlungscode.')).toBeTruthy();
  });

  it('keeps the submit disabled while invalid; a click shows the errors and focuses the first', async () => {
    const { user, api } = renderLogin();
    await answer(user, 'Ja');
    const submit = screen.getByRole('button', { name: 'Termin suchen' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the place of a valid postcode and clears it when invalid', async () => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const field = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.type(field, '10115');
    expect(await screen.findByText('Berlin')).toBeTruthy();
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Berlin')).toBeNull());
  });
});
