import { assertAliasDeletable } from '@quire/domain/alias-usage';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteAliasInput = ForcibleDeleteInput<AliasId>;
export type DeleteAlias = (input: DeleteAliasInput) => TE.TaskEither<AppError, void>;
export const DeleteAliasToken: ServiceIdentifier<DeleteAlias> = Symbol.for('quire.DeleteAlias');

/** `DELETE /Aliases/:id`: refused with AliasInUse (naming the templates, snippets and rules that use it) unless forced. */
export const deleteAlias = ({ aliases, usage }: { aliases: AliasRepository; usage: UsageQueries }): DeleteAlias =>
  deleteUnlessUsed('Alias', aliases, (alias) => usage.ofAlias(alias.tenantId, alias), assertAliasDeletable);
