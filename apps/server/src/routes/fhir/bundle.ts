// Search answers as searchset Bundles with total and self/next links (docs/fhir.md "Search").
// The services return at most a few thousand rows per range; a page is a slice of them, sorted by
// a stable key. The next link carries the last key of the page (`_cursor`), not an offset: when
// resources are created or deleted between two pages (the guide warns the total may change), the
// next page still starts right after the last item seen — nothing is lost or repeated.
import type { Bundle, BundleEntry, BundleLink, Resource } from '@medplum/fhirtypes';
import type { Paging, Query } from './search-params.ts';

/** Query parameters that position a page; the links set their own. */
const POSITION = new Set(['_offset', '_count', '_cursor', 'page']);

function pageUrl(base: string, type: string, query: Query, set: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (POSITION.has(name) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  for (const [name, value] of Object.entries(set)) params.set(name, value);
  return `${base}/${type}?${params.toString()}`;
}

export const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');

/** A sort key that orders instants correctly whatever their offset, then the id. */
export function timeKey(instant: string, id: string): string {
  return `${String(Date.parse(instant)).padStart(15, '0')}|${id.padStart(40, '0')}`;
}

export const idKey = (resource: Resource) => (resource.id ?? '').padStart(40, '0');

export interface SearchPage<T extends Resource> {
  readonly base: string;
  readonly type: string;
  readonly query: Query;
  readonly paging: Paging;
  /** The stable sort key (default: the id). */
  readonly key?: (resource: T) => string;
  /** Resources the page's matches reference (search.mode include), by the page's matches. */
  readonly include?: (page: readonly T[]) => Promise<Resource[]> | Resource[];
}

/** The page of `all` the paging asks for: after the cursor, else at the offset (or page). */
function pageOf<T>(sorted: readonly T[], keys: readonly string[], paging: Paging): number {
  if (paging.cursor !== null) {
    const after = keys.findIndex((k) => k > paging.cursor!);
    return after === -1 ? sorted.length : after;
  }
  return paging.offset;
}

export async function searchset<T extends Resource>(
  all: readonly T[],
  page: SearchPage<T>,
): Promise<Bundle> {
  const { base, type, query, paging } = page;
  const key = page.key ?? idKey;
  const sorted = [...all].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const keys = sorted.map(key);
  const start = pageOf(sorted, keys, paging);
  const slice = sorted.slice(start, start + paging.count);
  const self: Record<string, string> = { _count: String(paging.count) };
  if (paging.cursor !== null) self._cursor = encodeCursor(paging.cursor);
  else if (paging.offset > 0) self._offset = String(paging.offset);
  const link: BundleLink[] = [{ relation: 'self', url: pageUrl(base, type, query, self) }];
  if (paging.count > 0 && start + paging.count < sorted.length) {
    link.push({
      relation: 'next',
      url: pageUrl(base, type, query, {
        _count: String(paging.count),
        _cursor: encodeCursor(keys[start + paging.count - 1]!),
      }),
    });
  }
  const included = page.include ? await page.include(slice) : [];
  const entry: BundleEntry[] = [
    ...slice.map((resource) => ({
      fullUrl: `${base}/${type}/${resource.id}`,
      resource,
      search: { mode: 'match' as const },
    })),
    ...included.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'include' as const },
    })),
  ];
  return { resourceType: 'Bundle', type: 'searchset', total: sorted.length, link, entry };
}
