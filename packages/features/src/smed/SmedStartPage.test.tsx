import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, writeSession } from '../app-context/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { SmedStartPage } from './SmedStartPage.tsx';
import { SMED_TEXTS } from './texts.ts';

afterEach(() => clearSession());

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

const renderPage = () => renderInApp(<SmedStartPage />, { api: fakeApi('SMED') });

describe('SmedStartPage', () => {
  it('without a pseudonym explains that the search opens through the facility', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeTruthy();
    expect(screen.getByText(SMED_TEXTS.noFacilityTitle)).toBeTruthy();
    expect(screen.getByText(SMED_TEXTS.phone)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Termin suchen' })).toBeNull();
  });

  it('clears the session on opening but keeps the pseudonym (§2)', () => {
    writeSession('smedPseudonym', 'SMED-0001');
    writeSession('code', 'ABCDFGHJKLMN');
    renderPage();
    expect(readSession('code')).toBeNull();
    expect(readSession('smedPseudonym')).toBe('SMED-0001');
  });

  it('with a pseudonym searches by code at that facility', async () => {
    writeSession('smedPseudonym', 'SMED-0001');
    renderPage();
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('textbox');
    await user.click(boxes[0]!);
    await user.paste('abcd-fghj-klmn');
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    expect(address()).toBe('/terminservice/suche/ABCDFGHJKLMN/SMED-0001');
  });

  it('shows the code error after a submit attempt and moves focus to the field', async () => {
    writeSession('smedPseudonym', 'SMED-0001');
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
    expect(address()).toBe('/terminservice');
  });
});
