import type { SnippetId } from '@quire/domain/library-ids';
import { assertSnippetDeletable } from '@quire/domain/snippet-usage';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteSnippetInput = ForcibleDeleteInput<SnippetId>;
export type DeleteSnippet = (input: DeleteSnippetInput) => TE.TaskEither<AppError, void>;
export const DeleteSnippetToken: ServiceIdentifier<DeleteSnippet> = Symbol.for('quire.DeleteSnippet');

/**
 * `DELETE /Snippets/:id`: refused with SnippetInUse (naming the templates and snippets that insert
 * it) unless forced. The blob stays until the sweep finds nothing pointing at it.
 */
export const deleteSnippet = ({ snippets, usage }: { snippets: SnippetRepository; usage: UsageQueries }): DeleteSnippet =>
  deleteUnlessUsed('Snippet', snippets, (snippet) => usage.ofSnippet(snippet.tenantId, snippet), assertSnippetDeletable);
