import type { SnippetId } from '@quire/domain/library/library-ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { Ports } from '@quire/ports/ports';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetSnippet = GetLibraryEntity<SnippetId, Snippet>;

/** `GET /Snippets/:id`: one snippet's metadata (with its analysis), from the caller's tenant. */
export const getSnippet = ({ snippets }: Pick<Ports, 'snippets'>): GetSnippet => getLibraryEntity('Snippet', snippets);
