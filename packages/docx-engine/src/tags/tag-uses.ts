import type { TagOccurrence } from './tag-occurrence';
import { locationOf } from './tag-location';
import type { NameReference } from './tag-syntax';
import type { TagUse } from './tag-use';

/** The tags as analysis sees them, each with the targets of the repeats around it. */
export const tagUses = (part: string, occurrences: readonly TagOccurrence[]): TagUse[] => {
  const targets: NameReference[] = [];
  return occurrences.map((tag) => {
    const use: TagUse = { syntax: tag.syntax, location: locationOf(part, tag.paragraph, tag.start), repeatTargets: [...targets].reverse(), shadow: tag.paragraph.inFallback };
    if (tag.syntax.kind === 'each') targets.push(tag.syntax.target);
    else if (tag.syntax.kind === 'endEach') targets.pop();
    return use;
  });
};
