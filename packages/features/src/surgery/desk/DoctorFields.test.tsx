// The profile form's doctor and languages (issue #22): optional as a group, LANR and family name
// required with a doctor, the LANR's check digit checked in the form, the languages a checkbox
// group under a legend; what is saved goes to the desk API. Role queries and axe.
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE, fakeDeskApi } from '../../../test/desk/fake-desk-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DeskPage } from './DeskPage.tsx';
import { createDeskStore } from './store/index.ts';

function openDesk(overrides: Record<string, unknown> = {}) {
  const api = fakeDeskApi(overrides);
  const store = createDeskStore(async () => api, { today: '2026-12-09' });
  renderInApp(<DeskPage store={store} />, { api });
  return api;
}

async function editProfile() {
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Terminprofil „Sprechstunde Augenheilkunde“ bearbeiten',
    }),
  );
  return screen.getByRole('dialog', { name: 'Terminprofil bearbeiten' });
}

describe('the doctor and the languages of a profile (issue #22)', () => {
  it('saves a doctor and languages', async () => {
    const api = openDesk({
      updateProfile: vi.fn(async (_id: string, input: object) => ({ ...PROFILE, ...input })),
    });
    const dialog = await editProfile();
    const doctor = within(dialog).getByRole('group', { name: 'Ärztin oder Arzt (optional)' });
    await userEvent.type(within(doctor).getByRole('textbox', { name: /^LANR/ }), '123456601');
    await userEvent.type(within(doctor).getByRole('textbox', { name: /^Titel/ }), 'Dr. med.');
    await userEvent.type(within(doctor).getByRole('textbox', { name: /^Vorname/ }), 'Ayşe');
    await userEvent.type(within(doctor).getByRole('textbox', { name: /^Nachname/ }), 'Demir');
    const languages = within(dialog).getByRole('group', { name: 'Diagnosefremdsprachen' });
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Türkisch' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Englisch' }));
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalled());
    expect(api.updateProfile).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({
        arzt: { lanr: '123456601', titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
        sprachen: ['tr', 'en'],
      }),
    );
  });

  it('needs the family name with a doctor and checks the LANR in the form', async () => {
    const api = openDesk();
    const dialog = await editProfile();
    const doctor = within(dialog).getByRole('group', { name: 'Ärztin oder Arzt (optional)' });
    await userEvent.type(within(doctor).getByRole('textbox', { name: /^LANR/ }), '123456701');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(
      within(dialog).getAllByText('Die Prüfziffer der LANR stimmt nicht.').length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Bitte geben Sie den Nachnamen an.').length).toBeGreaterThan(
      0,
    );
    expect(
      within(doctor)
        .getByRole('textbox', { name: /^Nachname/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('saves no doctor when the doctor’s fields stay empty', async () => {
    const api = openDesk({
      updateProfile: vi.fn(async (_id: string, input: object) => ({ ...PROFILE, ...input })),
    });
    const dialog = await editProfile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalled());
    expect(api.updateProfile).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ arzt: null, sprachen: [] }),
    );
  });

  it('lists a profile’s doctor and languages on its card', async () => {
    openDesk({
      practiceProfiles: vi.fn(async () => ({
        profile: [
          {
            ...PROFILE,
            arzt: { lanr: '123456601', titel: '', vorname: 'Ayşe', nachname: 'Demir' },
            sprachen: ['tr', 'en'],
          },
        ],
      })),
    });
    const card = await screen.findByRole('article', { name: /Sprechstunde Augenheilkunde/ });
    expect(within(card).getByText('Ayşe Demir (LANR 123456601)')).toBeTruthy();
    expect(within(card).getByText('Englisch, Türkisch')).toBeTruthy();
  });
});
