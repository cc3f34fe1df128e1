// The shared accessibility check (docs/architecture.md "Tests"): axe with the WCAG 2.1 A and AA rules; any
// violation fails the test with its rule, impact and elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectPageToBeAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe found WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}
