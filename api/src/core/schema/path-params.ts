import { object, string } from 'yup';
import type { AnyObjectSchema } from 'yup';

/**
 * Path parameters holding a row id. Kept as text: a malformed id answers the route's own 404
 * ("not found"), as it did before validation was on; only control characters and length refuse.
 */
export function idParams(...names: string[]): AnyObjectSchema {
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
  );
}

/** A JSON object whose fields its service checks (the settings sections); described by `what`. */
export function serviceCheckedBody(what: string): AnyObjectSchema {
  return object().meta({
    passthrough: true,
    jsonSchema: { type: 'object', description: what, additionalProperties: true },
  });
}
