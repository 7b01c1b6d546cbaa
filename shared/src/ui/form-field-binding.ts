import type { ChangeEvent, FocusEvent } from 'react';

/**
 * The part of a formik bag a text field binds to. Structural, so `shared` needs no formik
 * (each app keeps its own copy of it: it holds no state across apps).
 */
export interface BindableForm<Values> {
  values: Values;
  touched: { [K in keyof Values]?: unknown };
  errors: { [K in keyof Values]?: unknown };
  submitCount: number;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A field's message once the person has left it or submitted the form (the API's refusals of
 * a field arrive after a submit), never while they type into it the first time.
 */
export function fieldErrorOf<Values>(
  form: BindableForm<Values>,
  name: keyof Values,
): string | undefined {
  const message = form.errors[name];
  const shown = Boolean(form.touched[name]) || form.submitCount > 0;
  return shown && typeof message === 'string' ? message : undefined;
}

/**
 * What every text field of a form repeats: name, value, change and blur, and the error shown
 * in place of the hint (`hint` stays when the field is fine).
 */
export function bindField<Values, Name extends keyof Values & string>(
  form: BindableForm<Values>,
  name: Name,
  hint?: string,
) {
  const message = fieldErrorOf(form, name);
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: message !== undefined,
    helperText: message ?? hint,
  };
}
