import * as E from 'fp-ts/Either';
import { nameKey } from '../../names';

/** Snippets that include each other in a circle; `cycle` names them in order, the first again at the end. */
export type SnippetCycle = { readonly _tag: 'SnippetCycle'; readonly cycle: ReadonlyArray<string> };

/** Which snippets each snippet of the tenant includes, by name key (from the stored references). */
export type SnippetGraph = ReadonlyMap<string, ReadonlyArray<string>>;

/**
 * Would `snippet` (new, renamed, or with new content that includes `includes`) close a cycle?
 * Follows the inclusions from it through `graph` (where its own stored entry is ignored) and
 * answers the first path that leads back to it.
 */
export const assertNoSnippetCycle = <T extends { readonly name: string }>(
  snippet: T,
  includes: ReadonlyArray<string>,
  graph: SnippetGraph,
): E.Either<SnippetCycle, T> => {
  const start = nameKey(snippet.name);
  const visited = new Set<string>();
  const walk = (path: ReadonlyArray<string>, next: ReadonlyArray<string>): ReadonlyArray<string> | null => {
    for (const name of next) {
      const key = nameKey(name);
      if (key === start) return [...path, snippet.name];
      if (visited.has(key)) continue;
      visited.add(key);
      const found = walk([...path, name], graph.get(key) ?? []);
      if (found !== null) return found;
    }
    return null;
  };
  const cycle = walk([snippet.name], includes);
  return cycle === null ? E.right(snippet) : E.left({ _tag: 'SnippetCycle', cycle });
};
