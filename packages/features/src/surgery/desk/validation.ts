// The desk's forms validate with the domain's schemas before sending (the server validates with
// the same ones): the first message per field, keyed by the field's top-level name.
import { fieldErrors, validOutput } from '@terminservice/domain/validation';

export type FieldErrors = Readonly<Record<string, string>>;

type Schema = Parameters<typeof validOutput>[0];

export function validateWith<S extends Schema>(schema: S, input: unknown) {
  const value = validOutput(schema, input);
  if (value !== undefined) return { ok: true as const, value };
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(schema, input))) {
    const name = path.split('.')[0]!;
    fields[name] ??= message;
  }
  return { ok: false as const, fields: fields as FieldErrors };
}
