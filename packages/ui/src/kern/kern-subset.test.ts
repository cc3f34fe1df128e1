// @vitest-environment node
// The committed KERN subset is exactly what scripts/kern-subset.ts makes from the installed
// @kern-ux/native; after a version bump, run `pnpm --filter @terminservice/ui kern-subset`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kernSubset, OUTPUT } from '../../scripts/kern-subset.ts';

describe('the KERN subset', () => {
  it('given the installed @kern-ux/native, the committed subset is up to date', async () => {
    expect(readFileSync(OUTPUT, 'utf8') === (await kernSubset())).toBe(true);
  });

  it('keeps the tokens, the components we use and drops the utility classes', () => {
    const css = readFileSync(OUTPUT, 'utf8');
    expect(css).toContain('--kern-color-action-focus-default');
    expect(css).toContain('.kern-btn--primary');
    expect(css).toContain('.kern-icon--close');
    expect(css).not.toContain('.kern-card');
    expect(css).not.toContain('.kern-mx-');
  });

  it('uses logical sides only, so that Arabic (dir="rtl") mirrors it (issue #23 part 1)', () => {
    const css = readFileSync(OUTPUT, 'utf8');
    const physical =
      /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|(?:float|clear|text-align)\s*:\s*(?:left|right)\b/m;
    expect(css.match(physical)?.[0] ?? null).toBeNull();
  });
});
