// Which methods a path has routes for, so that a method the path does not know is answered with
// 405 and Allow (RFC 9110 §15.5.6) instead of the 404 of a path that does not exist. Wildcard
// routes (the app pages) are left out: they would make every path "known".
import type { HTTPMethods } from 'fastify';

interface Pattern {
  readonly regex: RegExp;
  readonly methods: Set<string>;
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export class RouteMethods {
  readonly #exact = new Map<string, Set<string>>();
  readonly #patterns = new Map<string, Pattern>();

  add(method: HTTPMethods | HTTPMethods[], url: string): void {
    if (url.includes('*')) return;
    const methods = Array.isArray(method) ? method : [method];
    if (!url.includes(':')) {
      const known = this.#exact.get(url) ?? new Set<string>();
      for (const m of methods) known.add(m);
      this.#exact.set(url, known);
      return;
    }
    const source = url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('/');
    const pattern = this.#patterns.get(url) ?? {
      regex: new RegExp(`^${source}$`),
      methods: new Set(),
    };
    for (const m of methods) pattern.methods.add(m);
    this.#patterns.set(url, pattern);
  }

  /** The methods routed for the request URL's path, sorted; null when the path has no route. */
  allowed(url: string): string[] | null {
    const path = url.split('?')[0] ?? '';
    const found = new Set(this.#exact.get(path) ?? []);
    for (const { regex, methods } of this.#patterns.values()) {
      if (regex.test(path)) for (const m of methods) found.add(m);
    }
    return found.size > 0 ? [...found].sort() : null;
  }
}
