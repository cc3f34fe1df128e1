// Search answers as searchset Bundles with total and self/next/previous links (docs/fhir.md
// "Search"). The services return at most a few thousand rows per range; a page is a slice of them.
import type { Bundle, BundleLink, Resource } from '@medplum/fhirtypes';
import type { Paging, Query } from './search-params.ts';

function pageUrl(base: string, type: string, query: Query, paging: Paging): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === '_offset' || name === '_count' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  params.set('_count', String(paging.count));
  if (paging.offset > 0) params.set('_offset', String(paging.offset));
  return `${base}/${type}?${params.toString()}`;
}

export function searchset<T extends Resource>(
  all: readonly T[],
  page: { base: string; type: string; query: Query; paging: Paging },
): Bundle<T> {
  const { base, type, query, paging } = page;
  const slice = all.slice(paging.offset, paging.offset + paging.count);
  const link: BundleLink[] = [{ relation: 'self', url: pageUrl(base, type, query, paging) }];
  if (paging.count > 0 && paging.offset + paging.count < all.length) {
    link.push({
      relation: 'next',
      url: pageUrl(base, type, query, { ...paging, offset: paging.offset + paging.count }),
    });
  }
  if (paging.count > 0 && paging.offset > 0) {
    link.push({
      relation: 'previous',
      url: pageUrl(base, type, query, {
        ...paging,
        offset: Math.max(0, paging.offset - paging.count),
      }),
    });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: all.length,
    link,
    entry: slice.map((resource) => ({
      fullUrl: `${base}/${type}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
