// The static pages' markdown to HTML with marked, sanitised with DOMPurify (docs/architecture.md
// "Apps and features"): the files are ours, but an operator edits them, and nothing that reaches
// innerHTML goes unsanitised.
import DOMPurify from 'dompurify';
import { marked } from 'marked';

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  // No style attributes: the CSP allows no inline styles (style-src 'self').
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
