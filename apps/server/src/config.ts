// The one place that reads the environment (lint forbids process.env elsewhere). Every setting is
// documented in the README "Configuration" table.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { tileSourceOrigin } from '@terminservice/domain/map';
import { emailSchema } from '@terminservice/domain/validation';
import * as v from 'valibot';
import { KV_REGIONEN } from './reference/kv.ts';
import { MIN_SECRET_BITS, secretStrength } from './security/secret-strength.ts';
// The parts of the settings live in settings/, below everything that reads them (issue #26 part 2:
// config imported them from services/ and ops/, which import config).
import { loadLoadShedding, type LoadSheddingLimits } from './settings/load-shedding.ts';
import { loadOpsConfig, type OpsConfig } from './settings/ops.ts';
import { loadRetention, type RetentionPeriods } from './settings/retention.ts';
import { loadReminderSettings, type ReminderSettings } from './settings/reminders.ts';
import { loadStatisticsSettings, type StatisticsSettings } from './settings/statistics.ts';
import { loadSharedAnswerLimits, type SharedAnswerLimits } from './settings/search-cache.ts';
import { loadWorkers } from './settings/workers.ts';
import { loadOpenFeedSettings, type OpenFeedSettings } from './settings/open-feed.ts';

export const APP_KINDS = ['web', 'tss-dispo', 'surgery', 'smed'] as const;
export type AppKind = (typeof APP_KINDS)[number];

export interface Config {
  /** Demo mode: seeds demo data and serves the dev API. Never with NODE_ENV=production. */
  readonly demo: boolean;
  readonly host: string;
  readonly ports: Readonly<Record<AppKind, number>>;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly databaseUrl: string | undefined;
  /** PGlite data directory (survives restarts). */
  readonly dataDir: string;
  /** Public address of the WEB app, for links in e-mails (never taken from a request's Host). */
  readonly publicUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly smsGatewayUrl: string | undefined;
  /** Bearer token for the SMS gateway (SMS_GATEWAY_TOKEN); sent as Authorization when set. */
  readonly smsGatewayToken: string | undefined;
  /** Where contact-form messages go (CONTACT_MAIL_TO); defaults to the sender address. */
  readonly contactMailTo: string;
  /** Secret for staff and practice tokens (HS256). Required in production. */
  readonly jwtSecret: string | undefined;
  readonly logLevel: string;
  /** Trust X-Forwarded-For from a load balancer (TRUST_PROXY=1). */
  readonly trustProxy: boolean;
  /**
   * Map tiles (MAP_TILE_URL, a Leaflet URL template); absent: the map shows its markers on a plain
   * background (offline machines, CI).
   */
  readonly mapTileUrl: string | undefined;
  /** Attribution HTML of the tile server (MAP_TILE_ATTRIBUTION), shown in the map corner. */
  readonly mapTileAttribution: string;
  /**
   * Where the fatal-error helper's 'Fehlerbericht senden' link writes to (SUPPORT_MAIL_TO, §2, §7
   * "Support mail link is offered for fatal errors"); absent: the helper shows no mail link.
   */
  readonly supportMailTo: string | undefined;
  /** Health, readiness, metrics and shutdown (settings/ops.ts). */
  readonly ops: OpsConfig;
  /** How long personal data is kept (settings/retention.ts). */
  readonly retention: RetentionPeriods;
  /**
   * Reminders with confirm or release (issue #15, docs/reminders.md): REMINDER_LEAD_HOURS before
   * the start (default 48, 0 none), the job every REMINDER_INTERVAL_MS (default 60000).
   */
  readonly reminders: ReminderSettings;
  /**
   * The operators' statistics (issue #24 part 2, docs/statistics.md): the job every
   * STATISTICS_INTERVAL_MS (default 5 min) recomputes today and STATISTICS_WINDOW_DAYS before (35).
   */
  readonly statistics: StatisticsSettings;
  /**
   * Shared search answers (issue #17, ADR 21): SEARCH_CACHE_ENTRIES answers (default 20000; 0
   * shares none) and SEARCH_CACHE_MB of their JSON (default 512) per process; issue #25 part 2
   * (ADR 36): SEARCH_CHECK_INTERVAL_MS (default 2) between two batched code checks.
   */
  readonly searchCache: SharedAnswerLimits;
  /**
   * Server processes on the same ports (WORKERS, issue #25 part 4, settings/workers.ts): 1 in demo
   * mode and with PGlite, else one per core.
   */
  readonly workers: number;
  /**
   * Load shedding's limits (settings/load-shedding.ts): LOAD_SHED_MAX_IN_FLIGHT,
   * LOAD_SHED_QUEUE_AGE_MS, LOAD_SHED_EVENT_LOOP_MS; absent in a hand-made config: the defaults.
   */
  readonly loadShedding?: LoadSheddingLimits;
  /**
   * The open feed of free appointments (issue #24 part 3, settings/open-feed.ts): the KV regions
   * of OPEN_SLOT_FEED_KVS (unset: all in demo mode, none otherwise) and OPEN_SLOT_FEED_MAX_AGE.
   */
  readonly openFeed: OpenFeedSettings;
}

