// What the person who starts the server reads once it listens: the four apps, the dev module,
// where the data lives and how to stop. Plain text for a human; the request logs stay JSON (pino),
// they are operations data.
import { relative } from 'node:path';
import { APP_KINDS, REPO_ROOT, type AppKind, type Config } from './config.ts';

const APP_LABELS: Readonly<Record<AppKind, string>> = {
  web: 'WEB',
  'tss-dispo': 'TSS/DISPO',
  surgery: 'SURGERY',
  smed: 'SMED',
};

/** The address of one app's start page on this machine. */
export function appAddress(config: Config, kind: AppKind): string {
  return `http://localhost:${config.ports[kind]}/terminservice`;
}

/** The PostgreSQL address without its password, or the PGlite folder (relative to the repo). */
export function dataLocation(config: Config): string {
  if (config.databaseUrl === undefined) {
    const folder = relative(REPO_ROOT, config.dataDir);
    const shown = folder.startsWith('..') ? config.dataDir : `${folder}/`;
    return `${shown} (PGlite, kept between starts)`;
  }
  try {
    const url = new URL(config.databaseUrl);
    url.password = '';
    url.searchParams.delete('password');
    return `PostgreSQL ${url.href}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export function startupBanner(config: Config): string {
  const width = Math.max(...APP_KINDS.map((kind) => APP_LABELS[kind].length), 'dev module'.length);
  const line = (label: string, text: string) => `  ${label.padEnd(width)}  ${text}`;
  return [
    `Terminservice is running${config.demo ? ' (demo mode)' : ''}:`,
    ...APP_KINDS.map((kind) => line(APP_LABELS[kind], appAddress(config, kind))),
    ...(config.demo
      ? [line('dev module', `${appAddress(config, 'web')}/dev (codes, outbox with PINs, tokens)`)]
      : []),
    `Data: ${dataLocation(config)}`,
    'Stop: Ctrl+C',
    '',
  ].join('\n');
}
