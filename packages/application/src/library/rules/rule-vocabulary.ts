import type { AliasTerm } from '@quire/domain/conditional-rule-references';
import { ruleLookupKeys } from '@quire/domain/conditional-rule-references';
import type { TenantId } from '@quire/domain/ids';
import type { RuleExpression } from '@quire/domain/rule-expression';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';

type Reads = { readonly expression: RuleExpression | null; readonly repeatOver: string | null };

/** The tenant's aliases a rule might name (looked up by the keys of every name it reads), for `resolveRuleReferences`. */
export const ruleVocabulary =
  (aliases: AliasRepository) =>
  (tenantId: TenantId, ...reads: ReadonlyArray<Reads>): TE.TaskEither<AppError, ReadonlyArray<AliasTerm>> =>
    pipe(
      aliases.findByNameKeys(tenantId, [...new Set(reads.flatMap(ruleLookupKeys))]),
      TE.mapLeft((error): AppError => error),
    );
