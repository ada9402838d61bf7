import { mergeDocuments } from '../../src/compose/merge-documents';
import { openDocx } from '../../src/package/open-docx';
import type { DocxPackage } from '../../src/package/docx-package';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { vmlShapeRun } from '../support/vml';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { paragraphTexts } from '../template/support/paragraph-texts';
import { SNIPPET_HEADING, TEMPLATE_HEADING } from './support/composition-docs';
import { LANDSCAPE_LETTER, PORTRAIT_A4, renderedPacket } from './support/packet-docs';

const opened = (bytes: Uint8Array): DocxPackage => {
  const result = openDocx(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const sections = (document: string): string[] => Array.from(document.matchAll(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g), (match) => match[0]);

describe('mergeDocuments', () => {
  describe('when three rendered documents with different page setup, headers and styles are merged', () => {
    const merged = mergeDocuments(renderedPacket({ client: 'Acme' }));
    if (!merged.ok) throw new Error(merged.error.message);
    const pkg = opened(merged.value);
    const document = pkg.text('word/document.xml');
    const headerText = (section: string, kind: 'header' | 'footer'): string => {
      const id = new RegExp(`<w:${kind}Reference w:type="default" r:id="([^"]+)"`).exec(section)?.[1];
      const part = pkg.relationships('word/document.xml').find((relationship) => relationship.id === id)?.targetPart;
      return part === undefined ? '(none)' : paragraphTexts(pkg.text(part)).join('|');
    };

    it('holds the three bodies in order', () => {
      expect(paragraphTexts(document).filter((text) => text !== '')).toEqual([
        'Letter to Acme',
        'Dear Acme, alpha body.',
        'Schedule',
        'Beta body for Acme.',
        'Gamma notice.',
        'Gamma first',
        'Gamma second',
      ]);
    });

    it('gives each document its own section, page size and orientation, the others starting on a new page', () => {
      const found = sections(document);
      expect(found).toHaveLength(3);
      expect(found[0]).toContain('<w:pgSz w:w="12240" w:h="15840"/>');
      expect(found[1]).toContain(LANDSCAPE_LETTER);
      expect(found[2]).toContain(PORTRAIT_A4);
      expect(found[1]).toContain('<w:type w:val="nextPage"/>');
      expect(found[2]).toContain('<w:type w:val="nextPage"/>');
      expect(document).toMatch(/<\/w:sectPr><\/w:body>/);
    });

    it('keeps each document its own headers and footers, an empty one where a document had none', () => {
      const [first, second, third] = sections(document);
      expect(headerText(first ?? '', 'header')).toBe('Header A');
      expect(headerText(second ?? '', 'header')).toBe('Header B');
      expect(headerText(second ?? '', 'footer')).toBe('Footer B');
      expect(headerText(third ?? '', 'header')).toBe('');
      expect(headerText(third ?? '', 'footer')).toBe('');
    });

    it('keeps the styles apart: the second document Heading1 differs and is imported under a new id', () => {
      const styles = pkg.text('word/styles.xml');
      expect(/<w:style\b[^>]*w:styleId="Heading1"[\s\S]*?<\/w:style>/.exec(styles)?.[0]).toContain(TEMPLATE_HEADING);
      expect(/<w:style\b[^>]*w:styleId="Heading1_2"[\s\S]*?<\/w:style>/.exec(styles)?.[0]).toContain(SNIPPET_HEADING);
      expect(document).toContain('<w:pStyle w:val="Heading1_2"/></w:pPr><w:r><w:t xml:space="preserve">Schedule');
      expect(styles).toContain('w:styleId="ClauseText"');
    });

    it('brings the picture, the footnote and the list of the later documents', () => {
      expect(pkg.names).toContain('word/media/image1.png');
      expect(pkg.text('word/footnotes.xml')).toContain('Beta note.');
      expect(pkg.text('word/numbering.xml')).toContain('w:val="decimal"');
    });

    it('writes every id once and every reference to something that exists', () => {
      expect(() => assertUniqueIds(merged.value)).not.toThrow();
    });
  });

  describe('when the documents hold legacy VML shapes of the same number', () => {
    it('gives the shapes of the later documents fresh ids, the first keeping its own', () => {
      const withShape = (text: string): Uint8Array => minimalDocx(paragraphXml(vmlShapeRun(1026, paragraphXml(text))));
      const merged = mergeDocuments([withShape('One'), withShape('Two'), withShape('Three')]);
      if (!merged.ok) throw new Error(merged.error.message);
      const document = opened(merged.value).text('word/document.xml');
      const shapes = Array.from(document.matchAll(/<v:shape id="([^"]*)" o:spid="([^"]*)"/g), (match) => [match[1], match[2]]);
      expect(shapes).toHaveLength(3);
      expect(shapes[0]).toEqual(['_x0000_s1026', '_x0000_s1026']);
      for (const [id, spid] of shapes) expect(spid).toBe(id);
      expect(new Set(shapes.map(([id]) => id)).size).toBe(3);
      expect(() => assertUniqueIds(merged.value)).not.toThrow();
    });
  });

  describe('when given one document', () => {
    it('answers it with the same content', () => {
      const [letter] = renderedPacket({ client: 'Acme' });
      const merged = mergeDocuments([letter ?? new Uint8Array()]);
      expect(merged.ok && paragraphTexts(opened(merged.value).text('word/document.xml'))).toEqual(['Letter to Acme', 'Dear Acme, alpha body.']);
    });
  });

  describe('when given nothing, or something that is no .docx', () => {
    it('answers why', () => {
      expect(mergeDocuments([])).toMatchObject({ ok: false, error: { code: 'no_documents' } });
      const [letter] = renderedPacket({ client: 'Acme' });
      expect(mergeDocuments([letter ?? new Uint8Array(), Buffer.from('not a zip')])).toMatchObject({ ok: false, error: { code: 'document_refused', index: 1, refusal: 'not_a_zip' } });
    });
  });
});
