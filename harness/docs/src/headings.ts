// The section headings of docs/product: '# §4 States and transitions', '## §4.1 …'.

const SECTION_HEADING = /^#{1,6} §(\d+(?:\.\d+)*)(?=\s|$)/;

/** The section a heading line names, or undefined when the line is not a section heading. */
export function headingSection(line: string): string | undefined {
  return SECTION_HEADING.exec(line)?.[1];
}

/** Every section a markdown page has a heading for. */
export function sectionHeadings(markdown: string): string[] {
  return markdown
    .split('\n')
    .map(headingSection)
    .filter((section) => section !== undefined);
}

/** The section a page of docs/product is for, by its number: '04-states.md' → '4'. */
export function pageSection(fileName: string): string | undefined {
  const number = /^(\d+)-[^/]+\.md$/.exec(fileName)?.[1];
  return number === undefined ? undefined : String(Number(number));
}
