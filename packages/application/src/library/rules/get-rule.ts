import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { ConditionalRuleId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetRule = GetLibraryEntity<ConditionalRuleId, ConditionalRule>;

/** `GET /NamedRanges/:id`: one rule of the caller's tenant. */
export const getRule = ({ rules }: Pick<Ports, 'rules'>): GetRule => getLibraryEntity('ConditionalRule', rules);
