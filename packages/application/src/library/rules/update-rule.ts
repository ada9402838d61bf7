import { type ConditionalRule, type RulePatch, updateConditionalRule } from '@quire/domain/conditional-rule';
import { assertRuleChangeAllowed } from '@quire/domain/conditional-rule-usage';
import { assertVersion } from '@quire/domain/library-entity';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { Clock } from '@quire/ports/platform/clock';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { RuleLanguage } from '@quire/ports/library/rule-language';
import type { UsageQueries } from '@quire/ports/library/usage';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { RuleFieldsInput } from './create-rule';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireRule } from './require-rule';
import { parseRuleExpression } from './rule-expression-input';
import { ruleNameFree } from './rule-name-free';
import { ruleVocabulary } from './rule-vocabulary';

export type UpdateRuleInput = {
  readonly principal: Principal;
  readonly id: ConditionalRuleId;
  /** The fields given replace the stored ones; null clears. */
  readonly patch: Partial<RuleFieldsInput>;
  readonly expectedVersions: ReadonlyArray<number> | null;
  /** `?force=true`: rename or change the kind even while templates or snippets use the rule (ADR 0010). */
  readonly force: boolean;
};
export type UpdateRule = (input: UpdateRuleInput) => TE.TaskEither<AppError, ConditionalRule>;
export const UpdateRuleToken: ServiceIdentifier<UpdateRule> = Symbol.for('quire.UpdateRule');

/**
 * `PUT /NamedRanges/:id`: the patch is merged and everything re-checked (expression, names read,
 * field rules). Renaming a used rule or changing its kind is RuleInUse unless forced; a new name
 * must be free. An update that changes nothing answers the rule as it is (same version).
 */
export const updateRule =
  ({ rules, aliases, usage, ruleLanguage, clock }: { rules: ConditionalRuleRepository; aliases: AliasRepository; usage: UsageQueries; ruleLanguage: RuleLanguage; clock: Clock }): UpdateRule =>
  ({ principal, id, patch, expectedVersions, force }) =>
    pipe(
      requireRule(rules)(principal.tenantId, id),
      TE.chainEitherKW((rule) => assertVersion('ConditionalRule', rule, expectedVersions)),
      TE.bindTo('before'),
      TE.bindW('expression', () => TE.fromEither(parseRuleExpression(ruleLanguage)(patch.expression))),
      TE.bindW('domainPatch', ({ expression }) => TE.right(toRulePatch(patch, expression))),
      TE.bindW('vocabulary', ({ before, domainPatch }) =>
        ruleVocabulary(aliases)(principal.tenantId, before, { expression: domainPatch.expression ?? null, repeatOver: domainPatch.repeatOver ?? null }),
      ),
      TE.bindW('now', () => currentTime(clock)),
      TE.bindW('after', ({ before, domainPatch, vocabulary, now }) => TE.fromEither(updateConditionalRule(before, domainPatch, vocabulary, now))),
      TE.chain(({ before, after }): TE.TaskEither<AppError, ConditionalRule> =>
        after === before
          ? TE.right(before)
          : pipe(
              usage.ofRule(principal.tenantId, before),
              TE.mapLeft((error): AppError => error),
              TE.chainEitherKW((users) => assertRuleChangeAllowed(before, after, users, force)),
              TE.chain(ruleNameFree(rules)),
              TE.chainFirst((changed) => pipe(rules.update(changed), TE.mapLeft(fromLibraryWriteError('ConditionalRule')))),
            ),
      ),
    );

const toRulePatch = (patch: Partial<RuleFieldsInput>, expression: RulePatch['expression']): RulePatch => ({
  ...(patch.name === undefined ? {} : { name: patch.name }),
  ...(patch.kind === undefined ? {} : { kind: patch.kind }),
  ...(patch.description === undefined ? {} : { description: patch.description }),
  ...(expression === undefined ? {} : { expression }),
  ...(patch.repeatOver === undefined ? {} : { repeatOver: patch.repeatOver }),
});
