import { type ConditionalRule, createConditionalRule, type RuleInput } from '@quire/domain/library/rules/conditional-rule';
import { conditionalRuleId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';
import { nameFree } from '../name-free';
import { parseRuleExpression, type RuleExpressionInput } from '../rule-expression-input';
import { ruleVocabulary } from './rule-vocabulary';

export type RuleFieldsInput = Omit<RuleInput, 'expression'> & { readonly expression?: RuleExpressionInput | null };

export type CreateRule = (input: { readonly principal: Principal; readonly rule: RuleFieldsInput }) => TE.TaskEither<AppError, ConditionalRule>;

/**
 * `POST /NamedRanges`: the expression (text or JSON) is parsed into its canonical forms
 * (ExpressionInvalid with the position otherwise), every field rule is checked, every name it
 * reads must be an alias (UnknownAliases listing the others), `repeatOver` a list alias, and the
 * name free in the tenant (NameTaken).
 */
export const createRule =
  ({ rules, aliases, ruleLanguage, ids, clock }: Pick<Ports, 'rules' | 'aliases' | 'ruleLanguage' | 'ids' | 'clock'>): CreateRule =>
  ({ principal, rule }) =>
    pipe(
      TE.fromEither(parseRuleExpression(ruleLanguage)(rule.expression)),
      TE.bindTo('expression'),
      TE.bind('vocabulary', ({ expression }) => ruleVocabulary(aliases)(principal.tenantId, { expression: expression ?? null, repeatOver: rule.repeatOver ?? null })),
      TE.bind('now', () => currentTime(clock)),
      TE.chainEitherKW(({ expression, vocabulary, now }) =>
        createConditionalRule(
          {
            name: rule.name,
            kind: rule.kind,
            ...(rule.description === undefined ? {} : { description: rule.description }),
            ...(expression === undefined ? {} : { expression }),
            ...(rule.repeatOver === undefined ? {} : { repeatOver: rule.repeatOver }),
            id: conditionalRuleId(ids.next()),
            tenantId: principal.tenantId,
            now,
          },
          vocabulary,
        ),
      ),
      TE.chain(nameFree('ConditionalRule', rules)),
      TE.chainFirst((created) => pipe(rules.insert(created), TE.mapLeft((error): AppError => error))),
    );
