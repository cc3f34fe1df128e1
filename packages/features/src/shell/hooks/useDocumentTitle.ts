// WCAG 2.4.2: every page has its own title.
import { DEFAULT_PRODUCT_NAME } from '@terminservice/domain/errors';
import { useEffect } from 'react';

export function documentTitle(page: string | null): string {
  return page ? `${page} – ${DEFAULT_PRODUCT_NAME}` : DEFAULT_PRODUCT_NAME;
}

export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
