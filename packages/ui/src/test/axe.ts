// An axe-core check for a rendered component (docs/architecture.md "Tests"). jsdom has no layout, so the
// colour-contrast rule cannot run here: contrast is checked in Storybook's a11y panel and in the
// end-to-end axe scans in a real browser. Page-level rules (landmarks, one h1) do not apply to a
// single component.
import axe from 'axe-core';
import { expect } from 'vitest';

const DISABLED_RULES = ['color-contrast', 'region', 'page-has-heading-one', 'landmark-one-main'];

export async function axeViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: Object.fromEntries(DISABLED_RULES.map((id) => [id, { enabled: false }])),
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

/** Fails with the list of violations, so the message says what to fix. */
export async function expectNoAxeViolations(context: Element): Promise<void> {
  expect(await axeViolations(context)).toEqual([]);
}
