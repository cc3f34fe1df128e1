// Which content codings a request accepts (Accept-Encoding, RFC 9110 §12.5.3), for the app pages
// (routes/shell-pages.ts) and the compressed API answers (plugins/compress-answers.ts).

/** The header's codings with their weights, names in lower case. */
function weights(header: string | readonly string[] | undefined): Map<string, number> {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  const listed = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => /^q=/i.test(p));
    listed.set(name.toLowerCase(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return listed;
}

/** Whether `coding` is acceptable: listed without q=0, or covered by a `*` without q=0. */
export function acceptsCoding(
  header: string | readonly string[] | undefined,
  coding: string,
): boolean {
  const listed = weights(header);
  const q = listed.get(coding) ?? listed.get('*');
  return q !== undefined && q > 0;
}
