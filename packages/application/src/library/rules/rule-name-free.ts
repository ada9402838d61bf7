import type { ConditionalRule } from '@quire/domain/conditional-rule';
import { assertNameAvailable } from '@quire/domain/library-names';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';

/** Is the rule's name free in the tenant (NameTaken otherwise; the rule itself keeping its name is no clash)? */
export const ruleNameFree =
  (rules: ConditionalRuleRepository) =>
  (rule: ConditionalRule): TE.TaskEither<AppError, ConditionalRule> =>
    pipe(
      rules.findByName(rule.tenantId, rule.name),
      TE.mapLeft((error): AppError => error),
      TE.chainEitherKW((holder) => assertNameAvailable('ConditionalRule', rule, holder)),
    );
