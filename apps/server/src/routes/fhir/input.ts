// Valibot schemas for what the interface reads of FHIR resources (docs/fhir.md "Resources"):
// only the elements it maps are checked; everything else a resource may carry (meta, text, other
// extensions) is let through and ignored. The semantic rules come after the mapping, from the
// domain's supply schemas (packages/domain/src/supply), so the desk and FHIR refuse alike.
import * as v from 'valibot';
import { germanIssueMessage } from '@terminservice/domain/validation';
import { FormParameters } from './format/index.ts';
import { refuseFhir } from './refusals.ts';

const text = v.string('Erwartet wird ein Text.');

export const codingSchema = v.looseObject({
  system: v.optional(text),
  code: v.optional(text),
  display: v.optional(text),
});

export const codeableConceptSchema = v.looseObject({
  coding: v.optional(v.array(codingSchema, 'Erwartet wird eine Liste von Codings.')),
  text: v.optional(text),
});

export const referenceSchema = v.looseObject({
  reference: v.optional(text),
  identifier: v.optional(v.looseObject({ system: v.optional(text), value: v.optional(text) })),
  display: v.optional(text),
});

export const extensionSchema = v.looseObject({
  url: v.string('Eine Extension braucht eine URL.'),
  valueString: v.optional(text),
  valueCode: v.optional(text),
  valueBoolean: v.optional(v.boolean()),
  valueCoding: v.optional(codingSchema),
  valueUnsignedInt: v.optional(v.number()),
  valueDuration: v.optional(
    v.looseObject({
      value: v.optional(v.number()),
      code: v.optional(text),
      unit: v.optional(text),
      system: v.optional(text),
    }),
  ),
});

const fhirId = v.pipe(
  v.string('Die ID muss ein Text sein.'),
  v.regex(/^[A-Za-z0-9\-.]{1,64}$/, 'Ungültige ID.'),
);

/** The part every resource shares. */
export const resourceBase = {
  id: v.optional(fhirId),
  extension: v.optional(v.array(extensionSchema, 'Erwartet wird eine Liste von Extensions.')),
};

/** FHIRPath-like expression of a valibot issue: 'Slot.start', 'Schedule.specialty[0].coding'. */
export function expressionOf(resourceType: string, issue: v.BaseIssue<unknown>): string {
  let expression = resourceType;
  for (const item of issue.path ?? []) {
    const key = item.key as string | number;
    expression += typeof key === 'number' ? `[${key}]` : `.${key}`;
  }
  return expression;
}

/**
 * An extension sent twice, the same URL with the same value, is refused rather than stored as
 * sent (issue #22, finding 3.7); the domain's schema refuses repeated values of a list as well.
 */
function refuseDuplicateExtensions(resourceType: string, body: object): void {
  const extensions = (body as { extension?: unknown }).extension;
  if (!Array.isArray(extensions)) return;
  const seen = new Set<string>();
  for (const [i, extension] of extensions.entries()) {
    const key = JSON.stringify(extension);
    if (seen.has(key)) {
      throw refuseFhir.invalid(
        'Diese Extension ist doppelt angegeben. Bitte geben Sie jede nur einmal an.',
        `${resourceType}.extension[${i}]`,
      );
    }
    seen.add(key);
  }
}

/** Parses a resource's structure or refuses with 400 and each issue's element. */
export function parseResource<TSchema extends v.GenericSchema>(
  schema: TSchema,
  resourceType: string,
  body: unknown,
): v.InferOutput<TSchema> {
  if (body instanceof FormParameters) throw refuseFhir.unsupportedMediaType();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw refuseFhir.wrongResourceType(resourceType);
  }
  if ((body as { resourceType?: unknown }).resourceType !== resourceType) {
    throw refuseFhir.wrongResourceType(resourceType);
  }
  const result = v.safeParse(schema, body, { message: germanIssueMessage });
  if (result.success) {
    refuseDuplicateExtensions(resourceType, body);
    return result.output;
  }
  throw refuseFhir.invalidItems(
    result.issues
      .slice(0, 20)
      .map((issue) => ({ text: issue.message, field: expressionOf(resourceType, issue) })),
  );
}

/** The id of a reference 'Type/id' (or a full URL ending so), or null. */
export function referencedId(reference: string | undefined, type: string): string | null {
  if (!reference) return null;
  const match = new RegExp(`(?:^|/)${type}/([A-Za-z0-9\\-.]{1,64})$`).exec(reference);
  return match ? match[1]! : null;
}
