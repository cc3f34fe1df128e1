// Settings of health, readiness, metrics and shutdown (README "Configuration", "Health and
// metrics"). Parsed from the environment that config.ts hands in; nothing here reads process.env.
import { BlockList, isIP } from 'node:net';

type Env = Readonly<Record<string, string | undefined>>;

export interface OpsConfig {
  /**
   * Who may read /metrics without a token (METRICS_ALLOW: comma-separated CIDR ranges or
   * addresses; default the loopback addresses). The client address is the socket's, or with
   * TRUST_PROXY the one the load balancer forwards.
   */
  readonly metricsAllow: readonly string[];
  /** A bearer token that opens /metrics from anywhere (METRICS_TOKEN); absent: none. */
  readonly metricsToken: string | undefined;
  /**
   * After SIGTERM, how long readiness fails while the process still answers (SHUTDOWN_DRAIN_MS),
   * so the load balancer sees it and stops sending before the listeners close.
   */
  readonly shutdownDrainMs: number;
  /** After the drain, how long in-flight requests may take before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
}

export const DEFAULT_METRICS_ALLOW = ['127.0.0.1/8', '::1/128'];
/** Two probe intervals of a typical load balancer (5 s) plus margin. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 10_000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
/** A metrics token shorter than this is refused at start: it would be guessable. */
const MIN_METRICS_TOKEN_LENGTH = 24;

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

/** One CIDR range or address, as BlockList takes it; throws on anything else. */
function parseRange(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', prefixText] = entry.split('/');
  const version = isIP(address);
  if (version === 0) throw new Error(`METRICS_ALLOW: "${entry}" is not an address or CIDR range`);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw new Error(`METRICS_ALLOW: "${entry}" has an invalid prefix length`);
  }
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function loadOpsConfig(env: Env): OpsConfig {
  const metricsAllow = env.METRICS_ALLOW?.trim()
    ? env.METRICS_ALLOW.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_METRICS_ALLOW;
  for (const entry of metricsAllow) parseRange(entry);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  return {
    metricsAllow,
    metricsToken,
    shutdownDrainMs: milliseconds(env, 'SHUTDOWN_DRAIN_MS', DEFAULT_SHUTDOWN_DRAIN_MS),
    shutdownTimeoutMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
  };
}

/** A test for client addresses: in one of the ranges (IPv4-mapped IPv6 addresses count as IPv4). */
export function addressFilter(ranges: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of ranges) {
    const { address, prefix, family } = parseRange(entry);
    list.addSubnet(address, prefix, family);
  }
  return (ip) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
