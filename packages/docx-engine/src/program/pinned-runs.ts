import type { Block } from './block-matcher';
import type { Run } from '../part-model/part-model';
import { pieceAt } from '../part-model/paragraph-text';

/** Runs that hold both ends of one branch (`{{#if x}}{{/if}}` in one run) stay, so the branch's points keep their order. */
export const pinnedRuns = (roots: readonly Block[], modes: ReadonlyMap<Block, string>): Set<Run> => {
  const pinned = new Set<Run>();
  const visit = (block: Block): void => {
    if (modes.get(block) !== 'rows') {
      const boundaries = [block.open, ...(block.kind === 'if' ? block.elses : []), block.close];
      for (let index = 0; index + 1 < boundaries.length; index++) {
        const before = boundaries[index];
        const after = boundaries[index + 1];
        if (before === undefined || after === undefined || before.paragraph !== after.paragraph) continue;
        const lastRun = pieceAt(before.paragraph, before.end - 1).run;
        if (lastRun !== undefined && lastRun === pieceAt(after.paragraph, after.start).run) pinned.add(lastRun);
      }
    }
    for (const branch of block.branches) branch.forEach(visit);
  };
  roots.forEach(visit);
  return pinned;
};
