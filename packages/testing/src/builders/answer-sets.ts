import { type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { arbitraryItem } from './library-item';

export const arbitraryAnswerSet = (overrides: Partial<AnswerSet> = {}): AnswerSet => {
  const { n, item } = arbitraryItem(answerSetId, 'answer-set', (n) => `Matter ${n}`);
  return { ...item, description: '', data: { client_name: `Client ${n}` }, templateIds: [], ...overrides };
};
