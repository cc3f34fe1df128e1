// Issue #24 part 3: the open feed's booking deep link opens the login page with the practice's
// postcode and the profile's Leistungsmerkmal, which prefill both forms.
import { entryLinkPath } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/login/render-login.tsx';
import { loginApi } from '../../test/login/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { LoginPage } from './index.ts';

function renderAt(path: string) {
  const user = userEvent.setup();
  renderInApp(<LoginPage />, { api: loginApi(), path });
  return user;
}

const zipOf = () =>
  (screen.getByRole('textbox', { name: /Postleitzahl|PLZ des Wohnortes/ }) as HTMLInputElement)
    .value;

describe('the login page opened through the open feed (issue #24 part 3)', () => {
  it('says where the patient comes from and prefills the code form with the postcode', async () => {
    const user = renderAt(entryLinkPath({ plz: '10115', leistungsmerkmal: 'W030' }));
    expect(screen.getByText('Freier Termin aus einem Terminverzeichnis')).toBeTruthy();
    await answer(user, 'Ja');
    expect(zipOf()).toBe('10115');
  });

  it('prefills the no-code form with the specialty when it is one of the form', async () => {
    const user = renderAt(entryLinkPath({ plz: '10115', leistungsmerkmal: 'W030' }));
    await answer(user, 'Nein');
    expect(
      (screen.getByRole('combobox', { name: 'Fachrichtung' }) as HTMLSelectElement).value,
    ).toBe('W030');
    expect(zipOf()).toBe('10115');
  });

  it('leaves a specialty out that the no-code form does not offer, and ignores malformed parts', async () => {
    const user = renderAt('/terminservice?plz=1011x&leistungsmerkmal=W010');
    await answer(user, 'Nein');
    expect(
      (screen.getByRole('combobox', { name: 'Fachrichtung' }) as HTMLSelectElement).value,
    ).toBe('');
    expect(zipOf()).toBe('');
  });

  it('shows no notice on the plain page', () => {
    renderAt('/terminservice');
    expect(screen.queryByText('Freier Termin aus einem Terminverzeichnis')).toBeNull();
  });
});
