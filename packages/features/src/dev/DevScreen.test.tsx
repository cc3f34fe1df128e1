import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { findPins, type DevApi, type OutboxMessage } from './dev-api.ts';
import { DevScreen } from './DevScreen.tsx';

const OUTBOX: OutboxMessage[] = [
  {
    channel: 'email',
    to: 'patientin@example.org',
    subject: 'Ihre PIN',
    text: 'Ihre PIN lautet: 482913. Sie ist 10 Minuten gültig.',
    sentAt: '2026-11-21T10:00:00.000Z',
  },
  {
    channel: 'sms',
    to: '+491701112223',
    subject: '',
    text: 'Ihre PIN lautet: 123456',
    sentAt: null,
  },
];

function fakeDevApi(overrides: Partial<DevApi> = {}): DevApi {
  return {
    isAvailable: vi.fn(async () => true),
    createCode: vi.fn(async () => 'ABCDFGHJKLMN'),
    readOutbox: vi.fn(async () => OUTBOX),
    issueToken: vi.fn(async () => 'eyJhbGciOiJIUzI1NiJ9.dGVzdA.c2ln'),
    ...overrides,
  };
}

/** The dev screen on a fake dev API, and its section named `name`. */
async function openSection(name: string, api = fakeDevApi()) {
  renderInApp(<DevScreen api={api} />, { path: '/terminservice/dev' });
  const section = await screen.findByRole('region', { name });
  return { api, section };
}

describe('the dev module (demo mode only)', () => {
  it('sends the user to base when the dev API is absent (production)', async () => {
    const api = fakeDevApi({ isAvailable: vi.fn(async () => false) });
    renderInApp(<DevScreen api={api} />, { path: '/terminservice/dev' });
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(
        ROUTES.base,
      ),
    );
  });

  it('creates a code for a referral-free specialty with an optional urgency', async () => {
    const api = fakeDevApi();
    renderInApp(<DevScreen api={api} />, { path: '/terminservice/dev' });
    await screen.findByRole('heading', { level: 1, name: 'Entwicklermodul' });
    const section = screen.getByRole('region', { name: 'Vermittlungscode erzeugen' });
    const specialty = within(section).getByRole('combobox', { name: 'Leistungsmerkmal' });
    expect(
      within(specialty)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['W030', 'W050', 'A001', 'L001', 'A002', 'W981', 'W991']);
    await userEvent.selectOptions(specialty, 'A001');
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Dringlichkeit (optional)' }),
      'AKUT',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Vermittlungscode erzeugen' }),
    );
    expect(api.createCode).toHaveBeenCalledWith({
      leistungsmerkmal: 'A001',
      dringlichkeit: 'AKUT',
    });
    expect(await within(section).findByText('ABCD-FGHJ-KLMN')).toBeTruthy();
  });

  it('without an urgency it lets the server choose (DRINGEND)', async () => {
    const { api, section } = await openSection('Vermittlungscode erzeugen');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Vermittlungscode erzeugen' }),
    );
    expect(api.createCode).toHaveBeenCalledWith({ leistungsmerkmal: 'W030' });
  });
});

describe('the dev module: outbox, tokens and errors', () => {
  it('shows the outbox newest first with the PINs picked out, and refreshes it', async () => {
    const { api, section } = await openSection('Postausgang');
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('E-Mail an patientin@example.org – Ihre PIN');
    expect(within(items[0]!).getByText('482913')).toBeTruthy();
    expect(within(items[1]!).getByText('noch nicht zugestellt')).toBeTruthy();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Postausgang aktualisieren' }),
    );
    expect(api.readOutbox).toHaveBeenCalledTimes(2);
  });

  it('issues a token for a type', async () => {
    const { api, section } = await openSection('Token ausstellen');
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Anwendungstyp' }),
      'SURGERY',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Token ausstellen' }));
    expect(api.issueToken).toHaveBeenCalledWith('SURGERY');
    const token = await within(section).findByRole('textbox', { name: 'Token (SURGERY)' });
    expect((token as HTMLTextAreaElement).value).toBe('eyJhbGciOiJIUzI1NiJ9.dGVzdA.c2ln');
  });

  it('shows the server error text when a call fails', async () => {
    const { DevApiError } = await import('./dev-api.ts');
    const api = fakeDevApi({
      issueToken: vi.fn(async () => {
        throw new DevApiError(404, 'Keine Praxis mit SMED-Pseudonym vorhanden.');
      }),
    });
    renderInApp(<DevScreen api={api} />, { path: '/terminservice/dev' });
    const section = await screen.findByRole('region', { name: 'Token ausstellen' });
    await userEvent.click(within(section).getByRole('button', { name: 'Token ausstellen' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Keine Praxis mit SMED-Pseudonym vorhanden.',
    );
  });
});

describe('findPins', () => {
  it.each([
    ['Ihre PIN lautet: 482913.', ['482913']],
    ['Ihre PIN lautet 482913. Sie gilt 10 Minuten beim Terminservice 116117.', ['482913']],
    ['Ihre Verifizierungs-PIN: 123-456', ['123-456']],
    ['Rufen Sie +491701112223 oder 116117 an', []],
    ['Code ABCD-EFGH-KLMN, keine PIN', []],
  ])('%j → %j', (text, pins) => {
    expect(findPins(text)).toEqual(pins);
  });
});
