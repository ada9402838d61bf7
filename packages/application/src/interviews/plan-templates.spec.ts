import { arbitraryAlias } from '@quire/testing/builders/library';
import type { PlannedQuestion } from '@quire/ports/documents/interview-planner';
import { questionOf } from './plan-templates';

const planned = (alias: string, more: Partial<PlannedQuestion> = {}): PlannedQuestion => ({ alias, known: false, required: false, onlyTested: false, multiline: false, ...more });

describe('questionOf: the kind of answer a question asks', () => {
  const aliases = [arbitraryAlias({ name: 'client_address', type: 'text', label: 'Client address' }), arbitraryAlias({ name: 'retainer', type: 'currency', label: 'Retainer' })];
  const ask = questionOf((name) => aliases.find((alias) => alias.name === name));

  it('asks a name that is no alias and only tested in conditions as yes or no, never as text (where "no" would hold)', () => {
    expect(ask(planned('conflict_waiver', { onlyTested: true })).type).toBe('boolean');
    expect(ask(planned('nickname')).type).toBe('text');
    expect(ask(planned('fee_stages', { itemFields: [planned('stage')] })).type).toBe('list');
  });

  it("keeps an alias's own type, even when it is only tested", () => {
    expect(ask(planned('retainer', { known: true, onlyTested: true })).type).toBe('currency');
  });

  it('marks text printed only on lines of its own as multiline, and nothing else', () => {
    expect(ask(planned('client_address', { known: true, multiline: true }))).toMatchObject({ type: 'text', label: 'Client address', multiline: true });
    expect(ask(planned('nickname'))).not.toHaveProperty('multiline');
    expect(ask(planned('retainer', { known: true, multiline: true }))).not.toHaveProperty('multiline');
  });

  it('asks the item fields of a list the same way', () => {
    const list = ask(planned('fee_stages', { itemFields: [planned('waived', { onlyTested: true }), planned('notes', { multiline: true })] }));
    expect(list.itemFields?.map((field) => [field.alias, field.type, field.multiline ?? false])).toEqual([
      ['waived', 'boolean', false],
      ['notes', 'text', true],
    ]);
  });
});
