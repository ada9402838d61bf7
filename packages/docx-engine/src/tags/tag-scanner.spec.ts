import { scanTags } from './tag-scanner';

describe('scanTags', () => {
  describe('when tags are well formed', () => {
    it('finds each with its text and position', () => {
      expect(scanTags('a {{x}} b {{ y | upper }}').tags).toEqual([
        { start: 2, end: 7, inner: 'x' },
        { start: 10, end: 25, inner: ' y | upper ' },
      ]);
    });

    it('leaves single braces alone', () => {
      expect(scanTags('{single} and {#loop}{/loop}')).toEqual({ tags: [], problems: [] });
    });
  });

  describe('when braces do not pair', () => {
    it('reports an unterminated tag, a tag cut by the next one, and stray closings, all at once', () => {
      const { tags, problems } = scanTags('}} a {{b {{c}} d {{e');
      expect(tags).toEqual([{ start: 9, end: 14, inner: 'c' }]);
      expect(problems.map((problem) => [problem.code, problem.start])).toEqual([
        ['stray_closing_braces', 0],
        ['unterminated_tag', 5],
        ['unterminated_tag', 17],
      ]);
    });
  });
});
