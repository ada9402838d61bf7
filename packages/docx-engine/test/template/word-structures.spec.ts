import { renderBody } from './support/render-docx';
import { wordParagraph, wordRun } from './support/word-like';

describe('rendering tags inside Word structures', () => {
  describe('when a tag is inside a hyperlink', () => {
    it('fills it and keeps the hyperlink', () => {
      const body = wordParagraph(`<w:hyperlink w:anchor="top">${wordRun('{{site')}${wordRun('_name}}')}</w:hyperlink>${wordRun(' end')}`);
      const rendered = renderBody(body, { site_name: 'Quire' });
      expect(rendered.texts).toEqual(['Quire end']);
      expect(rendered.part('word/document.xml')).toContain('<w:hyperlink w:anchor="top">');
    });
  });

  describe('when an inline block starts inside a hyperlink and ends outside it', () => {
    const body = wordParagraph(`${wordRun('A ')}<w:hyperlink w:anchor="top">${wordRun('link{{#if x}} in', { bold: true })}</w:hyperlink>${wordRun(' out{{/if}} B', { italic: true })}`);

    it('closes and reopens the hyperlink and runs so the XML stays balanced', () => {
      const kept = renderBody(body, { x: true });
      expect(kept.texts).toEqual(['A link in out B']);
      const dropped = renderBody(body, { x: false });
      expect(dropped.texts).toEqual(['A link B']);
      const xml = dropped.part('word/document.xml');
      expect(xml.match(/<w:hyperlink\b/g)).toHaveLength(1);
      expect(xml).toMatch(/<\/w:hyperlink><w:r [^>]*><w:rPr><w:i\/><w:iCs\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve"> B<\/w:t>/);
    });

    it('repeats the range with the same joins', () => {
      const each = wordParagraph(`${wordRun('[')}<w:hyperlink w:anchor="top">${wordRun('{{#each items}}<{{name}}')}</w:hyperlink>${wordRun('>{{/each}}]')}`);
      const rendered = renderBody(each, { items: [{ name: 'a' }, { name: 'b' }] });
      expect(rendered.texts).toEqual(['[<a><b>]']);
      expect(rendered.part('word/document.xml').match(/<w:hyperlink\b/g)).toHaveLength(2);
    });
  });

  describe('when the text holds entities next to a tag', () => {
    it('cuts the tag at the right place', () => {
      const body = '<w:p><w:r><w:t xml:space="preserve">A &amp; B &lt;{{name}}&gt; &#x43;</w:t></w:r></w:p>';
      expect(renderBody(body, { name: 'x&y' }).texts).toEqual(['A & B <x&y> C']);
    });
  });

  describe('when a tag is inside an inline content control and a tracked insertion', () => {
    it('fills it and keeps both', () => {
      const body = wordParagraph(
        `<w:sdt><w:sdtPr><w:id w:val="5"/></w:sdtPr><w:sdtContent>${wordRun('{{a}}')}</w:sdtContent></w:sdt><w:ins w:id="3" w:author="X" w:date="2026-01-01T00:00:00Z">${wordRun(' and {{b}}')}</w:ins>`,
      );
      const rendered = renderBody(body, { a: 'one', b: 'two' });
      expect(rendered.texts).toEqual(['one and two']);
      expect(rendered.part('word/document.xml')).toContain('<w:ins w:id="3"');
    });
  });

  describe('when a run holds a tab before the tag', () => {
    it('keeps the tab', () => {
      const body = '<w:p><w:r><w:tab/><w:t>{{#if x}}yes{{/if}}</w:t></w:r></w:p>';
      expect(renderBody(body, { x: true }).texts).toEqual(['\tyes']);
      expect(renderBody(body, { x: false }).texts).toEqual(['\t']);
    });
  });

  describe('when a paragraph with a section break holds only block tags', () => {
    it('keeps the paragraph and its section break', () => {
      const sectionBreak = '<w:pPr><w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:pPr>';
      const body = wordParagraph(wordRun('{{#if x}}')) + wordParagraph(wordRun('Shown')) + wordParagraph(wordRun('{{/if}}'), sectionBreak) + wordParagraph(wordRun('Next section'));
      const rendered = renderBody(body, { x: false });
      expect(rendered.texts).toEqual(['', 'Next section']);
      expect(rendered.part('word/document.xml').match(/<w:sectPr>/g)).toHaveLength(2);
    });
  });
});
