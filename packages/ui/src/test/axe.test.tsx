// The axe helper finds real problems: without this, a silently broken check would pass everything.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';

describe('axeViolations', () => {
  it('given an input without a label, it reports it', async () => {
    const { container } = render(<input type="text" />);
    expect((await axeViolations(container)).join('\n')).toMatch(/^label:/m);
  });

  it('given a button without a name, it reports it', async () => {
    const { container } = render(<button type="button" />);
    expect((await axeViolations(container)).join('\n')).toMatch(/^button-name:/m);
  });
});
