import { renderBody } from './support/render-docx';
import { paragraphTexts } from './support/paragraph-texts';
import { splitParagraph, wordParagraph, wordRun } from './support/word-like';
import { commentRangeXml, footnoteReferenceXml, endnoteReferenceXml } from '@quire/testing/docx/minimal-docx';

const textBox = (content: string, id: number): string =>
  '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">' +
  `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="1000000" cy="500000"/><wp:wrapNone/><wp:docPr id="${id}" name="Text Box ${id}"/>` +
  '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr/>' +
  `<wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>` +
  `<mc:Fallback><w:pict><v:shape id="Text Box ${id}" style="width:80pt;height:40pt" type="#_x0000_t202"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

describe('rendering the parts where tags work', () => {
  describe('when headers and footers of every kind hold tags', () => {
    it('fills them all', () => {
      const rendered = renderBody(
        splitParagraph('Body {{name}}'),
        { name: 'Ann', page_title: 'Contract' },
        {},
        {
          headers: { default: splitParagraph('Header {{page_title}}'), first: splitParagraph('First {{page_title}}'), even: splitParagraph('Even {{name}}') },
          footers: { default: splitParagraph('{{#if name}}Footer for {{name}}{{/if}}'), first: splitParagraph('First footer') },
        },
      );
      expect(rendered.texts).toEqual(['Body Ann']);
      expect(paragraphTexts(rendered.part('word/header1.xml'))).toEqual(['Header Contract']);
      expect(paragraphTexts(rendered.part('word/header2.xml'))).toEqual(['First Contract']);
      expect(paragraphTexts(rendered.part('word/header3.xml'))).toEqual(['Even Ann']);
      expect(paragraphTexts(rendered.part('word/footer1.xml'))).toEqual(['Footer for Ann']);
    });
  });

  describe('when footnotes, endnotes and comments hold tags', () => {
    it('fills them', () => {
      const body = wordParagraph(wordRun('See note') + footnoteReferenceXml(1) + endnoteReferenceXml(1) + commentRangeXml(0, wordRun('commented')));
      const rendered = renderBody(body, { court: 'High Court', judge: 'Judge Rey' }, {}, {
        footnotes: { 1: splitParagraph('Filed in {{court}}') },
        endnotes: { 1: splitParagraph('Heard by {{judge}}') },
        comments: { 0: splitParagraph('Check {{judge}}') },
      });
      expect(paragraphTexts(rendered.part('word/footnotes.xml'))).toContain('Filed in High Court');
      expect(paragraphTexts(rendered.part('word/endnotes.xml'))).toContain('Heard by Judge Rey');
      expect(paragraphTexts(rendered.part('word/comments.xml'))).toEqual(['Check Judge Rey']);
    });
  });

  describe('when a text box holds tags, in both mc:Choice and mc:Fallback', () => {
    it('renders both copies the same way', () => {
      const box = splitParagraph('Box {{name}}') + splitParagraph('{{#each items}}') + splitParagraph('- {{label}}') + splitParagraph('{{/each}}');
      const rendered = renderBody(wordParagraph(wordRun('Anchor ') + textBox(box, 5)), { name: 'Ann', items: [{ label: 'x' }, { label: 'y' }] });
      const xml = rendered.part('word/document.xml');
      const choice = xml.slice(xml.indexOf('<mc:Choice'), xml.indexOf('</mc:Choice>'));
      const fallback = xml.slice(xml.indexOf('<mc:Fallback'), xml.indexOf('</mc:Fallback>'));
      expect(paragraphTexts(choice)).toEqual(['Box Ann', '- x', '- y']);
      expect(paragraphTexts(fallback.replace(/^<mc:Fallback>/, ''))).toEqual(['Box Ann', '- x', '- y']);
      expect(xml).not.toMatch(/\{\{/);
    });
  });

  describe('when the document title holds a tag', () => {
    it('fills it as plain text', () => {
      const rendered = renderBody(splitParagraph('Body'), { client_name: 'Ann & Co\nLtd' }, {}, { title: 'Engagement of {{client_name}}' });
      expect(rendered.part('docProps/core.xml')).toContain('<dc:title>Engagement of Ann &amp; Co Ltd</dc:title>');
    });
  });

  describe('when a part holds no tag', () => {
    it('copies it unchanged', () => {
      const rendered = renderBody(splitParagraph('{{name}}'), { name: 'x' }, {}, { headers: { default: splitParagraph('Plain header') } });
      expect(paragraphTexts(rendered.part('word/header1.xml'))).toEqual(['Plain header']);
    });
  });
});
