// The repository's documentation holds together: every §N the code cites is a heading in
// docs/product, every page there opens with its section, and nothing points outside the repo.
import { describe, expect, it } from 'vitest';
import {
  documentedSections,
  misheadedPages,
  outsideReferences,
  productPages,
  report,
  unresolvedCitations,
} from '../src/checks.ts';
import { sourceFiles } from '../src/repo.ts';

// This package quotes the patterns it looks for; it is not checked against itself.
const files = sourceFiles().filter((file) => !file.path.startsWith('harness/docs/'));

describe('the documentation of the repository', () => {
  it('resolves every spec citation (§N, §N.M) to a heading in docs/product', () => {
    expect(report(unresolvedCitations(files, documentedSections(files)))).toBe('');
  });

  it('has one page per spec section §1–§9 in docs/product, each opening with its heading', () => {
    const pages = productPages(files);
    expect(report(misheadedPages(pages))).toBe('');
    const opened = [...documentedSections(pages)].filter((section) => !section.includes('.'));
    expect(opened.sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('points to nothing a clone does not have (../shared/, ARCHITECTURE.md, EXAMPLES, TOOLCHAIN.md)', () => {
    expect(report(outsideReferences(files))).toBe('');
  });
});
