import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireRule } from './require-rule';

export type GetRule = (input: { readonly principal: Principal; readonly id: ConditionalRuleId }) => TE.TaskEither<AppError, ConditionalRule>;
export const GetRuleToken: ServiceIdentifier<GetRule> = Symbol.for('quire.GetRule');

/** `GET /NamedRanges/:id`: one rule of the caller's tenant. */
export const getRule =
  ({ rules }: { rules: ConditionalRuleRepository }): GetRule =>
  ({ principal, id }) =>
    requireRule(rules)(principal.tenantId, id);
