import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { normaliseQuery, type Page } from '@quire/ports/library/search/search';
import type { SnippetSearch } from '@quire/ports/library/snippet-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type SearchSnippets = (input: { readonly principal: Principal; readonly query: SnippetSearch }) => TE.TaskEither<AppError, Page<Snippet>>;

const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text.trim());

/**
 * `GET /Snippets`: `q` over name, description and text preview; `folder` keeps the snippets
 * directly in a folder (`root`: unfiled); `tag` ignores case. Paged by name then id.
 */
export const searchSnippets =
  ({ snippets }: Pick<Ports, 'snippets'>): SearchSnippets =>
  ({ principal, query }) =>
    pipe(
      snippets.search(principal.tenantId, { ...query, q: normaliseQuery(query.q), tag: blankToNull(query.tag) }),
      TE.mapLeft((error): AppError => error),
    );
