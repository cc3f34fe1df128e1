import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Badge } from './Badge.tsx';
import * as stories from './Badge.stories.tsx';

describe('Badge', () => {
  it('given a description, a slot button with the badge is named with it', () => {
    render(
      <button type="button">
        09:30 <Badge description="nur über die Terminservicestelle buchbar">TSS</Badge>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName(
      '09:30 TSS (nur über die Terminservicestelle buchbar)',
    );
  });

  it('given no description, only the visible text is read', () => {
    render(<Badge tone="success">Gebucht</Badge>);
    expect(screen.getByText('Gebucht')).toBeVisible();
    expect(screen.queryByText(/\(/)).not.toBeInTheDocument();
  });

  describeEveryStoryIsAccessible(stories);
});
