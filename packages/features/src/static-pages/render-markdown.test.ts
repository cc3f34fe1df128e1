// Runs under jsdom: DOMPurify does not sanitise under happy-dom (docs/toolchain.md).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links', () => {
    const html = renderMarkdown(
      '# Titel\n\n- eins\n- zwei\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Impressum](/impressum)',
    );
    expect(html).toContain('<h1 id="titel">Titel</h1>');
    expect(html).toContain('<li>eins</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/impressum">Impressum</a>');
  });

  it("gives headings an id from their text, for a page's contents to link to", () => {
    const html = renderMarkdown('## Es gibt keinen freien Termin. Was kann ich tun?');
    expect(html).toContain('<h2 id="es-gibt-keinen-freien-termin-was-kann-ich-tun">');
  });

  it('keeps line breaks only when asked (Leichte Sprache: one sentence a line)', () => {
    expect(renderMarkdown('Satz eins.\nSatz zwei.')).toContain('<p>Satz eins.\nSatz zwei.</p>');
    expect(renderMarkdown('Satz eins.\nSatz zwei.', { breaks: true })).toContain(
      '<p>Satz eins.<br>Satz zwei.</p>',
    );
  });

  it('removes scripts, event handlers, javascript: links and inline styles', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[klick](javascript:alert(3))',
        '<a href="javascript:alert(4)">a</a>',
        '<iframe src="https://example.org"></iframe>',
        '<p style="color:red" onclick="alert(5)">Text</p>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain('<img src="x">');
    expect(html).toContain('Text');
  });
});
