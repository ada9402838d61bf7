import { decodeXmlTextWithOffsets, escapeXmlText } from './xml-text';

describe('decodeXmlTextWithOffsets', () => {
  describe('when the text holds entities', () => {
    it('maps each decoded character to where it starts in the raw text', () => {
      expect(decodeXmlTextWithOffsets('a&amp;b&#x41;')).toEqual({ text: 'a&bA', rawOffsets: [0, 1, 6, 7, 13] });
    });
  });

  describe('when a bare "&" comes before an entity', () => {
    it('keeps the "&" as a character and decodes the entity on its own', () => {
      expect(decodeXmlTextWithOffsets('x & y&lt;')).toEqual({ text: 'x & y<', rawOffsets: [0, 1, 2, 3, 4, 5, 9] });
    });
  });
});

describe('escapeXmlText', () => {
  it('escapes &, < and > wherever they are, and leaves other text as it is', () => {
    expect(escapeXmlText('Smith & Jones <Ltd> > 3 & 4')).toBe('Smith &amp; Jones &lt;Ltd&gt; &gt; 3 &amp; 4');
    expect(escapeXmlText('&')).toBe('&amp;');
    expect(escapeXmlText('plain “quotes” and ’apostrophes’')).toBe('plain “quotes” and ’apostrophes’');
  });

  it('drops what XML forbids (controls, lone surrogates, U+FFFE) and keeps tabs, new lines and whole surrogate pairs', () => {
    expect(escapeXmlText('a\u0000b\u0008c\td\ne\u000b&\ufffe')).toBe('abc\td\ne&amp;');
    expect(escapeXmlText('😀 & \ud800x\udc00')).toBe('😀 &amp; x');
  });
});
