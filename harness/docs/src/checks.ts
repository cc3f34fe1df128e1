// The three checks of the documentation: cited sections resolve, pages open with their section,
// nothing points outside the repository.
import { specCitations } from './citations.ts';
import { headingSection, pageSection, sectionHeadings } from './headings.ts';
import type { SourceFile } from './repo.ts';

export interface Finding {
  /** file:line of the offending place. */
  where: string;
  what: string;
}

export const productDir = 'docs/product/';

/** The section pages of docs/product (its README is the index, not a section). */
export function productPages(files: SourceFile[]): SourceFile[] {
  return files.filter(
    (file) => file.path.startsWith(productDir) && file.path !== `${productDir}README.md`,
  );
}

/** Every section with a heading in docs/product. */
export function documentedSections(files: SourceFile[]): Set<string> {
  return new Set(productPages(files).flatMap((page) => sectionHeadings(page.text)));
}

/** (a) Spec citations whose section has no heading in docs/product. */
export function unresolvedCitations(files: SourceFile[], documented: Set<string>): Finding[] {
  return files.flatMap((file) =>
    specCitations(file.text)
      .filter((citation) => !documented.has(citation.section))
      .map((citation) => ({
        where: `${file.path}:${citation.line}`,
        what: `§${citation.section} has no heading in ${productDir}`,
      })),
  );
}

/** (b) Pages of docs/product that are not named NN-….md or do not open with their '# §N' heading. */
export function misheadedPages(pages: SourceFile[]): Finding[] {
  return pages.flatMap((page) => {
    const fileName = page.path.slice(productDir.length);
    const expected = pageSection(fileName);
    const firstLine = page.text.split('\n', 1)[0] ?? '';
    if (expected === undefined) {
      return [{ where: `${page.path}:1`, what: 'a section page is named NN-title.md' }];
    }
    if (!firstLine.startsWith('# ') || headingSection(firstLine) !== expected) {
      return [{ where: `${page.path}:1`, what: `the page opens with '# §${expected} …'` }];
    }
    return [];
  });
}

const OUTSIDE_REFERENCES = ['../shared/', 'ARCHITECTURE.md', 'EXAMPLES', 'TOOLCHAIN.md'];

/** (c) Places that point to documents a clone of the repository does not have. */
export function outsideReferences(files: SourceFile[]): Finding[] {
  return files.flatMap((file) =>
    file.text.split('\n').flatMap((line, index) =>
      OUTSIDE_REFERENCES.filter((reference) => line.includes(reference)).map((reference) => ({
        where: `${file.path}:${index + 1}`,
        what: `mentions ${reference}; cite §N (docs/product) or docs/architecture.md`,
      })),
    ),
  );
}

/** Findings as one line each, for a readable test failure. */
export function report(findings: Finding[]): string {
  return findings.map((finding) => `${finding.where}: ${finding.what}`).join('\n');
}
