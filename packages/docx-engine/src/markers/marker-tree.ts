import { appendAll } from '../append-all';
import { outerEnd, outerStart, type PlacedBlock } from '../program/block-placement';
import type { NameReference } from '../tags/tag-syntax';

/** A block holding the last marker placed, and the branch it lies in. */
interface Holder {
  readonly block: PlacedBlock;
  readonly branch: number;
}

const holds = ({ block, branch }: Holder, start: number, end: number): boolean =>
  (block.starts[branch]?.offset ?? Infinity) <= start && end <= (block.ends[branch]?.offset ?? -1);

/** The first index whose block passes `test` (false for all before it, true for all after). */
export const firstIndex = (blocks: readonly PlacedBlock[], test: (block: PlacedBlock) => boolean): number => {
  let low = 0;
  let high = blocks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const block = blocks[middle];
    if (block !== undefined && !test(block)) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The part's block tree, into which marker blocks are put one by one. Each search starts from
 * the blocks that held the marker placed before (left as soon as one does not hold the new one),
 * so markers met in document order, as content controls are, cost no more for being nested: N
 * controls nested in one another are placed in O(N), not O(N²) descents from the roots.
 */
export class MarkerTree {
  private readonly path: Holder[] = [];

  constructor(private readonly roots: PlacedBlock[]) {}

  /**
   * Puts a marker block into the tree: inside the branch of the block that holds it, around the
   * blocks it holds. Answers the block it overlaps without nesting, if any (and puts nothing).
   */
  insert(marker: PlacedBlock): PlacedBlock | undefined {
    const start = outerStart(marker);
    const end = outerEnd(marker);
    while (this.path.length > 0 && !holds(this.path[this.path.length - 1] as Holder, start, end)) this.path.pop();
    const top = this.path[this.path.length - 1];
    // Siblings are in order and apart, so no block beside a holder can overlap what it holds.
    let siblings = top === undefined ? this.roots : (top.block.children[top.branch] ?? []);
    for (;;) {
      const found = meet(siblings, marker, start, end);
      if (found.kind === 'overlap') return found.block;
      if (found.kind === 'holder') {
        this.path.push(found.holder);
        siblings = found.holder.block.children[found.holder.branch] ?? [];
        continue;
      }
      const inner = marker.children[0];
      if (inner === undefined) return undefined;
      appendAll(inner, siblings.splice(found.first, found.last - found.first, marker));
      this.path.push({ block: marker, branch: 0 });
      return undefined;
    }
  }

  /**
   * The targets of the repeats (`{{#each}}`, `each:` and bare-named markers) holding the marker
   * just placed, innermost first: read from the holders the placing found, not by a new descent.
   */
  repeatTargetsOfLast(): NameReference[] {
    const targets: NameReference[] = [];
    for (let index = this.path.length - 2; index >= 0; index--) {
      const target = repeatTargetOf((this.path[index] as Holder).block);
      if (target !== undefined) targets.push(target);
    }
    return targets;
  }
}

/** What a block repeats over, when it is a repeat (or a marker that may be one). */
export const repeatTargetOf = (placed: PlacedBlock): NameReference | undefined => {
  const marker = placed.marker;
  if (marker !== undefined) return marker.intent === 'each' || marker.intent === 'auto' ? marker.name : undefined;
  return placed.block.kind === 'each' ? placed.block.target : undefined;
};

/** Among siblings: the one holding [start, end) in a branch, one it overlaps without nesting, or the range of those it holds. */
const meet = (
  siblings: readonly PlacedBlock[],
  marker: PlacedBlock,
  start: number,
  end: number,
): { kind: 'holder'; holder: Holder } | { kind: 'overlap'; block: PlacedBlock } | { kind: 'held'; first: number; last: number } => {
  const contentStart = marker.starts[0]?.offset ?? start;
  const contentEnd = marker.ends[0]?.offset ?? end;
  const first = firstIndex(siblings, (sibling) => outerEnd(sibling) > start);
  let last = first;
  for (; last < siblings.length; last++) {
    const sibling = siblings[last];
    if (sibling === undefined || outerStart(sibling) >= end) break;
    if (sibling.elided) continue;
    const branch = sibling.starts.findIndex((point, index) => point.offset <= start && end <= (sibling.ends[index]?.offset ?? -1));
    if (branch !== -1) return { kind: 'holder', holder: { block: sibling, branch } };
    if (outerStart(sibling) < contentStart || outerEnd(sibling) > contentEnd) return { kind: 'overlap', block: sibling };
  }
  return { kind: 'held', first, last };
};
