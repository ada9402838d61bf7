import { suggestName } from './suggest-name';

describe('suggestName', () => {
  const names = ['upper', 'lower', 'ordinal', 'ordinal_words', 'date'];

  describe('when a candidate is at most two edits away', () => {
    it('answers the closest one', () => {
      expect(suggestName('uppr', names)).toBe('upper');
      expect(suggestName('ordinl', names)).toBe('ordinal');
      expect(suggestName('dtae', names)).toBe('date');
    });

    it('ignores case', () => {
      expect(suggestName('LOWER', names)).toBe('lower');
    });
  });

  describe('when every candidate is further away', () => {
    it('answers nothing', () => {
      expect(suggestName('currency', names)).toBeUndefined();
      expect(suggestName('', names)).toBeUndefined();
    });
  });
});
