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
    // A list's items count for the list ('sprachen.1' → 'sprachen'); a group's fields keep their
    // own name ('arzt.lanr'), so the message shows next to that field.
    const parts = path.split('.');
    const index = parts.findIndex((part) => /^\d+$/.test(part));
    const name = (index < 0 ? parts : parts.slice(0, Math.max(index, 1))).join('.');
    fields[name] ??= message;
  }
  return { ok: false as const, fields: fields as FieldErrors };
}
