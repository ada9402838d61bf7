import type { SnippetId } from '@quire/domain/library/library-ids';
import { assertSnippetDeletable } from '@quire/domain/library/snippets/snippet-usage';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteSnippetInput = ForcibleDeleteInput<SnippetId>;
export type DeleteSnippet = (input: DeleteSnippetInput) => TE.TaskEither<AppError, void>;

/**
 * `DELETE /Snippets/:id`: refused with SnippetInUse (naming the templates and snippets that insert
 * it) unless forced. The blob stays until the sweep finds nothing pointing at it.
 */
export const deleteSnippet = ({ snippets, usage }: Pick<Ports, 'snippets' | 'usage'>): DeleteSnippet =>
  deleteUnlessUsed('Snippet', snippets, (snippet) => usage.ofSnippet(snippet.tenantId, snippet), assertSnippetDeletable);
