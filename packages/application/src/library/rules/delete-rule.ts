import { assertRuleDeletable } from '@quire/domain/conditional-rule-usage';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteRuleInput = ForcibleDeleteInput<ConditionalRuleId>;
export type DeleteRule = (input: DeleteRuleInput) => TE.TaskEither<AppError, void>;
export const DeleteRuleToken: ServiceIdentifier<DeleteRule> = Symbol.for('quire.DeleteRule');

/** `DELETE /NamedRanges/:id`: refused with RuleInUse (naming the templates and snippets that use it) unless forced. */
export const deleteRule = ({ rules, usage }: { rules: ConditionalRuleRepository; usage: UsageQueries }): DeleteRule =>
  deleteUnlessUsed('ConditionalRule', rules, (rule) => usage.ofRule(rule.tenantId, rule), assertRuleDeletable);
