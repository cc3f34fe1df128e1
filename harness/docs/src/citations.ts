// Which `§` marks in the repo are citations of the product spec (docs/product).
//
// A spec citation is `§` directly followed by the section number: `§4`, `§8 WP069`, `§3.1`.
// Two other kinds are told apart and never checked:
// - law citations are written with a space and a law's name: `§ 75 SGB V`, `§ 16 BGG`,
//   `§ 5 Digitale-Dienste-Gesetz` (the static legal pages quote them);
// - sections of an RFC name the RFC first: `RFC 5545 §3.1`, `RFC 9110 §12.5.3`.

export interface Citation {
  /** The cited section number, e.g. '4' or '3.1'. */
  section: string;
  /** 1-based line of the citation. */
  line: number;
}

const SPEC_CITATION = /(?<!RFC \d+ )§(\d+(?:\.\d+)*)/g;

/** Every spec citation of a text, with its line. */
export function specCitations(text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(SPEC_CITATION)) {
      const section = match[1];
      if (section !== undefined) found.push({ section, line: index + 1 });
    }
  });
  return found;
}
