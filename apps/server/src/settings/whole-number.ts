// A whole-number setting from the environment, in its range, or the server refuses to start with a
// message that names the variable (README "Configuration"). Shared by the settings modules.

export type Env = Readonly<Record<string, string | undefined>>;

/** `name`'s value, `fallback` when unset or empty; outside min…max or not whole: an error. */
export function wholeNumberSetting(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
