// The static pages' markdown to HTML with marked, sanitised with DOMPurify (docs/architecture.md
// "Apps and features"): the files are ours, but an operator edits them, and nothing that reaches
// innerHTML goes unsanitised.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

export interface RenderOptions {
  /** Keep each line break (Leichte Sprache: one sentence a line, issue #23 part 2). */
  readonly breaks?: boolean;
}

/** A heading's id from its text, so that a page's contents can link to its sections (`#…`). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading(token) {
      const id = headingId(token.text);
      const inner = this.parser.parseInline(token.tokens);
      return `<h${token.depth}${id ? ` id="${id}"` : ''}>${inner}</h${token.depth}>\n`;
    },
  },
});

export function renderMarkdown(source: string, { breaks = false }: RenderOptions = {}): string {
  const html = markdown.parse(source, { async: false, breaks });
  // No style attributes: the CSP allows no inline styles (style-src 'self').
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
