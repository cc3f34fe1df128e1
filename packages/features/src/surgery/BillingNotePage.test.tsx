import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { BillingNotePage } from './BillingNotePage.tsx';

describe("the billing-note page 'Hinweis zur Abrechnung' (§2 Other pages, §9 days)", () => {
  it('explains items 03008/04008 with the days 4, 35 and 24, and the psychotherapy rule', () => {
    renderInApp(<BillingNotePage />, { api: fakeApi('SURGERY') });
    expect(screen.getByRole('heading', { level: 1, name: 'Hinweis zur Abrechnung' })).toBeTruthy();
    expect(document.title).toBe('Hinweis zur Abrechnung – Terminservice');
    const text = document.body.textContent ?? '';
    expect(text).toContain('03008');
    expect(text).toContain('04008');
    expect(text).toContain('spätestens am 4. Kalendertag');
    expect(text).toContain('bis zum 35. Kalendertag');
    expect(text).toContain('ab dem 24. Kalendertag eine medizinische Begründung');
    expect(text).toContain('im selben Quartal bereits in derselben Arztgruppe');
    expect(text).toContain(
      '„zeitnah erforderliche Psychotherapien“ dürfen nicht von Praxen gebucht',
    );
  });

  it('leads back to the search start', async () => {
    const user = userEvent.setup();
    renderInApp(<BillingNotePage />, {
      api: fakeApi('SURGERY'),
      path: '/terminservice/hinweis-abrechnung',
    });
    await user.click(screen.getByRole('link', { name: 'Zurück zur Terminsuche' }));
    expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(ROUTES.base);
  });
});
