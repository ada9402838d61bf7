import { type ConditionalRule, type RulePatch, updateConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import { assertRuleChangeAllowed } from '@quire/domain/library/rules/conditional-rule-usage';
import type { ConditionalRuleId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import { nameFree } from '../name-free';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import type { RuleFieldsInput } from './create-rule';
import { parseRuleExpression } from '../rule-expression-input';
import { ruleVocabulary } from './rule-vocabulary';

export type UpdateRuleInput = VersionedInput<ConditionalRuleId> & {
  /** The fields given replace the stored ones; null clears. */
  readonly patch: Partial<RuleFieldsInput>;
  /** `?force=true`: rename or change the kind even while templates or snippets use the rule (ADR 0010). */
  readonly force: boolean;
};
export type UpdateRule = (input: UpdateRuleInput) => TE.TaskEither<AppError, ConditionalRule>;

type UpdateRuleDeps = Pick<Ports, 'rules' | 'aliases' | 'usage' | 'ruleLanguage' | 'clock'>;

/**
 * `PUT /NamedRanges/:id`: the patch is merged and everything re-checked (expression, names read,
 * field rules). Renaming a used rule or changing its kind is RuleInUse unless forced; a new name
 * must be free. An update that changes nothing answers the rule as it is (same version).
 */
export const updateRule = ({ rules, aliases, usage, ruleLanguage, clock }: UpdateRuleDeps): UpdateRule =>
  updateLibraryEntity(
    'ConditionalRule',
    rules,
    (before, { patch }: UpdateRuleInput) =>
      pipe(
        TE.fromEither(parseRuleExpression(ruleLanguage)(patch.expression)),
        TE.map((expression) => toRulePatch(patch, expression)),
        TE.bindTo('domainPatch'),
        TE.bind('vocabulary', ({ domainPatch }) =>
          ruleVocabulary(aliases)(before.tenantId, before, { expression: domainPatch.expression ?? null, repeatOver: domainPatch.repeatOver ?? null }),
        ),
        TE.bind('now', () => currentTime(clock)),
        TE.chainEitherKW(({ domainPatch, vocabulary, now }) => updateConditionalRule(before, domainPatch, vocabulary, now)),
        TE.map((after) => ({ after })),
      ),
    (before, { after }, { force }) =>
      pipe(
        usage.ofRule(before.tenantId, before),
        TE.mapLeft((error): AppError => error),
        TE.chainEitherKW((users) => assertRuleChangeAllowed(before, after, users, force)),
        TE.chain(nameFree('ConditionalRule', rules)),
        TE.chain((changed) => pipe(rules.update(changed), TE.mapLeft(fromLibraryWriteError('ConditionalRule')))),
      ),
  );

const toRulePatch = (patch: Partial<RuleFieldsInput>, expression: RulePatch['expression']): RulePatch => ({
  ...(patch.name === undefined ? {} : { name: patch.name }),
  ...(patch.kind === undefined ? {} : { kind: patch.kind }),
  ...(patch.description === undefined ? {} : { description: patch.description }),
  ...(expression === undefined ? {} : { expression }),
  ...(patch.repeatOver === undefined ? {} : { repeatOver: patch.repeatOver }),
});
