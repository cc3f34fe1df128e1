import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Alert } from './Alert.tsx';
import * as stories from './Alert.stories.tsx';

describe('Alert', () => {
  it('given an error, it is an assertive alert that names its kind in text', () => {
    render(<Alert tone="error" title="Die Anmeldung ist fehlgeschlagen." />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler: Die Anmeldung ist fehlgeschlagen.',
    );
  });

  it('given success or a warning, it is a polite status', () => {
    render(
      <>
        <Alert tone="success" title="Gebucht" />
        <Alert tone="warning" title="Reserviert" />
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Erfolg: Gebucht',
      'Warnung: Reserviert',
    ]);
  });

  it('given info, it is not a live region unless asked to be', () => {
    const { rerender } = render(<Alert tone="info" title="Hinweis" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<Alert tone="info" title="Hinweis" live="polite" />);
    expect(screen.getByRole('status')).toHaveTextContent('Information: Hinweis');
  });

  it('given a body, it is shown below the title', () => {
    render(
      <Alert tone="error" title="Fehler beim Suchen">
        <p>Bitte versuchen Sie es später erneut.</p>
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es später erneut.');
  });

  it('given a title level, the title is a heading named by the title alone, the tone read before it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Alert tone="success" title="Vielen Dank für Ihre Nachricht." titleLevel={2} titleRef={ref}>
        <p>Wir melden uns.</p>
      </Alert>,
    );
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Vielen Dank für Ihre Nachricht.',
    });
    expect(ref.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Erfolg: Vielen Dank für Ihre Nachricht.Wir melden uns.',
    );
  });

  it('given a title level without a ref, the heading is not focusable', () => {
    render(<Alert tone="error" title="Fehler beim Laden" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('tabindex');
  });

  describeEveryStoryIsAccessible(stories);
});
