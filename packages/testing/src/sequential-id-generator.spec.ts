import { SequentialIdGenerator } from './sequential-id-generator';

describe('SequentialIdGenerator', () => {
  it('answers new ids in creation order, also as text', () => {
    const ids = new SequentialIdGenerator('t');
    const made = Array.from({ length: 12 }, () => ids.next());
    expect(new Set(made).size).toBe(12);
    expect([...made].sort()).toEqual(made);
    expect(made[0]).toBe('t-000001');
  });
});
