import type { TagOccurrence } from './tag-occurrence';
import { locationOf } from './tag-location';
import type { NameReference } from './tag-syntax';
import type { TagUse } from './tag-use';

/** The tags as analysis sees them, each with the targets of the repeats around it. */
export const tagUses = (part: string, occurrences: readonly TagOccurrence[]): TagUse[] => {
  const targets: NameReference[] = [];
  const uses: TagUse[] = [];
  for (const tag of occurrences) {
    // A recovered block tag keeps the repeats around later tags right, but is no use of a name.
    if (tag.recovered !== true) uses.push({ syntax: tag.syntax, location: locationOf(part, tag.paragraph, tag.start), repeatTargets: [...targets].reverse(), shadow: tag.paragraph.inFallback });
    if (tag.syntax.kind === 'each') targets.push(tag.syntax.target);
    else if (tag.syntax.kind === 'endEach') targets.pop();
  }
  return uses;
};
