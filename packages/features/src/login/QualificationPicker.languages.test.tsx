// Issue #23 part 1: the qualification picker in another language — its texts, the domain's section
// heading, the count with the language's plural, and the ui dialog's close label. The catalogue's
// own names (groups and items) are the server's German.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale } from '../i18n/index.ts';
import { loginApi } from '../../test/login/fake-api.ts';
import { renderInLanguage } from '../../test/i18n/render-in-language.tsx';
import { QualificationPicker } from './QualificationPicker.tsx';

afterEach(() => applyDocumentLocale('de'));

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <QualificationPicker open={open} onCancel={() => setOpen(false)} onConfirm={() => {}} />
    </>
  );
}

async function openPickerIn(locale: 'en' | 'ar', title: string) {
  const user = userEvent.setup();
  const api = loginApi();
  renderInLanguage(locale, <Harness />, { api });
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByText('Kinder- und Jugendmedizin', { selector: 'summary *' });
  await user.click(within(dialog).getByText('Kinder- und Jugendmedizin'));
  return { user, dialog };
}

describe('the qualification picker in another language', () => {
  it('speaks English', async () => {
    const { user, dialog } = await openPickerIn('en', 'Choose specialty');
    expect(within(dialog).getByRole('heading', { name: 'further groups of doctors' })).toBeTruthy();
    expect(
      within(dialog).getByRole('searchbox', { name: 'Search for a specialty' }),
    ).toHaveProperty('placeholder', 'Search');
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kinderarzt' }));
    expect(within(dialog).getByRole('status').textContent).toBe('1 specialty selected');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Neuropädiatrie' }));
    expect(within(dialog).getByRole('status').textContent).toBe('2 specialties selected');
    expect(within(dialog).getByRole('button', { name: 'CHOOSE SPECIALTY' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('speaks Arabic, with its dual for two specialties', async () => {
    const { user, dialog } = await openPickerIn('ar', 'اختيار التخصص');
    expect(within(dialog).getByRole('heading', { name: 'فئات أخرى من الأطباء' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إغلاق مربع الحوار' })).toBeTruthy();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /^اختيار الكل\s*\(Kinder- und Jugendmedizin\)$/,
      }),
    );
    expect(within(dialog).getByRole('status').textContent).toBe(
      'تم اختيار # تخصصات'.replace('#', '3'),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kinderarzt' }));
    expect(within(dialog).getByRole('status').textContent).toBe('تم اختيار تخصصين');
  });
});
