// What a part of the desk's forms gets (the profile dialog, the publishing form): the draft, its
// update, the server's or the schema's messages by field, and the ids of the fields. `draftField`
// binds a text field to the draft, written once for both forms (issue #26 part 3).
import type { FieldErrors } from './validation.ts';

export interface DraftFieldsProps<D> {
  readonly draft: D;
  readonly update: (patch: Partial<D>) => void;
  readonly fields: FieldErrors;
  readonly fieldId: (name: string) => string;
}

/** The draft's keys that hold text. */
type TextKey<D> = { [K in keyof D]-?: D[K] extends string ? K : never }[keyof D];

/**
 * The props of a TextField that edits the draft's text `key`: its id and its message are those of
 * the request field `name` (so the error summary links to it).
 */
export function draftField<D>(
  { draft, update, fields, fieldId }: DraftFieldsProps<D>,
  name: string,
  key: TextKey<D>,
) {
  return {
    id: fieldId(name),
    value: draft[key] as string,
    error: fields[name],
    onChange: (event: { readonly target: { readonly value: string } }) =>
      update({ [key]: event.target.value } as Partial<D>),
  };
}
