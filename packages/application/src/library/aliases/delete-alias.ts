import { assertAliasDeletable } from '@quire/domain/library/aliases/alias-usage';
import type { AliasId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteAliasInput = ForcibleDeleteInput<AliasId>;
export type DeleteAlias = (input: DeleteAliasInput) => TE.TaskEither<AppError, void>;

/** `DELETE /Aliases/:id`: refused with AliasInUse (naming the templates, snippets and rules that use it) unless forced. */
export const deleteAlias = ({ aliases, usage }: Pick<Ports, 'aliases' | 'usage'>): DeleteAlias =>
  deleteUnlessUsed('Alias', aliases, (alias) => usage.ofAlias(alias.tenantId, alias), assertAliasDeletable);
