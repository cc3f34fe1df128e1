// The repository's source files as text: what git tracks, plus new files not yet added (so the
// check sees a page before its commit), without ignored files such as node_modules and dist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function listedFiles(root: string): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(output.split('\0').filter((path) => path !== ''))];
}

/** Every text file of the repository; binary files (fonts, images) are left out. */
export function sourceFiles(root: string = repoRoot): SourceFile[] {
  return listedFiles(root).flatMap((path) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return [];
    const text = readFileSync(absolute, 'utf8');
    return text.includes('\0') ? [] : [{ path, text }];
  });
}
