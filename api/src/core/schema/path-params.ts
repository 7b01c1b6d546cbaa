import { PAYLOAD_MESSAGES as M } from '@gcw/shared/contract';
import { object, string } from 'yup';
import type { AnyObjectSchema, ObjectSchema, StringSchema } from 'yup';

import { INT4_MAX } from './stored-range';

const ROW_ID = /^[1-9][0-9]{0,9}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** How the refusals name a path's id (the parameter's own name otherwise). */
const LABELS: Record<string, string> = {
  id: 'ID',
  id_team: 'ID tim',
  team_id: 'ID tim',
  user_id: 'ID pengguna',
  file_id: 'ID berkas',
};

export const rowIdMessage = (label: string) =>
  `${label} harus berupa bilangan bulat 1 sampai ${INT4_MAX}`;

/**
 * A serial row id in a path: the digits of 1..2147483647, anything else a 400 naming it (before
 * any query: `abc`, `1.5` or 20 digits would otherwise reach PostgreSQL). Kept as text, so a
 * handler's `Number(...)` is always a valid id.
 */
export function rowIdParam(label: string, message = rowIdMessage(label)): StringSchema<string> {
  return string()
    .label(label)
    .required(M.required(label))
    .matches(ROW_ID, message)
    .test('int4', message, (value) => value === undefined || Number(value) <= INT4_MAX)
    .meta({
      jsonSchema: {
        maxLength: 10,
        description: `a row id (1 to ${INT4_MAX}); an unknown one answers 404`,
      },
    }) as StringSchema<string>;
}

/** Path parameters holding serial row ids (see rowIdParam), typed as texts by their names. */
export function idParams<const N extends string>(...names: N[]): ObjectSchema<Record<N, string>> {
  return object(
    Object.fromEntries(names.map((name) => [name, rowIdParam(LABELS[name] ?? name)])),
  ) as unknown as ObjectSchema<Record<N, string>>;
}

/** A path parameter holding a UUID (uploaded files): any other shape is a 400 naming it. */
export function uuidParams<const N extends string>(name: N): ObjectSchema<Record<N, string>> {
  const label = LABELS[name] ?? name;
  return object({
    [name]: string()
      .label(label)
      .required(M.required(label))
      .matches(UUID, M.invalid(label))
      .meta({ jsonSchema: { format: 'uuid', description: 'a UUID; an unknown one answers 404' } }),
  }) as unknown as ObjectSchema<Record<N, string>>;
}

/** A JSON object whose fields its service checks (the settings sections); described by `what`. */
export function serviceCheckedBody(what: string): AnyObjectSchema {
  return object().meta({
    passthrough: true,
    jsonSchema: { type: 'object', description: what, additionalProperties: true },
  });
}
