// The server's parts import only from parts below them (issue #26 part 2: config imported from
// services and ops, which import config; http/ and services/ reached up into services/ and
// plugins/). A part's files may import each other freely; across parts only downwards.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Lowest first. A part may import from the parts of an earlier line only. */
const LAYERS: readonly (readonly string[])[] = [
  ['errors', 'settings', 'cluster'],
  ['db'],
  ['security', 'auth', 'reference', 'http'],
  ['config'],
  ['services'],
  ['plugins'],
  ['routes'],
  ['ops', 'register', 'seed'],
  ['app', 'startup-banner'],
  ['main'],
];

const LAYER_OF = new Map(LAYERS.flatMap((parts, level) => parts.map((part) => [part, level])));

/** The part of a file under src/: its folder, or its own name for a file at the top. */
function partOf(file: string): string {
  const [first, second] = relative(SRC, file).split(/[\\/]/);
  return second === undefined ? first!.replace(/\.ts$/, '') : first!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the server’s layers', () => {
  it('name every part', () => {
    const parts = new Set(sourceFiles(SRC).map(partOf));
    expect([...parts].filter((part) => !LAYER_OF.has(part))).toEqual([]);
  });

  it('import only downwards', () => {
    const upwards: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = partOf(file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const to = partOf(resolve(dirname(file), match[1]!));
        if (to === from) continue;
        if (LAYER_OF.get(to)! >= LAYER_OF.get(from)!) {
          upwards.push(`${relative(SRC, file)} → ${match[1]}`);
        }
      }
    }
    expect(upwards).toEqual([]);
  });
});

const SERVICES = join(SRC, 'services');

/** The capability folder under services/ of a file there, or null for a file at its top. */
function capabilityOf(file: string): string | null {
  const [first, second] = relative(SERVICES, file).split(/[\\/]/);
  return second === undefined ? null : first!;
}

// Issue #26 part 2: the kernel is what every capability shares (Berlin time, the code lock, the
// booked slot, the outbox, the jobs runner, idempotency, the refusal table); it leans on no capability, so any of
// them can use it without a cycle.
describe('the services', () => {
  it('live in capability folders', () => {
    const loose = readdirSync(SERVICES, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });

  it('keep the kernel free of capabilities', () => {
    const reaching: string[] = [];
    for (const file of sourceFiles(join(SERVICES, 'kernel'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = resolve(dirname(file), match[1]!);
        if (relative(SERVICES, target).startsWith('..')) continue;
        const to = capabilityOf(target);
        if (to !== null && to !== 'kernel') reaching.push(`${relative(SRC, file)} → ${match[1]}`);
      }
    }
    expect(reaching).toEqual([]);
  });
});
