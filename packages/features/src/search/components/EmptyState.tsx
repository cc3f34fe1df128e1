// §2/§8 empty state: 'Ihre Suche ergab leider keine Treffer.' plus the type's text (SMED has its
// own), and the special-KV explanatory text (leistungsfilter.hinweistext, markdown) when sent.
// The markdown renderer (marked + DOMPurify, ~28 kB gzip) is loaded only when there is such a
// text: a static import put it on the critical path of every search results page (issue #6
// "Frontend", pnpm lighthouse).
import { noResultsNotice } from '@terminservice/domain/errors';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { Alert } from '@terminservice/ui/alert';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface EmptyStateProps {
  readonly type: ApplicationType;
  readonly hinweistext?: string | undefined;
}

function useRenderedMarkdown(markdown: string | undefined): string | null {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!markdown || markdown.trim() === '') return;
    let current = true;
    void import('../../static-pages/render-markdown.ts').then(({ renderMarkdown }) => {
      if (current) setRendered({ source: markdown, html: renderMarkdown(markdown) });
    });
    return () => {
      current = false;
    };
  }, [markdown]);
  return rendered && rendered.source === markdown ? rendered.html : null;
}

export function EmptyState({ type, hinweistext }: EmptyStateProps) {
  const { domain } = useT();
  const notice = noResultsNotice(type);
  const html = useRenderedMarkdown(hinweistext);
  return (
    <div className="ts-empty">
      <Alert
        tone="info"
        title={notice.title === undefined ? undefined : domain(notice.title)}
        live="polite"
      >
        <p>{domain(notice.message)}</p>
      </Alert>
      {html ? (
        <div
          className="ts-markdown ts-empty__hint"
          // Sanitised by DOMPurify in renderMarkdown (static-pages).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </div>
  );
}
