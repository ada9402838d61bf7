import type { Alias } from '@quire/domain/library/aliases/alias';
import type { AliasSearch } from '@quire/ports/library/alias-repository';
import { normaliseQuery, type Page } from '@quire/ports/library/search/search';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type SearchAliases = (input: { readonly principal: Principal; readonly query: AliasSearch }) => TE.TaskEither<AppError, Page<Alias>>;

/** `GET /Aliases`: `q` over name, label, description and synonyms, ignoring case; paged by name then id. */
export const searchAliases =
  ({ aliases }: Pick<Ports, 'aliases'>): SearchAliases =>
  ({ principal, query }) =>
    pipe(
      aliases.search(principal.tenantId, { ...query, q: normaliseQuery(query.q) }),
      TE.mapLeft((error): AppError => error),
    );
