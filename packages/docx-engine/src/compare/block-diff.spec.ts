import { diffIds } from './block-diff';

const context = { deadline: Number.POSITIVE_INFINITY, now: () => 0 };

/** Whether the steps are an edit script of a into b: what they keep is equal, and they use up both. */
const checked = (a: readonly number[], b: readonly number[]): number => {
  let inA = 0;
  let inB = 0;
  let kept = 0;
  for (const step of diffIds(a, b, context)) {
    if (step.removed) inA += step.count;
    else if (step.added) inB += step.count;
    else {
      for (let index = 0; index < step.count; index++) expect(a[inA + index]).toBe(b[inB + index]);
      inA += step.count;
      inB += step.count;
      kept += step.count;
    }
  }
  expect([inA, inB]).toEqual([a.length, b.length]);
  return kept;
};

describe('diffIds', () => {
  it('keeps what two sequences share around what changed, unique items as anchors', () => {
    expect(checked([1, 2, 3, 4, 5, 6], [1, 2, 9, 4, 5, 6, 7])).toBe(5);
    expect(checked([1, 2, 3], [3, 2, 1])).toBe(1);
    expect(checked([], [1, 2])).toBe(0);
    expect(checked([1, 1, 1], [1, 1])).toBe(2);
  });

  it('is an edit script of any two sequences, repeated items and all', () => {
    let seed = 11;
    const next = (range: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % range;
    for (let round = 0; round < 500; round++) {
      const a = Array.from({ length: next(40) }, () => next(12));
      const b = a.filter(() => next(5) > 0).map((id) => (next(6) === 0 ? next(12) : id));
      checked(a, b);
    }
  });
});
