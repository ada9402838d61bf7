import { type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { tenantId } from '@quire/domain/ids';
import { MADE_AT_T0 } from './instants';
import { nextNumber } from './next-number';

export const arbitraryAnswerSet = (overrides: Partial<AnswerSet> = {}): AnswerSet => {
  const n = nextNumber();
  return {
    id: answerSetId(`answer-set-${n}`),
    tenantId: tenantId(`tenant-${n}`),
    name: `Matter ${n}`,
    description: '',
    data: { client_name: `Client ${n}` },
    templateIds: [],
    ...MADE_AT_T0,
    ...overrides,
  };
};
