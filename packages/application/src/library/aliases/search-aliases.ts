import type { Alias } from '@quire/domain/alias';
import type { AliasSearch, AliasRepository } from '@quire/ports/library/alias-repository';
import { normaliseQuery, type Page } from '@quire/ports/library/search/search';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type SearchAliases = (input: { readonly principal: Principal; readonly query: AliasSearch }) => TE.TaskEither<AppError, Page<Alias>>;
export const SearchAliasesToken: ServiceIdentifier<SearchAliases> = Symbol.for('quire.SearchAliases');

/** `GET /Aliases`: `q` over name, label, description and synonyms, ignoring case; paged by name then id. */
export const searchAliases =
  ({ aliases }: { aliases: AliasRepository }): SearchAliases =>
  ({ principal, query }) =>
    pipe(
      aliases.search(principal.tenantId, { ...query, q: normaliseQuery(query.q) }),
      TE.mapLeft((error): AppError => error),
    );
