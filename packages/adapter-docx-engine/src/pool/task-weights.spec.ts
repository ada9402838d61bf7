import { TaskWeights } from './task-weights';

describe('TaskWeights', () => {
  const weights = (): TaskWeights => new TaskWeights({ heavyMs: 20, maxKinds: 2 });

  it('takes a kind never seen, or without a name, as light', () => {
    expect(weights().isHeavy('book')).toBe(false);
    expect(weights().isHeavy(undefined)).toBe(false);
  });

  it('takes a kind whose runs averaged at least the threshold as heavy', () => {
    const known = weights();
    known.record('book', 90);
    known.record('letter', 0.4);
    expect(known.isHeavy('book')).toBe(true);
    expect(known.isHeavy('letter')).toBe(false);
  });

  it('follows a kind that turns light within a few runs', () => {
    const known = weights();
    known.record('book', 40);
    known.record('book', 1);
    expect(known.isHeavy('book')).toBe(true);
    known.record('book', 1);
    expect(known.isHeavy('book')).toBe(false);
  });

  it('forgets the kind seen least lately beyond its size', () => {
    const known = weights();
    known.record('a', 50);
    known.record('b', 50);
    known.record('a', 50);
    known.record('c', 50);
    expect(known.isHeavy('b')).toBe(false);
    expect(known.isHeavy('a')).toBe(true);
    expect(known.isHeavy('c')).toBe(true);
  });

  it('knows a kind as below a time only once seen, and while its mean stays below', () => {
    const known = weights();
    expect(known.isKnownBelow('letter', 1)).toBe(false);
    known.record('letter', 0.2);
    expect(known.isKnownBelow('letter', 1)).toBe(true);
    known.record('letter', 3);
    expect(known.isKnownBelow('letter', 1)).toBe(false);
  });

  it('with uneven weights, takes a shorter run at once and a longer one slowly', () => {
    const uneven = new TaskWeights({ heavyMs: 1, maxKinds: 2, newestWeight: { longer: 0.1, shorter: 1 } });
    uneven.record('letter', 0.2);
    uneven.record('letter', 3);
    expect(uneven.isKnownBelow('letter', 1)).toBe(true);
    for (let run = 0; run < 4; run++) uneven.record('letter', 3);
    expect(uneven.isKnownBelow('letter', 1)).toBe(false);
    uneven.record('letter', 0.3);
    expect(uneven.isKnownBelow('letter', 1)).toBe(true);
  });
});
