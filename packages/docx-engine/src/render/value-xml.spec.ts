import { plainTextXml, runTextXml } from './value-xml';

describe('runTextXml', () => {
  describe('when the text is plain', () => {
    it('returns it as is', () => {
      expect(runTextXml('Ann Smith')).toBe('Ann Smith');
    });
  });

  describe('when the text holds markup characters, breaks, tabs and forbidden characters', () => {
    it('escapes, turns breaks and tabs into elements, and drops what XML forbids', () => {
      expect(runTextXml('a<b>&c\r\nd\te\u0000\ud800')).toBe(
        'a&lt;b&gt;&amp;c</w:t><w:br/><w:t xml:space="preserve">d</w:t><w:tab/><w:t xml:space="preserve">e',
      );
    });
  });
});

describe('plainTextXml', () => {
  describe('when the text has line breaks', () => {
    it('turns them into spaces', () => {
      expect(plainTextXml('a\nb\tc & d')).toBe('a b c &amp; d');
    });
  });
});
