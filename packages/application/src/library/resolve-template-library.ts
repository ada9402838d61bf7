import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import { nameKey } from '@quire/domain/names';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';

const snippetNamesOf = (analysis: Analysis): string[] => analysis.snippets.map((use) => use.snippet ?? use.name);

/** The names once each (compared as names are), as first written. */
const uniqueNames = (names: ReadonlyArray<string>): Array<[string, string]> => {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  return [...byKey.entries()];
};

/**
 * Every snippet a template includes, directly or through snippets, read from the library by name
 * (breadth first, at most `maxDepth` levels, the renderer's limit; generation reads them from its LibrarySnapshot). A name no longer in the library (deleted or
 * renamed since the upload) is a `snippet_missing` failure naming all of them, not a render error.
 */
export const resolveSnippets =
  (snippetNamed: (name: string) => TE.TaskEither<StorageError, O.Option<Snippet>>, maxDepth: number) =>
  (analysis: Analysis): TE.TaskEither<AppError, ReadonlyArray<Snippet>> => {
    if (analysis.snippets.length === 0) return TE.right([]);
    const found = new Map<string, Snippet>();
    const missing = new Map<string, string>();
    const level = (names: ReadonlyArray<string>, depth: number): TE.TaskEither<AppError, void> => {
      const fresh = uniqueNames(names).filter(([key]) => !found.has(key) && !missing.has(key));
      if (fresh.length === 0 || depth > maxDepth) return TE.right(undefined);
      return pipe(
        TE.sequenceArray(fresh.map(([key, name]) => pipe(snippetNamed(name), TE.map((snippet) => ({ key, name, snippet }))))),
        TE.mapLeft((error): AppError => error),
        TE.chain((results) => {
          for (const { key, name, snippet } of results) {
            if (O.isSome(snippet)) found.set(key, snippet.value);
            else missing.set(key, name);
          }
          const next = results.flatMap(({ snippet }) => (O.isSome(snippet) ? snippetNamesOf(snippet.value.analysis) : []));
          return level(next, depth + 1);
        }),
      );
    };
    return pipe(
      level(snippetNamesOf(analysis), 1),
      TE.chain(() => (missing.size > 0 ? TE.left(generationFailed({ code: 'snippet_missing', names: [...missing.values()] })) : TE.right([...found.values()]))),
    );
  };

/**
 * The rules the template and its snippets named when they were analysed that are gone from the
 * library now (deleted since the upload): rendering without them would silently keep or drop content.
 */
export const missingRules = (analyses: ReadonlyArray<Analysis>, rules: ReadonlyArray<Pick<ConditionalRule, 'name'>>): ReadonlyArray<string> => {
  const present = new Set(rules.map((rule) => nameKey(rule.name)));
  const named = analyses.flatMap((analysis) => [...analysis.rules, ...analysis.repeats].flatMap((use) => (use.rule === null ? [] : [use.rule])));
  return uniqueNames(named.filter((name) => !present.has(nameKey(name)))).map(([, name]) => name);
};
