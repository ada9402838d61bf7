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
      expect(scanTags('{single} and {#loop}{/loop}')).toEqual({ tags: [], problems: [], escapes: [] });
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

describe('scanTags with literal braces', () => {
  describe('when braces are escaped with a backslash', () => {
    it('reads no tag in \\{{name}}, and drops only the backslash', () => {
      expect(scanTags('Write \\{{name}} to fill a name.')).toEqual({ tags: [], problems: [], escapes: [6] });
    });

    it('reads \\}} as literal closing braces, and a tag after them', () => {
      expect(scanTags('set \\{{ a \\}} then {{b}}')).toEqual({ tags: [{ start: 19, end: 24, inner: 'b' }], problems: [], escapes: [4, 10] });
      expect(scanTags('only \\}} here')).toEqual({ tags: [], problems: [], escapes: [5] });
    });

    it('keeps a lone escaped {{ literal and still reads the tag after it', () => {
      expect(scanTags('\\{{ and {{name}}')).toEqual({ tags: [{ start: 8, end: 16, inner: 'name' }], problems: [], escapes: [0] });
    });
  });

  describe('when a backslash is written twice before a tag', () => {
    it('reads the tag, one backslash staying', () => {
      expect(scanTags('C:\\\\{{folder}}')).toEqual({ tags: [{ start: 4, end: 14, inner: 'folder' }], problems: [], escapes: [3] });
      expect(scanTags('\\\\\\{{x}}')).toEqual({ tags: [], problems: [], escapes: [0, 2] });
    });
  });
});
