import { joinList } from './join-list';

describe('joinList', () => {
  describe('when there are several items', () => {
    it('puts the last separator before the last item', () => {
      expect(joinList(['A', 'B', 'C', 'D'], ', ', ', and ')).toBe('A, B, C, and D');
      expect(joinList(['A', 'B'], ', ', ' or ')).toBe('A or B');
    });
  });

  describe('when there are fewer than two items', () => {
    it('answers the item or nothing', () => {
      expect(joinList(['A'], ', ', ' and ')).toBe('A');
      expect(joinList([], ', ', ' and ')).toBe('');
    });
  });
});
