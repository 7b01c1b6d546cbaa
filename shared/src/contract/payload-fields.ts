import { number, string } from 'yup';

import { PAYLOAD_MESSAGES as M } from './payload-messages';

/** A one-line text the form labels `label`: trimmed, required, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  string().label(label).trim().required(M.required(label)).max(max, M.tooLong(label, max));

/** An optional one-line text. */
export const optionalText = (label: string, max: number) =>
  string().label(label).trim().max(max, M.tooLong(label, max));

/** A row id (in a path, a query or a body): a positive integer. */
export const idField = (label: string) =>
  number()
    .label(label)
    .typeError(M.integer(label))
    .integer(M.integer(label))
    .positive(M.integer(label))
    .max(Number.MAX_SAFE_INTEGER, M.integer(label));
