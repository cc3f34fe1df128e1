import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { LoadingIndicator, Spinner } from './Spinner.tsx';
import * as stories from './Spinner.stories.tsx';

describe('Spinner', () => {
  it('given the default, it is a status that says "Bitte warten..."', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte warten...');
  });

  it('given an empty label, it is decorative and hidden from screen readers', () => {
    const { container } = render(<Spinner label="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('LoadingIndicator', () => {
  it('given a label, it is shown and announced, in a box that reserves its space', () => {
    render(<LoadingIndicator label="Inhalt wird geladen" reserve="page" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Inhalt wird geladen');
    expect(status).toHaveClass('ui-loading--page');
  });

  describeEveryStoryIsAccessible(stories);
});
