import type { SnippetId } from '@quire/domain/library-ids';
import type { Snippet } from '@quire/domain/snippet';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { ServiceIdentifier } from 'inversify';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetSnippet = GetLibraryEntity<SnippetId, Snippet>;
export const GetSnippetToken: ServiceIdentifier<GetSnippet> = Symbol.for('quire.GetSnippet');

/** `GET /Snippets/:id`: one snippet's metadata (with its analysis), from the caller's tenant. */
export const getSnippet = ({ snippets }: { snippets: SnippetRepository }): GetSnippet => getLibraryEntity('Snippet', snippets);
