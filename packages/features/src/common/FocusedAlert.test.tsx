import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusedAlert } from './FocusedAlert.tsx';

describe('FocusedAlert', () => {
  it('is the alert of its tone, its title a heading that has the focus once shown', () => {
    render(
      <FocusedAlert tone="success" title="Vielen Dank für Ihre Nachricht." className="page__sent">
        <p>Wir melden uns.</p>
      </FocusedAlert>,
    );
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Vielen Dank für Ihre Nachricht.',
    });
    expect(document.activeElement).toBe(heading);
    const status = screen.getByRole('status');
    expect(status.className).toContain('page__sent');
    expect(status.textContent).toBe('Erfolg: Vielen Dank für Ihre Nachricht.Wir melden uns.');
  });

  it('given an error, it is an assertive alert', () => {
    render(
      <FocusedAlert tone="error" title="Dieser Link kann nicht verwendet werden." className="x" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Fehler:');
  });
});
