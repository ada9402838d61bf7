import type { SnippetId } from '@quire/domain/library-ids';
import type { Snippet } from '@quire/domain/snippet';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireSnippet } from './require-snippet';

export type GetSnippet = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, Snippet>;
export const GetSnippetToken: ServiceIdentifier<GetSnippet> = Symbol.for('quire.GetSnippet');

/** `GET /Snippets/:id`: one snippet's metadata (with its analysis), from the caller's tenant. */
export const getSnippet =
  ({ snippets }: { snippets: SnippetRepository }): GetSnippet =>
  ({ principal, id }) =>
    requireSnippet(snippets)(principal.tenantId, id);
