import { compareSearchKeys, normaliseQuery, pageOf, searchKeyOf } from './search';

const item = (id: string, name: string) => ({ id, name });

describe('search', () => {
  describe('compareSearchKeys', () => {
    it('orders by name key, then id', () => {
      const keys = [searchKeyOf(item('2', 'b')), searchKeyOf(item('1', 'B ')), searchKeyOf(item('9', 'a'))];
      expect([...keys].sort(compareSearchKeys).map((key) => key.id)).toEqual(['9', '1', '2']);
    });
    it('orders by code point, like a binary collation (astral characters after U+FFFD)', () => {
      expect(compareSearchKeys({ nameKey: '😀', id: '1' }, { nameKey: '\uFFFD', id: '1' })).toBeGreaterThan(0);
    });
  });

  describe('normaliseQuery', () => {
    it('trims and lowercases, and an empty query is no filter', () => {
      expect(normaliseQuery('  Client ')).toBe('client');
      expect(normaliseQuery('  ')).toBeNull();
      expect(normaliseQuery(undefined)).toBeNull();
    });
  });

  describe('pageOf', () => {
    describe('when the adapter found more than the limit', () => {
      it('answers the limit and the key of the last item', () => {
        expect(pageOf([item('1', 'A'), item('2', 'B'), item('3', 'C')], 2)).toEqual({ items: [item('1', 'A'), item('2', 'B')], next: { nameKey: 'b', id: '2' } });
      });
    });
    describe('when it found at most the limit', () => {
      it('is the last page', () => {
        expect(pageOf([item('1', 'A')], 2)).toEqual({ items: [item('1', 'A')], next: null });
      });
    });
  });
});
