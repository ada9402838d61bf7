import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import { nameKey } from '@quire/domain/names';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import { normaliseQuery, type Page } from '@quire/ports/library/search/search';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type SearchRules = (input: { readonly principal: Principal; readonly query: RuleSearch }) => TE.TaskEither<AppError, Page<ConditionalRule>>;

/**
 * `GET /NamedRanges`: `q` over name, description and expression text; `alias` keeps the rules
 * that read that alias, named by its name or any synonym (resolved to the alias's own name, as
 * rules record it); `kind` keeps one kind.
 */
export const searchRules =
  ({ rules, aliases }: Pick<Ports, 'rules' | 'aliases'>): SearchRules =>
  ({ principal, query }) =>
    pipe(
      query.alias === null || query.alias.trim() === '' ? TE.right<AppError, string | null>(null) : resolveAlias(aliases, principal, query.alias),
      TE.chain((alias) => pipe(rules.search(principal.tenantId, { ...query, q: normaliseQuery(query.q), alias }), TE.mapLeft((error): AppError => error))),
    );

/** The alias's own name for a name or synonym; the name as given when no alias has it (then no rule reads it). */
const resolveAlias = (aliases: AliasRepository, principal: Principal, name: string): TE.TaskEither<AppError, string> =>
  pipe(
    aliases.findByNameKeys(principal.tenantId, [nameKey(name)]),
    TE.mapLeft((error): AppError => error),
    TE.map((found) => found[0]?.name ?? name.trim()),
  );
