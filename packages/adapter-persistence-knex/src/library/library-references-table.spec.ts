import { tenantId } from '@quire/domain/ids';
import { referenceRows } from './library-references-table';

describe('referenceRows', () => {
  const tenant = tenantId('t1');

  it('numbers the names in the order References lists them, with their roles and keys', () => {
    const rows = referenceRows(tenant, 'snippet', 's1', { fields: ['Client_Name'], conditions: ['is_married'], repeats: ['children'], snippets: ['Footer'] });
    expect(rows.map(({ position, role, name, name_key }) => [position, role, name, name_key])).toEqual([
      [0, 'field', 'Client_Name', 'client_name'],
      [1, 'condition', 'is_married', 'is_married'],
      [2, 'repeat', 'children', 'children'],
      [3, 'snippet', 'Footer', 'footer'],
    ]);
    expect(rows[0]).toMatchObject({ tenant_id: 't1', owner_kind: 'snippet', owner_id: 's1' });
  });

  describe('when a written name is longer than any alias, rule or snippet name can be', () => {
    it('leaves it out, numbering the rest without a gap', () => {
      const rows = referenceRows(tenant, 'template', 'x', { fields: ['a'.repeat(256), 'kept'], conditions: [], repeats: [], snippets: [] });
      expect(rows.map(({ position, name }) => [position, name])).toEqual([[0, 'kept']]);
    });
  });
});
