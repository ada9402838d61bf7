import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { LibraryResource } from './library-entity';
import { nameKey } from '../names';

/**
 * Another resource of the same kind already has this name (compared by `nameKey`):
 * in the tenant (rules, snippets, templates) or among the siblings (folders).
 */
export type NameTaken = {
  readonly _tag: 'NameTaken';
  readonly resource: Exclude<LibraryResource, 'Alias'>;
  readonly name: string;
  readonly takenBy: string;
};

type Named = { readonly id: string; readonly name: string };

/**
 * Is `candidate`'s name free? `holder` is what the store found under the same name key (the
 * candidate itself when it keeps its name, which is not a conflict).
 */
export const assertNameAvailable = <T extends Named>(
  resource: NameTaken['resource'],
  candidate: T,
  holder: O.Option<Named>,
): E.Either<NameTaken, T> => {
  if (O.isNone(holder) || holder.value.id === candidate.id || nameKey(holder.value.name) !== nameKey(candidate.name)) return E.right(candidate);
  return E.left({ _tag: 'NameTaken', resource, name: candidate.name, takenBy: holder.value.id });
};
