import { highlightRunProperties } from './highlight-run-properties';

describe('highlightRunProperties', () => {
  describe('when there are no run properties', () => {
    it('makes some', () => {
      expect(highlightRunProperties('')).toBe('<w:rPr><w:highlight w:val="yellow"/></w:rPr>');
      expect(highlightRunProperties('<w:rPr/>')).toBe('<w:rPr><w:highlight w:val="yellow"/></w:rPr>');
    });
  });

  describe('when there are properties after highlight in the schema order', () => {
    it('puts the highlight before them, replacing an existing one', () => {
      expect(highlightRunProperties('<w:rPr><w:b/><w:highlight w:val="green"/><w:u w:val="single"/><w:lang w:val="en-US"/></w:rPr>')).toBe(
        '<w:rPr><w:b/><w:highlight w:val="yellow"/><w:u w:val="single"/><w:lang w:val="en-US"/></w:rPr>',
      );
    });
  });

  describe('when every property comes before highlight', () => {
    it('appends it', () => {
      expect(highlightRunProperties('<w:rPr><w:b/><w:sz w:val="20"/></w:rPr>')).toBe('<w:rPr><w:b/><w:sz w:val="20"/><w:highlight w:val="yellow"/></w:rPr>');
    });
  });
});
