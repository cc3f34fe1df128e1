// Renders the WEB login page as the app does, with a probe for the identity check's navigation
// state; helpers that answer the question and fill the forms like a user.
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { LoginPage } from '../../src/login/index.ts';
import { renderInApp } from '../render.tsx';
import { CODE, loginApi } from './fake-api.ts';

export const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

/** Shows the navigation state the identity-check page receives. */
function StateProbe() {
  const location = useLocation();
  return <pre aria-label="Zustand">{JSON.stringify(location.state)}</pre>;
}

export function renderLogin(api = loginApi()) {
  const user = userEvent.setup();
  const result = renderInApp(<LoginPage />, {
    api,
    routes: <Route path={ROUTES.verification} element={<StateProbe />} />,
  });
  return { ...result, api, user };
}

export async function answer(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  await user.click(screen.getByRole('radio', { name }));
}

export async function fillCodeForm(user: ReturnType<typeof userEvent.setup>, code = CODE) {
  await answer(user, 'Ja');
  await user.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
  await user.paste(code);
  await user.type(screen.getByRole('textbox', { name: 'Postleitzahl' }), '10115');
}

export const alertText = () => screen.getByRole('alert').textContent;

export async function fillNoCodeForm(
  user: ReturnType<typeof userEvent.setup>,
  { channel = 'sms' }: { channel?: 'sms' | 'mail' } = {},
) {
  await answer(user, 'Nein');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Fachrichtung' }), 'W030');
  await user.type(screen.getByRole('textbox', { name: 'PLZ des Wohnortes' }), '10115');
  if (channel === 'sms') {
    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '0171 1234567');
  } else {
    await user.click(screen.getByRole('radio', { name: 'per E-Mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@example.de');
    await user.type(
      screen.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }),
      'erika@example.de',
    );
  }
  await user.click(screen.getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' }));
}
