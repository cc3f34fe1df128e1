// Issue #23 part 1: the contact page in another language — labels, hints with their numbers, a §5
// message (a domain text) and the domain's thank-you notice.
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider, LOCALE_STORAGE_KEY, applyDocumentLocale } from '../i18n/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

afterEach(() => applyDocumentLocale('de'));

describe('the contact page in English', () => {
  it('shows the form, a message and the thank-you notice in English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const api = fakeApi('WEB', { contactForm: vi.fn(async () => undefined) } as never);
    renderInApp(
      <I18nProvider load={(locale) => createTranslator(locale)}>
        <ContactPage />
      </I18nProvider>,
      { path: ROUTES.contact, api },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByText(/by telephone on 116117\./)).toBeTruthy();
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Your name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText(/You must enter a name/)).toBeTruthy();

    await userEvent.type(name, 'Erika Musterfrau');
    await userEvent.type(screen.getByRole('textbox', { name: /^Your email/ }), 'e@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Frage');
    await userEvent.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Wie?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you for your message.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write another message' })).toBeTruthy();
  });
});
