// One set of examples feeds the stories, the accessibility checks and the screenshots
// (docs/architecture.md "Tests"): every story of a component is rendered here and checked with axe.
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { expectNoAxeViolations } from './axe.ts';

type StoriesModule = Parameters<typeof composeStories>[0];

export function describeEveryStoryIsAccessible(stories: StoriesModule): void {
  // Every composed story is a component that renders the story with its args.
  const composed: Array<[string, ComponentType]> = Object.entries(
    composeStories(stories, preview) as Record<string, ComponentType>,
  );
  describe('every story', () => {
    it.each(composed)('given the story %s, axe finds no violations', async (_name, Story) => {
      // baseElement (document.body) includes what Radix renders in a portal.
      const { baseElement } = render(<Story />);
      await expectNoAxeViolations(baseElement);
    });
  });
}
