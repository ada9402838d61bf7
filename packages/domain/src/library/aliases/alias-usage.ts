import type { Alias } from './alias';
import { aliasNameKeys } from './alias-names';
import type { AliasId } from '../library-ids';
import { type InUse, isUsedVia, usageGuards } from '../library-usage';

/** The alias is used by templates, snippets or rules, which are listed (409 `alias_in_use`). */
export type AliasInUse = InUse<'AliasInUse', AliasId>;

/**
 * A change breaks the alias's users when it drops a name or synonym something uses (templates are
 * never rewritten, so `{{old_name}}` would stop resolving; keeping the old name as a synonym is the
 * safe rename), or changes the type (rules and repeats depend on it).
 */
const guards = usageGuards('AliasInUse', (before: Alias, after: Alias, usage) => {
  const kept = new Set(aliasNameKeys(after));
  return before.type !== after.type || isUsedVia(usage, aliasNameKeys(before).filter((key) => !kept.has(key)));
});

/** Deleting is refused while anything uses the alias, unless forced (`?force=true`). */
export const assertAliasDeletable = guards.deletable;

/** An update that would break the alias's users is refused like a delete, unless forced. */
export const assertAliasChangeAllowed = guards.changeAllowed;
