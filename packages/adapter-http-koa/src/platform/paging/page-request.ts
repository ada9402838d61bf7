import type { PageRequest } from '@quire/ports/library/search/search';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { decodeCursor } from './search-cursor';
import * as E from 'fp-ts/Either';
import type { HttpError } from '../problems/http-error';

/** The page a search asks for, from its decoded `limit` (default 25) and opaque `cursor` (400 `invalid_cursor` when no page of ours made it). */
export const pageRequestOf = (query: { readonly limit?: number; readonly cursor?: string }): E.Either<HttpError, PageRequest> => {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  if (query.cursor === undefined) return E.right({ limit, after: null });
  return E.map((after: PageRequest['after']) => ({ limit, after }))(decodeCursor(query.cursor));
};
