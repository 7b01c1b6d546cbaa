import { boolean, mixed, number, string } from 'yup';

/*
 * The field kinds of answer schemas (`Data`): every field the API always sends is `defined()`,
 * so the contract test fails when an answer drops one.
 */
export const text = () => string().defined();
export const maybeText = () => string().nullable().defined();
export const flag = () => boolean().defined();
export const int = () => number().integer().defined();
export const maybeInt = () => number().integer().nullable().defined();
export const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .oneOf([...values])
    .defined();
