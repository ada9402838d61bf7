import { relationshipsPartOf, resolveRelationshipTarget, sourcePartOf } from './part-names';

describe('relationshipsPartOf', () => {
  describe('when given a part', () => {
    it.each([
      ['word/document.xml', 'word/_rels/document.xml.rels'],
      ['/word/header1.xml', 'word/_rels/header1.xml.rels'],
      ['', '_rels/.rels'],
      ['word/glossary/document.xml', 'word/glossary/_rels/document.xml.rels'],
    ])('names the .rels part of %s', (part, rels) => {
      expect(relationshipsPartOf(part)).toBe(rels);
      expect(sourcePartOf(rels)).toBe(part.replace(/^\//, ''));
    });
  });
});

describe('sourcePartOf', () => {
  describe('when the part is not a .rels part', () => {
    it('gives undefined', () => {
      expect(sourcePartOf('word/document.xml')).toBeUndefined();
    });
  });
});

describe('resolveRelationshipTarget', () => {
  describe('when the target is relative, absolute or climbs', () => {
    it.each([
      ['word/document.xml', 'media/image1.png', 'word/media/image1.png'],
      ['word/document.xml', '/word/media/image1.png', 'word/media/image1.png'],
      ['word/document.xml', '../customXml/item1.xml', 'customXml/item1.xml'],
      ['word/document.xml', './styles.xml', 'word/styles.xml'],
      ['', 'word/document.xml', 'word/document.xml'],
      ['word/document.xml', 'footnotes.xml#frag', 'word/footnotes.xml'],
    ])('resolves %s -> %s', (source, target, resolved) => {
      expect(resolveRelationshipTarget(source, target)).toBe(resolved);
    });

    it('gives undefined above the package root', () => {
      expect(resolveRelationshipTarget('word/document.xml', '../../etc/passwd')).toBeUndefined();
    });
  });
});
