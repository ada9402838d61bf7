import { assertRuleDeletable } from '@quire/domain/conditional-rule-usage';
import { assertVersion } from '@quire/domain/library-entity';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireRule } from './require-rule';

export type DeleteRuleInput = {
  readonly principal: Principal;
  readonly id: ConditionalRuleId;
  readonly expectedVersions: ReadonlyArray<number> | null;
  /** `?force=true`: delete even while templates or snippets name it. */
  readonly force: boolean;
};
export type DeleteRule = (input: DeleteRuleInput) => TE.TaskEither<AppError, void>;
export const DeleteRuleToken: ServiceIdentifier<DeleteRule> = Symbol.for('quire.DeleteRule');

/** `DELETE /NamedRanges/:id`: refused with RuleInUse (naming the templates and snippets that use it) unless forced. */
export const deleteRule =
  ({ rules, usage }: { rules: ConditionalRuleRepository; usage: UsageQueries }): DeleteRule =>
  ({ principal, id, expectedVersions, force }) =>
    pipe(
      requireRule(rules)(principal.tenantId, id),
      TE.chainEitherKW((rule) => assertVersion('ConditionalRule', rule, expectedVersions)),
      TE.chainFirst((rule) =>
        pipe(
          usage.ofRule(principal.tenantId, rule),
          TE.mapLeft((error): AppError => error),
          TE.chainEitherKW((users) => assertRuleDeletable(rule, users, force)),
        ),
      ),
      TE.chain((rule) => pipe(rules.delete(principal.tenantId, rule.id, rule.version), TE.mapLeft(fromLibraryWriteError('ConditionalRule')))),
    );
