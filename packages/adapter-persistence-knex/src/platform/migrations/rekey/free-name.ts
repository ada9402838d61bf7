/** How a name is told apart from the one it collides with: `Clause (2)`, or `is_adult_2` for a name that must stay an identifier. */
export type Suffix = 'counted' | 'identifier';

const suffixed = (name: string, count: number, suffix: Suffix, max: number): string => {
  const tail = suffix === 'counted' ? ` (${count})` : `_${count}`;
  return `${name.slice(0, Math.max(1, max - tail.length)).trimEnd()}${tail}`;
};

/**
 * The first of `name (2)`, `name (3)`, … (cut to fit `max` characters) whose key no row holds:
 * `taken` is every key of the scope, as recomputed, so the new name collides with nothing.
 */
export const freeName = (name: string, taken: ReadonlySet<string>, keyOf: (name: string) => string, max: number, suffix: Suffix): string => {
  for (let count = 2; ; count += 1) {
    const candidate = suffixed(name, count, suffix, max);
    if (!taken.has(keyOf(candidate))) return candidate;
  }
};
