import { assertRuleDeletable } from '@quire/domain/library/rules/conditional-rule-usage';
import type { ConditionalRuleId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { deleteUnlessUsed, type ForcibleDeleteInput } from '../delete-library-entity';

export type DeleteRuleInput = ForcibleDeleteInput<ConditionalRuleId>;
export type DeleteRule = (input: DeleteRuleInput) => TE.TaskEither<AppError, void>;

/** `DELETE /NamedRanges/:id`: refused with RuleInUse (naming the templates and snippets that use it) unless forced. */
export const deleteRule = ({ rules, usage }: Pick<Ports, 'rules' | 'usage'>): DeleteRule =>
  deleteUnlessUsed('ConditionalRule', rules, (rule) => usage.ofRule(rule.tenantId, rule), assertRuleDeletable);
