import { prerenderedFieldValue } from '@gcw/shared';
import { useLayoutEffect } from 'react';

/**
 * A form's starting values: what the visitor already typed into its prerendered copy (the
 * page is served as HTML and the app takes over later), else the given ones. Read while the
 * prerendered page is still there, so React's fields never show empty.
 */
export function withPrerenderedValues<Values extends object>(values: Values): Values {
  const typed: Record<string, string> = {};
  for (const name of Object.keys(values)) {
    const value = prerenderedFieldValue(name);
    if (value) typed[name] = value;
  }
  return { ...values, ...typed };
}

/**
 * Keys typed between React's render and the takeover, in the same commit before the swap, so
 * nothing typed is lost.
 */
export function useLatePrerenderedValues<Values extends object>(
  values: Values,
  setValues: (values: Values, validate: boolean) => unknown,
): void {
  useLayoutEffect(() => {
    const late = withPrerenderedValues(values);
    const changed = (Object.keys(values) as (keyof Values)[]).some(
      (name) => late[name] !== values[name],
    );
    if (changed) setValues(late, false);
    // Only at the first commit: afterwards the prerendered page is gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
