// Size of a directory on disk, for the PGlite data size the bench reports.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function bytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytes(join(path, name)), 0);
}

export function du(path: string): string {
  return `${(bytes(path) / 1024 / 1024).toFixed(0)} MB`;
}
