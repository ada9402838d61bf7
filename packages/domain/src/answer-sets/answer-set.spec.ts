import * as E from 'fp-ts/Either';
import { tenantId } from '../ids';
import { ANSWER_SET_DATA_MAX, MAX_ANSWER_SETS_PER_TENANT, answerSetId, assertRoomForAnswerSet, createAnswerSet, updateAnswerSet } from './answer-set';

const now = new Date('2026-01-02T03:04:05.000Z');
const later = new Date('2026-01-03T03:04:05.000Z');
const base = { id: answerSetId('a-1'), tenantId: tenantId('t-1'), now };

const created = () => {
  const set = createAnswerSet({ ...base, name: ' Smith ', data: { client_name: 'Ada' }, templateIds: ['t-2', 't-1', 't-2'] });
  if (E.isLeft(set)) throw new Error('refused');
  return set.right;
};

describe('answer sets', () => {
  it('trims the name, keeps each template once in order, starts at version 1', () => {
    expect(created()).toMatchObject({ name: 'Smith', description: '', data: { client_name: 'Ada' }, templateIds: ['t-2', 't-1'], version: 1, createdAt: now, updatedAt: now });
  });

  it('refuses every bad field at once: an empty name, too many templates, answers too large', () => {
    const refused = createAnswerSet({ ...base, name: ' ', templateIds: Array.from({ length: 51 }, (_, n) => `t${n}`), data: { text: 'x'.repeat(ANSWER_SET_DATA_MAX) } });
    expect(E.isLeft(refused) && refused.left.problems.map((problem) => ('field' in problem ? problem.field : ''))).toEqual(['name', 'data', 'templateIds']);
  });

  it('changes the version only when something changes; data is replaced whole', () => {
    const set = created();
    expect(updateAnswerSet(set, { name: 'Smith' }, later)).toEqual(E.right(set));
    const changed = updateAnswerSet(set, { data: { fee: 10 } }, later);
    expect(E.isRight(changed) && changed.right).toMatchObject({ data: { fee: 10 }, version: 2, updatedAt: later, createdAt: now });
  });

  it('leaves room for MAX_ANSWER_SETS_PER_TENANT sets and no more', () => {
    expect(E.isRight(assertRoomForAnswerSet(MAX_ANSWER_SETS_PER_TENANT - 1))).toBe(true);
    expect(E.isLeft(assertRoomForAnswerSet(MAX_ANSWER_SETS_PER_TENANT))).toBe(true);
  });
});
