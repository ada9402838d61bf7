import type { Alias } from '@quire/domain/library/aliases/alias';
import type { AliasId } from '@quire/domain/library/library-ids';
import type { Usage } from '@quire/domain/library/library-usage';
import type { UsageQueries } from '@quire/ports/library/usage';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireLibraryEntity } from '../require-library-entity';

/** An alias with who uses it: templates, snippets and rules (docs/api.md#every-route `GET /Aliases/:id`). */
export type AliasWithUsage = { readonly alias: Alias; readonly usage: Usage };

export type GetAlias = (input: { readonly principal: Principal; readonly id: AliasId }) => TE.TaskEither<AppError, AliasWithUsage>;

/** The alias with the templates, snippets and rules of its tenant that use it. */
export const withUsage =
  (usage: UsageQueries) =>
  (alias: Alias): TE.TaskEither<AppError, AliasWithUsage> =>
    pipe(
      usage.ofAlias(alias.tenantId, alias),
      TE.mapLeft((error): AppError => error),
      TE.map((users) => ({ alias, usage: users })),
    );

export const getAlias =
  ({ aliases, usage }: Pick<Ports, 'aliases' | 'usage'>): GetAlias =>
  ({ principal, id }) =>
    pipe(requireLibraryEntity('Alias', aliases)(principal.tenantId, id), TE.chain(withUsage(usage)));
