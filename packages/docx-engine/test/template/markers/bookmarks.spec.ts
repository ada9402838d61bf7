import { analyseTemplate } from '../../../src/analyse/analyse-template';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled, renderBody } from '../support/render-docx';
import { wordParagraph, wordRun, wordTable } from '../support/word-like';
import { bookmarkEnd, bookmarkStart } from '../support/word-markers';
import { expression } from '../support/expression';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'marital_status', type: 'choice', synonyms: [] },
    { name: 'children', type: 'list', synonyms: [], itemFields: ['name'] },
  ],
  rules: [
    { name: 'Married', kind: 'condition', expression: expression('marital_status = "married"') },
    { name: 'has children', kind: 'condition', expression: expression('kids > 0') },
    { name: 'each_child', kind: 'repeat', expression: null, repeatOver: 'children' },
  ],
};

const married = { marital_status: 'married' };
const single = { marital_status: 'single' };
const bookmarks = (xml: string): number => (xml.match(/<w:bookmark(Start|End)\b/g) ?? []).length;

describe('bookmarks named after a rule', () => {
  describe('when the bookmark is inside one paragraph', () => {
    const body = wordParagraph(wordRun('The client') + bookmarkStart(1, 'Married') + wordRun(' and spouse', { bold: true }) + bookmarkEnd(1) + wordRun(' agree.'));

    it('keeps or drops the runs between its start and end', () => {
      expect(renderBody(body, married, { vocabulary }).texts).toEqual(['The client and spouse agree.']);
      const dropped = renderBody(body, single, { vocabulary });
      expect(dropped.texts).toEqual(['The client agree.']);
      expect(bookmarks(dropped.part('word/document.xml'))).toBe(0);
    });

    it('is an ordinary bookmark when no rule has its name', () => {
      const rendered = renderBody(body, single);
      expect(rendered.texts).toEqual(['The client and spouse agree.']);
      expect(bookmarks(rendered.part('word/document.xml'))).toBe(2);
    });
  });

  describe('when the bookmark spans whole paragraphs', () => {
    const body =
      wordParagraph(wordRun('Before')) +
      wordParagraph(bookmarkStart(7, 'Married') + wordRun('Spouse one')) +
      wordParagraph(wordRun('Spouse two')) +
      wordParagraph(wordRun('Spouse three') + bookmarkEnd(7)) +
      wordParagraph(wordRun('After'));

    it('keeps them, or drops them leaving no empty paragraph', () => {
      expect(renderBody(body, married, { vocabulary }).texts).toEqual(['Before', 'Spouse one', 'Spouse two', 'Spouse three', 'After']);
      expect(renderBody(body, single, { vocabulary }).texts).toEqual(['Before', 'After']);
    });

    it('also when Word ends it at the start of the next paragraph', () => {
      const wordStyle = wordParagraph(bookmarkStart(3, 'Married') + wordRun('Spouse')) + wordParagraph(bookmarkEnd(3) + wordRun('After'), '<w:pPr><w:jc w:val="right"/></w:pPr>');
      expect(renderBody(wordStyle, single, { vocabulary }).texts).toEqual(['After']);
      expect(renderBody(wordStyle, single, { vocabulary }).part('word/document.xml')).toContain('<w:jc w:val="right"/>');
      expect(renderBody(wordStyle, married, { vocabulary }).texts).toEqual(['Spouse', 'After']);
    });

    it('matches a rule whose name has spaces through underscores, and a table inside goes too', () => {
      const withTable = wordParagraph(bookmarkStart(4, 'has_children') + wordRun('Children:')) + wordTable([[wordParagraph(wordRun('cell'))]]) + wordParagraph(wordRun('end') + bookmarkEnd(4)) + wordParagraph(wordRun('After'));
      expect(renderBody(withTable, { kids: 0 }, { vocabulary }).texts).toEqual(['After']);
      expect(renderBody(withTable, { kids: 1 }, { vocabulary }).texts).toEqual(['Children:', 'cell', 'end', 'After']);
    });
  });

  describe('when the bookmark starts and ends inside paragraphs', () => {
    it('cuts at the bookmark: the text before and after stays, in two paragraphs', () => {
      const body = wordParagraph(wordRun('Intro ') + bookmarkStart(2, 'Married') + wordRun('first part')) + wordParagraph(wordRun('middle')) + wordParagraph(wordRun('last part') + bookmarkEnd(2) + wordRun(' outro'));
      expect(renderBody(body, married, { vocabulary }).texts).toEqual(['Intro first part', 'middle', 'last part outro']);
      expect(renderBody(body, single, { vocabulary }).texts).toEqual(['Intro ', ' outro']);
    });
  });

  describe('when named after a repeat rule', () => {
    it('repeats its range once per item', () => {
      const body = wordParagraph(bookmarkStart(5, 'each_child') + wordRun('Child {{name}}') + bookmarkEnd(5));
      const rendered = renderBody(body, { children: [{ name: 'Ann' }, { name: 'Bob' }] }, { vocabulary });
      expect(rendered.texts).toEqual(['Child Ann', 'Child Bob']);
      const xml = rendered.part('word/document.xml');
      expect(bookmarks(xml)).toBe(2);
    });
  });

  describe('when hidden (_GoBack) or crossing a table cell', () => {
    it('is ignored; a rule-named one that cannot work is warned about', () => {
      const crossing = wordTable([[wordParagraph(bookmarkStart(6, 'Married') + wordRun('in cell'))]]) + wordParagraph(wordRun('out') + bookmarkEnd(6));
      const body = wordParagraph(bookmarkStart(0, '_GoBack') + bookmarkEnd(0) + wordRun('x')) + crossing;
      expect(renderBody(body, single, { vocabulary }).texts).toEqual(['x', 'in cell', 'out']);
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.rules).toEqual([]);
    });

    it('is warned about when it overlaps a text-tag block', () => {
      const body = wordParagraph(wordRun('{{#if x}}a') + bookmarkStart(8, 'Married') + wordRun('b{{/if}}c') + bookmarkEnd(8) + wordRun('d'));
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.diagnostics.filter((diagnostic) => diagnostic.code === 'ignored_marker')).toEqual([expect.objectContaining({ severity: 'warning', paragraph: 1 })]);
      expect(renderBody(body, { x: true, ...single }, { vocabulary }).texts).toEqual(['abcd']);
    });
  });

  describe('when analysed', () => {
    it('lists the rules bookmarks name', () => {
      const body = wordParagraph(bookmarkStart(1, 'Married') + wordRun('a') + bookmarkEnd(1)) + wordParagraph(bookmarkStart(2, 'Other') + wordRun('b') + bookmarkEnd(2));
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.rules).toEqual([{ name: 'Married', occurrences: 1 }]);
      expect(analysis.diagnostics).toEqual([]);
    });
  });
});
