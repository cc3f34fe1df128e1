// What a custom check means in JSON Schema. valibot's check() has no JSON Schema form, so the
// server's OpenAPI document (apps/server src/http/openapi) would leave the rule out; a note on the
// check action carries it, and the document shows it beside the schema's own rules (§7).
/** A JSON Schema (2020-12) fragment that says what the check checks. */
export type JsonSchemaNote = Readonly<Record<string, unknown>>;

/** The action with its JSON Schema meaning attached (the action itself is unchanged). */
export function noted<TAction extends object>(
  action: TAction,
  jsonSchema: JsonSchemaNote,
): TAction {
  return Object.assign(action, { jsonSchema });
}

/** The characters as a regular-expression character class body, each taken literally. */
export function characterClass(characters: string): string {
  return [...characters].map((char) => (/[\\\]^-]/.test(char) ? `\\${char}` : char)).join('');
}

/** Text taken literally inside a regular expression. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
