import * as E from 'fp-ts/Either';
import type { Alias } from './alias';
import { aliasNameKeys } from './alias-names';
import type { AliasId } from '../library-ids';
import { type Usage, isUnused, isUsedVia } from '../library-usage';

/** The alias is used by templates, snippets or rules, which are listed (409 `alias_in_use`). */
export type AliasInUse = { readonly _tag: 'AliasInUse'; readonly id: AliasId; readonly name: string; readonly usage: Usage };

const inUse = (alias: Alias, usage: Usage): AliasInUse => ({ _tag: 'AliasInUse', id: alias.id, name: alias.name, usage });

/** Deleting is refused while anything uses the alias, unless forced (`?force=true`). */
export const assertAliasDeletable = (alias: Alias, usage: Usage, force: boolean): E.Either<AliasInUse, Alias> =>
  force || isUnused(usage) ? E.right(alias) : E.left(inUse(alias, usage));

/**
 * An update that would break its users is refused like a delete, unless forced: dropping a name or
 * synonym that something uses (templates are never rewritten, so `{{old_name}}` would stop
 * resolving; keeping the old name as a synonym is the safe rename), or changing the type while
 * anything uses the alias (rules and repeats depend on it).
 */
export const assertAliasChangeAllowed = (before: Alias, after: Alias, usage: Usage, force: boolean): E.Either<AliasInUse, Alias> => {
  if (force || isUnused(usage)) return E.right(after);
  const kept = new Set(aliasNameKeys(after));
  const dropped = aliasNameKeys(before).filter((key) => !kept.has(key));
  return before.type !== after.type || isUsedVia(usage, dropped) ? E.left(inUse(before, usage)) : E.right(after);
};