type Env = Readonly<Record<string, string | undefined>>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

/** The repository's root folder (ends in a slash); data/pglite lies below it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  const production = isProduction(env);
  const demo = env.DEMO === undefined ? !production : env.DEMO === '1' || env.DEMO === 'true';
  // Demo mode serves the dev API, which issues any token, and takes any secret: never on a
  // production installation (issue #26 finding 4.3: NODE_ENV=production DEMO=1 JWT_SECRET=secret started).
  if (production && demo) {
    throw new Error(
      'DEMO=1 is refused with NODE_ENV=production: demo mode serves the dev API, which issues ' +
        'any token. Remove DEMO (or set DEMO=0) for production, or leave NODE_ENV unset for a demo.',
    );
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (production && !jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  // Outside demo mode the secret guards real staff rights and the PIN hashes: a weak one is refused
  // at start (issue 16). Demo mode keeps working without any setting (a random secret).
  if (!demo && jwtSecret && !secretStrength(jwtSecret).strong) {
    throw new Error(
      `JWT_SECRET is too weak: it needs 32 random bytes (${MIN_SECRET_BITS} bits) without runs, ` +
        'repeats or a single kind of character, e.g. the output of `openssl rand -base64 32`',
    );
  }
  const mailFrom = env.MAIL_FROM || 'Terminservice <noreply@terminservice.invalid>';
  const mapTileUrl = env.MAP_TILE_URL?.trim() || undefined;
  if (mapTileUrl && tileSourceOrigin(mapTileUrl) === null) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${mapTileUrl}"`,
    );
  }
  const supportMailTo = env.SUPPORT_MAIL_TO?.trim() || undefined;
  if (supportMailTo && !v.is(emailSchema, supportMailTo)) {
    throw new Error(`SUPPORT_MAIL_TO must be one e-mail address, got "${supportMailTo}"`);
  }
  const database = loadDatabaseSettings(env);
  return {
    demo,
    host: env.HOST || '127.0.0.1',
    ports: {
      web: port(env, 'PORT_WEB', 8080),
      'tss-dispo': port(env, 'PORT_TSS_DISPO', 8081),
      surgery: port(env, 'PORT_SURGERY', 8082),
      smed: port(env, 'PORT_SMED', 8083),
    },
    ...database,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port(env, 'PORT_WEB', 8080)}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    contactMailTo: env.CONTACT_MAIL_TO || mailFrom,
    jwtSecret,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    mapTileUrl,
    mapTileAttribution: mapTileUrl ? env.MAP_TILE_ATTRIBUTION?.trim() || '' : '',
    supportMailTo,
    ops: loadOpsConfig(env),
    retention: loadRetention(env),
    reminders: loadReminderSettings(env),
    statistics: loadStatisticsSettings(env),
    searchCache: loadSharedAnswerLimits(env),
    workers: loadWorkers(env, { demo, embedded: database.databaseUrl === undefined }),
    loadShedding: loadLoadShedding(env),
    openFeed: loadOpenFeedSettings(
      env,
      demo,
      KV_REGIONEN.map((kv) => kv.id),
    ),
  };
}

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * Where the data lives, for operator commands that need nothing else (no JWT_SECRET): the same
 * DATABASE_URL and DATA_DIR as the server.
 */
export function loadDatabaseSettings(
  env: Env = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || `${REPO_ROOT}data/pglite`,
  };
}

/** Who runs an operator command when it names no --operator: the login ($USER, $LOGNAME). */
export function loginName(env: Env = process.env): string | undefined {
  return env.USER || env.LOGNAME || undefined;
}

/**
 * The token secret: JWT_SECRET, or in demo mode without one a random secret for this process
 * (tokens from the dev API then last until the server restarts).
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (!config.demo) throw new Error('JWT_SECRET is required outside demo mode');
  return randomBytes(32).toString('base64url');
}

/**
 * The folder an operator command was started from: pnpm runs a package's scripts in the package's
 * folder and passes the caller's folder as INIT_CWD, so a relative file name means what it says.
 */
export function invocationDir(env: Env = process.env): string {
  return env.INIT_CWD || process.cwd();
}
