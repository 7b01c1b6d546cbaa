import type { JudgingStageInfo, RubricCriterion, RubricPayload } from '@gcw/shared/contract';
import { rubricSchema } from '@gcw/shared/contract';
import type { FormikErrors } from 'formik';
import { validateYupSchema, yupToFormErrors } from 'formik';

/** A criterion as its row holds it: numbers as typed ('' while a field is empty). */
export interface CriterionValues {
  id: string;
  name: string;
  description: string;
  weight: number | '';
  min: number | '';
  max: number | '';
}

export interface RubricFormValues {
  judges_per_team: number | '';
  criteria: CriterionValues[];
}

export const EMPTY_CRITERION: CriterionValues = {
  id: '',
  name: '',
  description: '',
  weight: 1,
  min: 0,
  max: 10,
};

export function toRubricValues(info: JudgingStageInfo): RubricFormValues {
  return {
    judges_per_team: info.judges_per_team,
    criteria: info.criteria.map((criterion) => ({ ...criterion })),
  };
}

// An empty number field stays undefined so the schema answers "wajib diisi", not a NaN.
const numberOf = (value: number | '') => (value === '' ? undefined : value);

export function toRubricPayload(values: RubricFormValues): RubricPayload {
  return {
    judges_per_team: numberOf(values.judges_per_team) as number,
    criteria: values.criteria.map((c): RubricCriterion => ({
      id: c.id.trim(),
      name: c.name.trim(),
      description: c.description.trim(),
      weight: numberOf(c.weight) as number,
      min: numberOf(c.min) as number,
      max: numberOf(c.max) as number,
    })),
  };
}

/** The contract's schema, the one the API checks with, run on what would be sent. */
export async function validateRubric(
  values: RubricFormValues,
): Promise<FormikErrors<RubricFormValues>> {
  try {
    await validateYupSchema(toRubricPayload(values), rubricSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as FormikErrors<RubricFormValues>;
  }
}

/**
 * Each criterion's share of the total weight, in whole percent for the editor's hint; a row
 * with no valid weight yet has no share (null) and adds nothing to the total.
 */
export function weightShares(criteria: readonly CriterionValues[]): (number | null)[] {
  const weights = criteria.map((c) =>
    typeof c.weight === 'number' && c.weight > 0 ? c.weight : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 && weight > 0 ? (weight / total) * 100 : null));
}

export function formatShare(share: number | null): string {
  if (share === null) return '–';
  return `${share.toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;
}
