import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Footer, Page, PageHeader } from './Page.tsx';
import * as stories from './Page.stories.tsx';

function Screen() {
  return (
    <Page
      header={
        <PageHeader
          brand="116117 Terminservice"
          restart={<a href="/terminservice">Neu starten</a>}
          actions={<button type="button">Abmelden</button>}
        />
      }
      footer={
        <Footer
          links={[
            <a key="i" href="/impressum">
              Impressum
            </a>,
          ]}
        >
          © 2026 KBV
        </Footer>
      }
    >
      <h1>Termin suchen</h1>
    </Page>
  );
}

describe('Page', () => {
  it('given the shell, it has banner, navigation, main and contentinfo landmarks', () => {
    render(<Screen />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toContainElement(
      screen.getByRole('link', { name: 'Neu starten' }),
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 KBV');
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
  });

  it('given the keyboard, the skip link comes first and moves focus to main without a hash', async () => {
    render(<Screen />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  describeEveryStoryIsAccessible(stories);
});
