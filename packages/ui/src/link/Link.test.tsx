import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Link } from './Link.tsx';
import * as stories from './Link.stories.tsx';

// Stands in for a router's link component.
function RouterLink({ to, children, ...rest }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={`/terminservice${to}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('given an href, it is a link with that name and target', () => {
    render(<Link href="/faq">Häufige Fragen</Link>);
    expect(screen.getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute('href', '/faq');
  });

  it('given asChild, the router link is rendered with the link classes', () => {
    render(
      <Link asChild>
        <RouterLink to="/suche">Neu starten</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Neu starten' });
    expect(link).toHaveAttribute('href', '/terminservice/suche');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('kern-link');
  });

  it('given asChild, the child keeps its own props and classes, and both click handlers run', () => {
    const calls: string[] = [];
    render(
      <Link asChild plain title="vom Link" onClick={() => calls.push('link')}>
        <RouterLink
          to="/faq"
          className="eigen"
          title="vom Kind"
          onClick={() => calls.push('child')}
        >
          Hilfe
        </RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Hilfe' });
    expect(link).toHaveClass('kern-link', 'ui-link', 'kern-link--no-visited-state', 'eigen');
    expect(link).toHaveAttribute('title', 'vom Kind');
    link.click();
    expect(calls).toEqual(['child', 'link']);
  });

  it('given external, it opens a new window safely and says so', () => {
    render(
      <Link href="https://www.116117.de" external>
        116117.de
      </Link>,
    );
    const link = screen.getByRole('link', { name: '116117.de (öffnet neues Fenster)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  describeEveryStoryIsAccessible(stories);
});
