import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { ServiceIdentifier } from 'inversify';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetRule = GetLibraryEntity<ConditionalRuleId, ConditionalRule>;
export const GetRuleToken: ServiceIdentifier<GetRule> = Symbol.for('quire.GetRule');

/** `GET /NamedRanges/:id`: one rule of the caller's tenant. */
export const getRule = ({ rules }: { rules: ConditionalRuleRepository }): GetRule => getLibraryEntity('ConditionalRule', rules);
