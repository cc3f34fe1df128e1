// Valibot issues to the per-field messages forms show and the server returns in its 400 body.
import * as v from 'valibot';

/**
 * Runs `v.safeParse` and returns the first message per field, keyed by the dot-joined path
 * ('contact.vorname', 'slots.0'); issues of the whole input are keyed ''. Empty when valid.
 */
export function fieldErrors<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors = new Map<string, string>();
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  // fromEntries defines own properties, so a key like '__proto__' stays a plain entry.
  return Object.fromEntries(errors);
}

/** The first message for the whole input, or undefined when it is valid. */
export function firstError<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

/** The validated output (trimmed, transformed) of an input, or undefined when it is invalid. */
export function validOutput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : undefined;
}
