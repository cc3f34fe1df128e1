import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import {
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_SUBJECT_REQUIRED_MESSAGE,
  DOUBLE_DOTS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  SPECIAL_CHARACTERS_MESSAGE,
} from '@terminservice/domain/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

function contactApi(contactForm = vi.fn(async () => undefined)) {
  return fakeApi('WEB', { contactForm } as never);
}

function open(api = contactApi()) {
  renderInApp(<ContactPage />, { path: ROUTES.contact, api });
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Nachricht senden' }) as HTMLButtonElement;

async function fillIn(values: {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}) {
  if (values.name !== undefined) await userEvent.type(field('Ihr Name'), values.name);
  if (values.email !== undefined) await userEvent.type(field('Ihre E-Mail-Adresse'), values.email);
  if (values.subject !== undefined) await userEvent.type(field('Betreff'), values.subject);
  if (values.message !== undefined) await userEvent.type(field('Ihre Nachricht'), values.message);
}

const VALID = {
  name: 'Erika Musterfrau',
  email: 'erika@example.org',
  subject: 'Frage zur Buchung',
  message: 'Wie ändere ich meine E-Mail-Adresse?',
};

describe('the contact page (§2 Contact page, §7 contact)', () => {
  it('shows a form with name, e-mail, subject and message; sending is disabled while empty', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    for (const name of ['Ihr Name', 'Ihre E-Mail-Adresse', 'Betreff', 'Ihre Nachricht']) {
      expect(field(name)).toBeTruthy();
    }
    expect(submit().disabled).toBe(true);
    expect(document.title).toBe('Kontakt – Terminservice');
  });

  it('shows no message before a field was left, then the required messages of the domain', async () => {
    open();
    expect(screen.queryByText(CONTACT_NAME_REQUIRED_MESSAGE)).toBeNull();
    for (const name of ['Ihr Name', 'Ihre E-Mail-Adresse', 'Betreff', 'Ihre Nachricht']) {
      await userEvent.click(field(name));
    }
    await userEvent.tab();
    for (const message of [
      CONTACT_NAME_REQUIRED_MESSAGE,
      EMAIL_REQUIRED_MESSAGE,
      CONTACT_SUBJECT_REQUIRED_MESSAGE,
      CONTACT_MESSAGE_REQUIRED_MESSAGE,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field('Ihr Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the e-mail address and the characters of subject and message', async () => {
    open();
    await fillIn({ email: 'erika@', subject: 'Frage <b>', message: 'Hallo..' });
    await userEvent.tab();
    expect(screen.getByText(EMAIL_INVALID_MESSAGE)).toBeTruthy();
    expect(screen.getByText(SPECIAL_CHARACTERS_MESSAGE)).toBeTruthy();
    expect(screen.getByText(DOUBLE_DOTS_MESSAGE)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });
});

describe('the contact page (§7 contact): sending', () => {
  it('sends the trimmed message and thanks the user', async () => {
    const api = open();
    await fillIn({ ...VALID, name: `  ${VALID.name} ` });
    expect(submit().disabled).toBe(false);
    await userEvent.click(submit());
    const thanks = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht.' });
    expect(document.activeElement).toBe(thanks);
    expect(api.contactForm).toHaveBeenCalledWith(VALID);
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    expect((field('Ihr Name') as HTMLInputElement).value).toBe('');
  });

  it('while sending, the button is busy and a second click sends nothing', async () => {
    let done: () => void = () => {};
    const api = open(
      contactApi(
        vi.fn(
          () =>
            new Promise<undefined>((resolve) => {
              done = () => resolve(undefined);
            }),
        ),
      ),
    );
    await fillIn(VALID);
    await userEvent.click(submit());
    expect(submit().getAttribute('aria-busy')).toBe('true');
    await userEvent.click(submit());
    expect(api.contactForm).toHaveBeenCalledTimes(1);
    done();
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht.' }),
    ).toBeTruthy();
  });

  it("given the server's refusal, it shows its text and keeps the input", async () => {
    open(
      contactApi(
        vi.fn(async () => {
          throw new ApiError(
            429,
            parseServerError(
              createServerErrorBody(
                [{ code: 'RATE_LIMIT', text: 'Zu viele Nachrichten. Bitte später erneut.' }],
                'r',
              ),
            ),
          );
        }),
      ),
    );
    await fillIn(VALID);
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ihre Nachricht konnte nicht gesendet werden.');
    expect(alert.textContent).toContain('Zu viele Nachrichten. Bitte später erneut.');
    expect((field('Ihr Name') as HTMLInputElement).value).toBe(VALID.name);
  });

  it('given no connection, it says so and names the phone number', async () => {
    open(
      contactApi(
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    );
    await fillIn(VALID);
    await userEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('116117');
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBeNull());
  });
});
