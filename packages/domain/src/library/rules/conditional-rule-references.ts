import * as E from 'fp-ts/Either';
import type { AliasType } from '../aliases/alias-type';
import { nameKey } from '../../names';
import type { RuleExpression } from './rule-expression';

/**
 * What a rule needs to know of the tenant's aliases to check the names it reads: these fields of
 * an `Alias` (stated here, not picked from it, so that this check does not import the alias,
 * which uses it).
 */
export type AliasTerm = {
  readonly name: string;
  readonly synonyms: ReadonlyArray<string>;
  readonly type: AliasType;
  readonly itemFields: ReadonlyArray<string> | null;
};

/** Names an expression (or `repeatOver`) reads that are no alias, synonym or allowed item name (422 listing them). */
export type UnknownAliases = { readonly _tag: 'UnknownAliases'; readonly names: ReadonlyArray<string> };
/** A repeat rule must repeat over a list alias. */
export type RepeatOverNotAList = { readonly _tag: 'RepeatOverNotAList'; readonly name: string; readonly type: AliasType };

/** The loop variables a repeat provides to its per-item expression (docs/template-language.md#repeating-content). */
export const LOOP_VARIABLES: ReadonlyArray<string> = ['@index', '@number', '@first', '@last', '@count'];

export type ResolvedRuleReferences = {
  /** The list alias's own name (a synonym given by the client is resolved to it); null for a condition. */
  readonly repeatOver: string | null;
  /** The aliases the rule reads, by their own names, once each: the repeated list first, then in order of appearance. */
  readonly aliases: ReadonlyArray<string>;
};

const lookup = <A extends Pick<AliasTerm, 'name' | 'synonyms'>>(vocabulary: ReadonlyArray<A>): ((name: string) => A | undefined) => {
  const byKey = new Map<string, A>();
  for (const alias of vocabulary) for (const key of [alias.name, ...alias.synonyms]) byKey.set(nameKey(key), alias);
  return (name) => byKey.get(nameKey(name));
};

/** A dotted path (`children.0.name`, `child.name`) reads its first segment; any other name reads itself. */
const head = (name: string): string => name.split('.')[0] ?? name;

/**
 * The alias a name an expression reads stands for, as `resolveRuleReferences` finds it: by name or
 * synonym, the whole name first, then the first segment of a dotted path.
 */
export const aliasReadBy = <A extends Pick<AliasTerm, 'name' | 'synonyms'>>(vocabulary: ReadonlyArray<A>): ((name: string) => A | undefined) => {
  const find = lookup(vocabulary);
  return (name) => find(name) ?? find(head(name));
};

/**
 * Checks the names a rule reads against the tenant's aliases and lists the aliases it uses.
 * A condition's names must all be aliases (by name or synonym). A repeat's per-item expression
 * resolves a name as the template does inside `{{#each}}`: an item field of the repeated list
 * first, then a loop variable (`@index`...), then an alias. A name is looked up whole first (a
 * synonym may hold dots), then, when it is a dotted path (`children.0.name`), by its first segment.
 * `vocabulary` needs to hold only the aliases the rule might name (the store looks them up by key).
 */
export const resolveRuleReferences = (
  rule: { readonly kind: 'condition' | 'repeat'; readonly expression: RuleExpression | null; readonly repeatOver: string | null },
  vocabulary: ReadonlyArray<AliasTerm>,
): E.Either<UnknownAliases | RepeatOverNotAList, ResolvedRuleReferences> => {
  const find = lookup(vocabulary);
  const unknown: string[] = [];
  const aliases: string[] = [];
  const use = (alias: AliasTerm): void => {
    if (!aliases.includes(alias.name)) aliases.push(alias.name);
  };
  const list = rule.repeatOver === null ? undefined : find(rule.repeatOver);
  if (rule.repeatOver !== null && list === undefined) unknown.push(rule.repeatOver);
  if (list !== undefined) use(list);
  const itemFields = new Set((list?.itemFields ?? []).map(nameKey));
  for (const name of rule.expression?.names ?? []) {
    if (rule.kind === 'repeat' && (itemFields.has(nameKey(head(name))) || LOOP_VARIABLES.includes(nameKey(name)))) continue;
    const alias = find(name) ?? find(head(name));
    if (alias === undefined) {
      if (!unknown.some((seen) => nameKey(seen) === nameKey(name))) unknown.push(name);
    } else use(alias);
  }
  if (unknown.length > 0) return E.left({ _tag: 'UnknownAliases', names: unknown });
  if (list !== undefined && list.type !== 'list') return E.left({ _tag: 'RepeatOverNotAList', name: list.name, type: list.type });
  return E.right({ repeatOver: list?.name ?? null, aliases });
};

/** The name keys to look aliases up by before `resolveRuleReferences` (`AliasRepository.findByNameKeys`): every name, and the head of each dotted path. */
export const ruleLookupKeys = (rule: { readonly expression: RuleExpression | null; readonly repeatOver: string | null }): ReadonlyArray<string> => {
  const names = [...(rule.repeatOver === null ? [] : [rule.repeatOver]), ...(rule.expression?.names ?? [])];
  return [...new Set(names.flatMap((name) => [nameKey(name), nameKey(head(name))]))];
};
