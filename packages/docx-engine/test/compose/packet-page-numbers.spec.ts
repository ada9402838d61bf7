import { mergeDocuments } from '../../src/compose/merge-documents';
import { countingTo, restartingPageNumbers, withEndBookmark } from '../../src/compose/packet-page-numbers';
import { openDocx } from '../../src/package/open-docx';
import { idProblems } from '../support/assert-unique-ids';
import { pagedForm } from './support/paged-forms';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';

const merged = (documents: readonly Uint8Array[]): { part: (name: string) => string; names: readonly string[]; bytes: Uint8Array } => {
  const result = mergeDocuments(documents);
  if (!result.ok) throw new Error(result.error.message);
  const opened = openDocx(result.value);
  if (!opened.ok) throw new Error(opened.error.code);
  return { part: (name) => opened.value.text(name), names: opened.value.names, bytes: result.value };
};

describe('page numbers in a merged packet', () => {
  describe('when forms with "Page X of Y" footers are merged', () => {
    const packet = merged([pagedForm('A', 2), pagedForm('B', 3, { simpleFields: true }), pagedForm('C', 1)]);
    const document = packet.part('word/document.xml');
    const footers = packet.names.filter((name) => /^word\/footer\w*\.xml$/.test(name)).map((name) => packet.part(name));

    it('restarts page numbering at the first section of every form after the first', () => {
      const sections = document.match(/<w:sectPr>[\s\S]*?<\/w:sectPr>/g) ?? [];
      expect(sections).toHaveLength(3);
      expect(sections.map((section) => section.includes('<w:pgNumType w:start="1"/>'))).toEqual([false, true, true]);
      // In the schema's order: after the page margins.
      expect(sections[1]).toMatch(/<w:pgMar [^>]*\/><w:pgNumType w:start="1"\/><\/w:sectPr>/);
    });

    it('makes each form count its own pages: its NUMPAGES counts to a bookmark at its end', () => {
      expect(footers.map((footer) => /PAGEREF (\w+)/.exec(footer)?.[1]).sort()).toEqual(['_QuireForm1End', '_QuireForm2End', '_QuireForm3End']);
      expect(footers.join('')).not.toContain('NUMPAGES');
      expect(footers.join('')).toContain('w:instr=" PAGEREF _QuireForm2End   \\* MERGEFORMAT "');
      for (const form of [1, 2, 3]) expect(document.match(new RegExp(`w:name="_QuireForm${form}End"`, 'g'))).toHaveLength(1);
      // Each bookmark is in its form's last paragraph.
      expect(document).toMatch(/A body, page 2<\/w:t><\/w:r><w:bookmarkStart w:id="\d+" w:name="_QuireForm1End"\/>/);
      expect(document).toMatch(/C body, page 1<\/w:t><\/w:r><w:bookmarkStart w:id="\d+" w:name="_QuireForm3End"\/>/);
    });

    it('keeps ids unique', () => {
      expect(idProblems(packet.bytes)).toEqual([]);
    });
  });

  describe('when one document is "merged"', () => {
    it('leaves its fields alone', () => {
      const single = merged([pagedForm('A', 2)]);
      expect(single.part('word/footer1.xml')).toContain('NUMPAGES');
      expect(single.part('word/document.xml')).not.toContain('_QuireForm');
    });
  });

  describe('when a form has no page count', () => {
    it('gets no bookmark, but still numbers its pages from 1', () => {
      const plain = merged([minimalDocx(paragraphXml('A')), pagedForm('B', 1), minimalDocx(paragraphXml('C'))]).part('word/document.xml');
      expect(plain.match(/w:name="_QuireForm\dEnd"/g)).toEqual(['w:name="_QuireForm2End"']);
      expect(plain.match(/<w:pgNumType w:start="1"\/>/g)).toHaveLength(2);
    });
  });
});

describe('packet page numbers, piece by piece', () => {
  it('turns NUMPAGES in complex and simple fields into PAGEREF, keeping switches, and nothing else', () => {
    const xml = '<w:instrText xml:space="preserve"> NUMPAGES \\* roman </w:instrText><w:fldSimple w:instr="NUMPAGES"/><w:t>NUMPAGES</w:t><w:instrText> PAGE </w:instrText>';
    expect(countingTo(xml, '_End')).toEqual({
      xml: '<w:instrText xml:space="preserve"> PAGEREF _End \\* roman </w:instrText><w:fldSimple w:instr="PAGEREF _End"/><w:t>NUMPAGES</w:t><w:instrText> PAGE </w:instrText>',
      changed: true,
    });
    expect(countingTo('<w:instrText> PAGE </w:instrText>', '_End').changed).toBe(false);
  });

  it('restarts numbering at 1 where the schema wants it, keeping an author\'s own start and format', () => {
    expect(restartingPageNumbers('<w:sectPr><w:pgSz w:w="1"/><w:cols w:space="720"/></w:sectPr>')).toBe('<w:sectPr><w:pgSz w:w="1"/><w:pgNumType w:start="1"/><w:cols w:space="720"/></w:sectPr>');
    expect(restartingPageNumbers('<w:sectPr><w:pgNumType w:fmt="lowerRoman"/></w:sectPr>')).toBe('<w:sectPr><w:pgNumType w:fmt="lowerRoman" w:start="1"/></w:sectPr>');
    expect(restartingPageNumbers('<w:sectPr><w:pgNumType w:start="5"/></w:sectPr>')).toBe('<w:sectPr><w:pgNumType w:start="5"/></w:sectPr>');
  });

  it('puts the end bookmark in the last paragraph, or after the content when there is none', () => {
    expect(withEndBookmark('<w:p>a</w:p><w:p>b</w:p>', 7, '_E')).toBe('<w:p>a</w:p><w:p>b<w:bookmarkStart w:id="7" w:name="_E"/><w:bookmarkEnd w:id="7"/></w:p>');
    expect(withEndBookmark('', 7, '_E')).toBe('<w:bookmarkStart w:id="7" w:name="_E"/><w:bookmarkEnd w:id="7"/>');
  });
});
