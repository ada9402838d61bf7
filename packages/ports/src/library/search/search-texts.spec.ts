import { matchesQuery, searchTextOf, tagKeysOf } from './search-texts';

describe('search texts', () => {
  describe('matchesQuery', () => {
    it('finds a lowercased substring in any of the texts', () => {
      expect(matchesQuery('ient na', ['Client Name', 'other'])).toBe(true);
      expect(matchesQuery('other', ['Client Name', 'OTHER'])).toBe(true);
      expect(matchesQuery('xyz', ['Client Name'])).toBe(false);
    });
    it('never matches across two texts', () => {
      expect(matchesQuery('ab', ['a', 'b'])).toBe(false);
      expect(matchesQuery('a\u0001b', ['a', 'b'])).toBe(false);
    });
    it('matches everything without a query', () => {
      expect(matchesQuery(null, [])).toBe(true);
    });
  });
  it('searchTextOf lowercases and joins', () => {
    expect(searchTextOf(['A', 'b'])).toBe('a\u0001b');
  });
  it('tagKeysOf frames lowercased keys with newlines', () => {
    expect(tagKeysOf(['NDA', ' Urgent'])).toBe('\nnda\nurgent\n');
    expect(tagKeysOf([])).toBe('');
  });
});
