import { decodeXmlTextWithOffsets } from './xml-text';

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
