// Keyboard-only helpers: move with Tab until an element is focused, and check that the focus is
// visible (WCAG 2.4.7).
import { expect, type Page } from '@playwright/test';

export interface FocusedElement {
  readonly name: string;
  readonly tag: string;
  readonly focusVisible: boolean;
  readonly indicator: string;
}

async function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { name: '', tag: 'BODY', focusVisible: false, indicator: 'none' };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle}`
        : '';
    const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
    const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('value') ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : '';
    return {
      name: label || name,
      tag: el.tagName,
      focusVisible: el.matches(':focus-visible'),
      indicator: outline || shadow || 'none',
    };
  });
}

/** Presses Tab until the focused element's accessible name is `name`; every stop shows focus. */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  maxSteps = 40,
): Promise<FocusedElement> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (current.tag !== 'BODY' && current.tag !== 'MAIN') {
      expect(current.focusVisible, `focus on "${current.name}" is not :focus-visible`).toBe(true);
      expect(current.indicator, `focus on "${current.name}" has no visible indicator`).not.toBe(
        'none',
      );
    }
    if (typeof name === 'string' ? current.name === name : name.test(current.name)) return current;
  }
  throw new Error(`Tab did not reach "${String(name)}" within ${maxSteps} steps.`);
}
