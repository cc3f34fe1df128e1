// Sanitised markdown HTML (render-markdown.ts). Links inside it: app paths navigate without a
// reload; the privacy page's action links (§2) reset the cookie settings or revoke the map consent;
// a link to a section of the page (`#…`) moves the focus to its heading.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface MarkdownContentProps {
  /** HTML from renderMarkdown (sanitised). */
  readonly html: string;
  /** Handles a link whose href is a key of this map, instead of following it. */
  readonly actions?: Readonly<Record<string, () => void>>;
}

export function MarkdownContent({ html, actions }: MarkdownContentProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href || !element.contains(link)) return;
      const action = actions?.[href];
      if (action) {
        event.preventDefault();
        action();
      } else if (href.startsWith('#')) {
        // A page's contents: the section's heading gets the focus, so that keyboard and screen
        // reader users continue there (the router would not move it).
        const target = element.querySelector<HTMLElement>(`[id="${CSS.escape(href.slice(1))}"]`);
        if (!target) return;
        event.preventDefault();
        target.tabIndex = -1;
        target.focus();
        target.scrollIntoView?.({ block: 'start' });
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        event.preventDefault();
        void navigate(href);
      }
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [actions, navigate]);

  return (
    <div
      ref={container}
      className="ts-markdown"
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
