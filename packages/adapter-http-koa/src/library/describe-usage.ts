import type { Usage, UsageRef } from '@quire/domain/library/library-usage';

const some = (noun: string, refs: ReadonlyArray<UsageRef<string>>): string | null =>
  refs.length === 0 ? null : `${refs.length} ${noun}${refs.length === 1 ? '' : 's'} (${refs.slice(0, 5).map((ref) => JSON.stringify(ref.name)).join(', ')}${refs.length > 5 ? ', …' : ''})`;

/** `2 templates ("Lease", "NDA"), 1 rule ("adult"), 1 formula ("total")`: who uses something, for a problem's detail (the full lists travel as `usage`). */
export const describeUsage = (usage: Usage): string =>
  [some('template', usage.templates), some('snippet', usage.snippets), some('rule', usage.rules), some('formula', usage.formulas)].filter((part) => part !== null).join(', ');
