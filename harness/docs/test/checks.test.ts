import { describe, expect, it } from 'vitest';
import {
  documentedSections,
  misheadedPages,
  outsideReferences,
  unresolvedCitations,
} from '../src/checks.ts';
import { specCitations } from '../src/citations.ts';
import { pageSection, sectionHeadings } from '../src/headings.ts';

describe('specCitations', () => {
  it('finds §N and §N.M with their line', () => {
    expect(specCitations('// §4 states\nsee §8 WP069 and §3.1.')).toEqual([
      { section: '4', line: 1 },
      { section: '8', line: 2 },
      { section: '3.1', line: 2 },
    ]);
  });

  it('leaves law citations and RFC sections alone', () => {
    const text = 'nach § 75 Abs. 1a SGB V, § 16 BGG; RFC 5545 §3.3.11 and RFC 9110 §12.5.3';
    expect(specCitations(text)).toEqual([]);
  });
});

describe('headings', () => {
  it('reads the section of a heading and of a page name', () => {
    expect(sectionHeadings('# §4 States\ntext §5\n## §4.1 Banner\n#§6 no space')).toEqual([
      '4',
      '4.1',
    ]);
    expect(pageSection('04-states-and-transitions.md')).toBe('4');
    expect(pageSection('README.md')).toBeUndefined();
  });
});

describe('checks', () => {
  const pages = [
    { path: 'docs/product/01-what.md', text: '# §1 What\n## §1.2 More' },
    { path: 'docs/product/02-screens.md', text: 'intro\n# §2 Screens' },
    { path: 'docs/product/notes.md', text: '# §3 Notes' },
  ];

  it('reports a citation without a heading by file and line', () => {
    const code = { path: 'apps/a.ts', text: '// §1\n// §1.2 and §2\n// §9' };
    expect(unresolvedCitations([code], documentedSections(pages))).toEqual([
      { where: 'apps/a.ts:3', what: '§9 has no heading in docs/product/' },
    ]);
  });

  it('reports pages that do not open with their section or are not numbered', () => {
    expect(misheadedPages(pages).map((finding) => finding.where)).toEqual([
      'docs/product/02-screens.md:1',
      'docs/product/notes.md:1',
    ]);
  });

  it('reports references to documents outside the repository', () => {
    const file = { path: 'README.md', text: 'ok\nsee ../shared/spec\nARCHITECTURE.md "Server"' };
    expect(outsideReferences([file]).map((finding) => finding.where)).toEqual([
      'README.md:2',
      'README.md:3',
    ]);
  });
});
