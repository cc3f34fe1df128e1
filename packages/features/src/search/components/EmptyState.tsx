// §2/§8 empty state: 'Ihre Suche ergab leider keine Treffer.' plus the type's text (SMED has its
// own), and the special-KV explanatory text (leistungsfilter.hinweistext, markdown) when sent.
import { noResultsNotice } from '@terminservice/domain/errors';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { Alert } from '@terminservice/ui/alert';
import { useMemo } from 'react';
import { renderMarkdown } from '../../static-pages/index.ts';

export interface EmptyStateProps {
  readonly type: ApplicationType;
  readonly hinweistext?: string | undefined;
}

export function EmptyState({ type, hinweistext }: EmptyStateProps) {
  const notice = noResultsNotice(type);
  const html = useMemo(
    () => (hinweistext && hinweistext.trim() !== '' ? renderMarkdown(hinweistext) : null),
    [hinweistext],
  );
  return (
    <div className="ts-empty">
      <Alert tone="info" title={notice.title} live="polite">
        <p>{notice.message}</p>
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
