import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../../app-error';

/** The tenant's rule with this id, else NotFound (another tenant's rule is not found either). */
export const requireRule =
  (rules: ConditionalRuleRepository) =>
  (tenantId: TenantId, id: ConditionalRuleId): TE.TaskEither<AppError, ConditionalRule> =>
    pipe(
      rules.findById(tenantId, id),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('ConditionalRule', id))),
    );
