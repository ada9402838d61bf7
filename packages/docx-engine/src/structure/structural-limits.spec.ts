import { documentXml, hostileDocx } from '@quire/testing/hostile/hostile-docx';
import { nestedContentControls } from '@quire/testing/hostile/nested-content-controls';
import { nestedElements } from '@quire/testing/hostile/nested-elements';
import { nestedTables } from '@quire/testing/hostile/nested-tables';
import { tagsAcrossParagraphs, tagsInOneParagraph } from '@quire/testing/hostile/tag-dense';
import type { DocxLimits } from '../package/docx-limits';
import { compileTemplate } from '../compile/compile-template';

const refusalOf = (bytes: Uint8Array, limits?: Partial<DocxLimits>) => {
  const compiled = compileTemplate(bytes, limits === undefined ? {} : { limits });
  return compiled.ok ? undefined : compiled.error;
};

describe('structural limits (ADR 0043)', () => {
  describe('content controls nested in one another', () => {
    it('compiles 64 levels, the default limit', () => {
      expect(refusalOf(nestedContentControls(64))).toBeUndefined();
    });

    it('refuses 65 levels as too_deeply_nested_controls, naming the part, the limit and where', () => {
      expect(refusalOf(nestedContentControls(65))).toEqual({
        code: 'too_deeply_nested_controls',
        entry: 'word/document.xml',
        message: expect.stringMatching(/^The part word\/document\.xml nests content controls more than 64 deep, the limit \(line 1, column \d+\)\./),
      });
    });

    it('refuses 10,000 levels the same way, without reading past the limit', () => {
      expect(refusalOf(nestedContentControls(10_000))?.code).toBe('too_deeply_nested_controls');
    });

    it('takes its limit from the options', () => {
      expect(refusalOf(nestedContentControls(65), { maxControlNesting: 100 })).toBeUndefined();
      expect(refusalOf(nestedContentControls(10), { maxControlNesting: 9 })?.code).toBe('too_deeply_nested_controls');
    });
  });

  describe('elements nested in one another', () => {
    it('compiles a part 256 elements deep and refuses one deeper as too_deeply_nested_xml', () => {
      // document, body, p, r, rPr, then the nested elements.
      expect(refusalOf(nestedElements(251))).toBeUndefined();
      expect(refusalOf(nestedElements(252))).toMatchObject({ code: 'too_deeply_nested_xml', message: expect.stringContaining('nests elements more than 256 deep') });
    });

    it('takes its limit from the options', () => {
      expect(refusalOf(nestedElements(300), { maxXmlDepth: 400 })).toBeUndefined();
    });
  });

  describe('tables nested in one another', () => {
    it('compiles 16 levels and refuses 17 as too_deeply_nested_tables', () => {
      expect(refusalOf(nestedTables(16))).toBeUndefined();
      expect(refusalOf(nestedTables(17))).toMatchObject({ code: 'too_deeply_nested_tables', message: expect.stringContaining('nests tables more than 16 deep') });
    });

    it('takes its limit from the options', () => {
      expect(refusalOf(nestedTables(17), { maxTableNesting: 17 })).toBeUndefined();
      expect(refusalOf(nestedTables(3), { maxTableNesting: 2 })?.code).toBe('too_deeply_nested_tables');
    });
  });

  describe('tags in one part', () => {
    it('compiles as many tags as the limit and refuses one more as too_many_tags', () => {
      expect(refusalOf(tagsAcrossParagraphs(50, 5), { maxTagsPerPart: 50 })).toBeUndefined();
      expect(refusalOf(tagsAcrossParagraphs(51, 5), { maxTagsPerPart: 50 })).toMatchObject({
        code: 'too_many_tags',
        message: expect.stringContaining('holds more than 50 tags, the limit for one part'),
      });
    });

    it('counts a tag whose braces are split over two runs', () => {
      const split = '<w:r><w:t>{</w:t></w:r><w:r><w:t>{name}}</w:t></w:r>';
      const bytes = hostileDocx({ documentXml: documentXml(`<w:p>${split.repeat(3)}</w:p>`) });
      expect(refusalOf(bytes, { maxTagsPerPart: 3 })).toBeUndefined();
      expect(refusalOf(bytes, { maxTagsPerPart: 2 })?.code).toBe('too_many_tags');
    });

    it('compiles more tags than a function call takes arguments when the limit allows them (no push(...spread))', () => {
      const compiled = compileTemplate(tagsAcrossParagraphs(130_000, 100), { limits: { maxTagsPerPart: 200_000 } });
      expect(compiled.ok && compiled.value.uses.length).toBe(130_000);
    });

    it('counts the tag openings in the bytes, before the part is decoded or scanned', () => {
      // Past the tags, bytes that are not UTF-8: decoding would refuse them as invalid_xml_encoding.
      const xml = Buffer.concat([Buffer.from(documentXml(`<w:p><w:r><w:t>${'{{a}}'.repeat(4)}</w:t></w:r></w:p>`)), Buffer.from([0xff, 0xfe, 0xfd])]);
      const bytes = hostileDocx({ documentXml: xml });
      expect(refusalOf(bytes, { maxTagsPerPart: 3 })).toEqual({
        code: 'too_many_tags',
        entry: 'word/document.xml',
        message: 'The part word/document.xml holds more than 3 tags, the limit for one part. Split the document into smaller ones.',
      });
      expect(refusalOf(bytes, { maxTagsPerPart: 4 })?.code).toBe('invalid_xml_encoding');
    });

    it('refuses 2.5 million tags (about 100 MB of XML) by their count in the bytes', () => {
      expect(refusalOf(tagsAcrossParagraphs(2_500_000, 25_000))?.message).toMatch(/^The part word\/document\.xml holds more than 100000 tags, the limit for one part\. /);
    });

    it('refuses 150,000 tags in one paragraph at the default limit', () => {
      expect(refusalOf(tagsInOneParagraph(150_000))?.code).toBe('too_many_tags');
    });
  });
});
