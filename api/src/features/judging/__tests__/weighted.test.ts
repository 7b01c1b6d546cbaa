import type { RubricCriterion } from '@gcw/shared/contract';

import { disagree, meanOf, rankByMean, round4, weightedScore } from '../weighted';

const criteria: RubricCriterion[] = [
  { id: 'a', name: 'A', description: '', weight: 3, min: 0, max: 10 },
  { id: 'b', name: 'B', description: '', weight: 2, min: 0, max: 10 },
  { id: 'c', name: 'C', description: '', weight: 1, min: 0, max: 10 },
];

describe('exact weighted scores', () => {
  test('Σw·s/Σw, the mean over one denominator, rounded half up only at the end', () => {
    const w = weightedScore(criteria, { a: 7, b: 8, c: 9 });
    expect(w).toEqual({ p: 46, q: 6 });
    expect(round4(w)).toBe(7.6667);
    const mean = meanOf([w, weightedScore(criteria, { a: 10, b: 5, c: 0 })])!;
    expect(mean).toEqual({ p: 86, q: 12 });
    expect(round4(mean)).toBe(7.1667);
    expect(round4({ p: 1, q: 8 })).toBe(0.125);
    // Exactly half a unit of the 4th decimal rounds up.
    expect(round4({ p: 1, q: 20_000 })).toBe(0.0001);
    expect(meanOf([])).toBeNull();
  });

  test('disagreement: a spread over a quarter of the weighted range, not at it', () => {
    const at = [
      weightedScore(criteria, { a: 10, b: 5, c: 5 }),
      weightedScore(criteria, { a: 5, b: 5, c: 5 }),
    ];
    expect(disagree(criteria, at)).toBe(false);
    const over = [
      weightedScore(criteria, { a: 10, b: 5, c: 6 }),
      weightedScore(criteria, { a: 5, b: 5, c: 5 }),
    ];
    expect(disagree(criteria, over)).toBe(true);
    expect(disagree(criteria, [over[0]!])).toBe(false);
  });

  test('ranks: best first, equal means share a rank, the unscored come last together', () => {
    const ranked = rankByMean([
      { id: 1, mean: { p: 75, q: 12 } },
      { id: 2, mean: null },
      { id: 3, mean: { p: 116, q: 18 } },
      { id: 4, mean: { p: 50, q: 8 } },
      { id: 5, mean: null },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      [3, 1],
      [1, 2],
      [4, 2],
      [2, 4],
      [5, 4],
    ]);
  });
});
