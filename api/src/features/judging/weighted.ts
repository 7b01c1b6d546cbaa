import { JUDGING_LIMITS } from '@gcw/shared/contract';
import type { RubricCriterion } from '@gcw/shared/contract';

/*
 * Exact arithmetic of the results: every judge of a stage scores against one rubric, so each
 * weighted score Σw·s/Σw is an integer over the same denominator Σw, and a mean of k of them is
 * an integer over k·Σw. Comparisons cross-multiply; only the answer is rounded (4 decimals).
 * The bounds (12 criteria, weight ≤ 100, score ≤ 1000, ≤ 10 judges) keep every product far
 * below 2^53.
 */

/** p/q with q > 0. */
export interface Ratio {
  p: number;
  q: number;
}

export const weightSum = (criteria: RubricCriterion[]) =>
  criteria.reduce((sum, c) => sum + c.weight, 0);

/** A judge's weighted score Σw·s/Σw, exactly. */
export function weightedScore(criteria: RubricCriterion[], scores: Record<string, number>): Ratio {
  const p = criteria.reduce((sum, c) => sum + c.weight * (scores[c.id] ?? 0), 0);
  return { p, q: weightSum(criteria) };
}

/** The mean of weighted scores sharing one denominator (null: none). */
export function meanOf(values: Ratio[]): Ratio | null {
  if (values.length === 0) return null;
  return { p: values.reduce((sum, v) => sum + v.p, 0), q: values[0]!.q * values.length };
}

/** The share of the disagreement rule as a fraction over 10 000 (0.25 is exactly 2500/10000). */
const SHARE = { p: Math.round(JUDGING_LIMITS.disagreementShare * 10_000), q: 10_000 };

/**
 * Judges disagree widely when their weighted scores spread (max − min) more than the share of
 * the weighted range Σw·max/Σw − Σw·min/Σw. Both sides share the denominator Σw, so only the
 * numerators are compared: (maxP − minP)·SHARE.q > SHARE.p·(Σw·max − Σw·min).
 */
export function disagree(criteria: RubricCriterion[], values: Ratio[]): boolean {
  if (values.length < 2) return false;
  const ps = values.map((v) => v.p);
  const spread = Math.max(...ps) - Math.min(...ps);
  const range = criteria.reduce((sum, c) => sum + c.weight * (c.max - c.min), 0);
  return spread * SHARE.q > SHARE.p * range;
}

/** a − b's sign, exactly. */
export const compareRatios = (a: Ratio, b: Ratio) => Math.sign(a.p * b.q - b.p * a.q);

/** The number rounded half up to 4 decimals, from the exact ratio (no float in between). */
export function round4(r: Ratio): number {
  const scaled = r.p * 10_000;
  const sign = scaled < 0 ? -1 : 1;
  const whole = Math.floor((2 * Math.abs(scaled) + r.q) / (2 * r.q));
  return (sign * whole) / 10_000;
}

/**
 * Ranks by mean, best first; equal means share a rank (1, 1, 3), and teams without a submitted
 * score come after all the others, sharing the rank after the last scored team.
 */
export function rankByMean<T extends { mean: Ratio | null }>(rows: T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => {
    if (a.mean === null || b.mean === null)
      return (a.mean === null ? 1 : 0) - (b.mean === null ? 1 : 0);
    return compareRatios(b.mean, a.mean);
  });
  let rank = 0;
  return sorted.map((row, i) => {
    const before = sorted[i - 1];
    const tied =
      before !== undefined &&
      (before.mean === null
        ? row.mean === null
        : row.mean !== null && compareRatios(before.mean, row.mean) === 0);
    if (!tied) rank = i + 1;
    return { ...row, rank };
  });
}
