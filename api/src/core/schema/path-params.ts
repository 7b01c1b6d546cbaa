import { object, string } from 'yup';
import type { AnyObjectSchema, ObjectSchema } from 'yup';

/**
 * Path parameters holding a row id. Kept as text: a malformed id answers the route's own 404
 * ("not found"), as it did before validation was on; only control characters and length refuse.
 */
export function idParams<const N extends string>(...names: N[]): ObjectSchema<Record<N, string>> {
  // Typed by its names, so a route's request.params has them as texts (YupTypeProvider).
  return object(
    Object.fromEntries(
      names.map((name) => [
        name,
        string()
          .label(name)
          .required()
          .max(64)
          .meta({
            jsonSchema: { description: "the row's id; an unknown or malformed one answers 404" },
          }),
      ]),
    ),
  ) as unknown as ObjectSchema<Record<N, string>>;
}

/** A JSON object whose fields its service checks (the settings sections); described by `what`. */
export function serviceCheckedBody(what: string): AnyObjectSchema {
  return object().meta({
    passthrough: true,
    jsonSchema: { type: 'object', description: what, additionalProperties: true },
  });
}
