import type { ApplicationType } from '@terminservice/domain/application-type';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { QualificationPicker } from './QualificationPicker.tsx';
import { loginApi, serverError } from '../../test/login/fake-api.ts';

function Harness({ onConfirm }: { onConfirm: (keys: string[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <QualificationPicker
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={(keys) => {
          onConfirm(keys);
          setOpen(false);
        }}
      />
    </>
  );
}

async function openPicker(type: ApplicationType = 'WEB', api = loginApi(type)) {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  renderInApp(<Harness onConfirm={onConfirm} />, { api });
  // The type comes from the version call; wait for it before opening.
  await waitFor(() => expect(api.version).toHaveBeenCalled());
  await user.click(screen.getByRole('button', { name: 'Öffnen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fachrichtung auswählen' });
  await within(dialog).findByText('Augenheilkunde', { selector: 'summary *' });
  return { user, dialog, onConfirm, api };
}

const groupTitles = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('summary')).map((summary) => summary.textContent);

describe('the qualification picker (§2, §4 "Qualification modal")', () => {
  it("lists the groups under 'weitere Arztgruppen', without extras for WEB", async () => {
    const { dialog } = await openPicker('WEB');
    expect(within(dialog).getByRole('heading', { name: 'weitere Arztgruppen' })).toBeTruthy();
    expect(groupTitles(dialog)).toEqual(['Augenheilkunde', 'Kinder- und Jugendmedizin']);
    expect(within(dialog).queryByRole('heading', { name: 'Zusatzqualifikationen' })).toBeNull();
    expect(within(dialog).getByRole('searchbox', { name: 'Fachrichtung suchen' })).toHaveProperty(
      'placeholder',
      'Suche',
    );
  });

  it('offers Zusatzqualifikationen and Bundeseinheitliche Genehmigungen for TSS and SURGERY', async () => {
    for (const type of ['TSS', 'SURGERY'] as const) {
      const { dialog, user } = await openPicker(type);
      await waitFor(() =>
        expect(within(dialog).getByRole('heading', { name: 'Zusatzqualifikationen' })).toBeTruthy(),
      );
      expect(
        within(dialog).getByRole('heading', { name: 'Bundeseinheitliche Genehmigungen' }),
      ).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      document.body.innerHTML = '';
    }
  });

  it('shows the confirm button only once something is selected', async () => {
    const { dialog, user, onConfirm } = await openPicker();
    expect(within(dialog).queryByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' })).toBeNull();
    await user.click(within(dialog).getByText('Kinder- und Jugendmedizin'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kinderarzt' }));
    expect(within(dialog).getByRole('status').textContent).toBe('1 Fachrichtung ausgewählt');
    await user.click(within(dialog).getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }));
    expect(onConfirm).toHaveBeenCalledWith(['A002']);
  });
});

describe('the qualification picker: selecting, searching, cancelling (§4 "Qualification modal")', () => {
  it("'alle auswählen' toggles every item of its group", async () => {
    const { dialog, user, onConfirm } = await openPicker();
    await user.click(within(dialog).getByText('Kinder- und Jugendmedizin'));
    const all = within(dialog).getByRole('checkbox', {
      name: /^alle auswählen\s*\(Kinder- und Jugendmedizin\)$/,
    });
    await user.click(all);
    for (const name of ['Kinderarzt', 'U-Untersuchungen', 'Neuropädiatrie']) {
      expect(within(dialog).getByRole('checkbox', { name })).toHaveProperty('checked', true);
    }
    await user.click(all);
    expect(within(dialog).getByRole('checkbox', { name: 'Kinderarzt' })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(all);
    await user.click(within(dialog).getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }));
    expect(onConfirm).toHaveBeenCalledWith(['A002', 'L001', 'W102']);
  });

  it('filters by group or item name and keeps selected items', async () => {
    const { dialog, user } = await openPicker();
    await user.click(within(dialog).getByText('Augenheilkunde', { selector: 'summary *' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Augenheilkunde' }));
    await user.type(within(dialog).getByRole('searchbox'), 'neuro');
    expect(groupTitles(dialog)).toEqual(['Augenheilkunde', 'Kinder- und Jugendmedizin']);
    expect(within(dialog).getByRole('checkbox', { name: 'Neuropädiatrie' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Kinderarzt' })).toBeNull();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'xyz');
    expect(groupTitles(dialog)).toEqual(['Augenheilkunde']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Augenheilkunde' }));
    expect(within(dialog).getByText('Keine Fachrichtung gefunden.')).toBeTruthy();
  });

  it('cancels with Abbrechen and returns focus to the opener', async () => {
    const { dialog, user } = await openPicker();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Öffnen' }));
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    const api = loginApi();
    api.qualifications.mockRejectedValueOnce(serverError('WP001', 'kaputt', 500));
    const user = userEvent.setup();
    renderInApp(<Harness onConfirm={vi.fn()} />, { api });
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await within(dialog).findByText('Augenheilkunde', { selector: 'summary *' }),
    ).toBeTruthy();
  });
});
