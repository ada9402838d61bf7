import { analyseTemplate } from '../../../src/analyse/analyse-template';
import { renderTemplate } from '../../../src/render/render-template';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { LIST_NUMBER_NUM_ID, listNumberNumberingXml, listNumberParagraphXml, listNumberStylesXml } from '../../support/style-numbered-list';
import { compiled, expectReplacedInPlace, renderBody } from '../support/render-docx';
import { wordParagraph, wordRun, wordTable } from '../support/word-like';
import { blockControl, inlineControl, placeholderRun } from '../support/word-markers';
import { expression } from '../support/expression';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['Client Name'] },
    { name: 'marital_status', type: 'choice', synonyms: [] },
    { name: 'children', type: 'list', synonyms: [], itemFields: ['name', 'age'] },
    { name: 'fee', type: 'number', synonyms: [] },
  ],
  rules: [
    { name: 'married', kind: 'condition', expression: expression('marital_status = "married"') },
    { name: 'minors', kind: 'repeat', expression: expression('age < 18'), repeatOver: 'children' },
  ],
};

const children = [
  { name: 'Ann', age: 9 },
  { name: 'Bob', age: 20 },
];

const controlCount = (xml: string): number => (xml.match(/<w:sdt>/g) ?? []).length;
const sdtIds = (xml: string): string[] => [...xml.matchAll(/<w:sdtPr>[\s\S]*?<w:id w:val="(-?\d+)"\/>/g)].map((match) => match[1] ?? '');

describe('content controls', () => {
  describe('when an inline control is tagged with an alias and shows its placeholder', () => {
    const body = wordParagraph(wordRun('Client: ') + inlineControl({ tag: 'client_name', title: 'Client', placeholder: true, runProperties: '<w:b/>' }) + wordRun('.'));

    it('is replaced by the value with the control\'s formatting, the control removed', () => {
      const rendered = renderBody(body, { client_name: 'Ada Lovelace' }, { vocabulary });
      const xml = expectReplacedInPlace(rendered, ['Client: Ada Lovelace.'], controlCount, '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Ada Lovelace</w:t></w:r>');
      expect(xml).not.toContain('PlaceholderText');
    });

    it('is filled without a vocabulary too (a bare name reads the data key)', () => {
      expect(renderBody(body, { client_name: 'Ada' }).texts).toEqual(['Client: Ada.']);
    });

    it('stays a control, showing the value, with keepContentControls', () => {
      const xml = renderBody(body, { client_name: 'Ada' }, { vocabulary, keepContentControls: true }).part('word/document.xml');
      expect(controlCount(xml)).toBe(1);
      expect(xml).toContain('<w:tag w:val="client_name"/>');
      expect(xml).not.toContain('showingPlcHdr');
      expect(xml).toMatch(/<w:sdtContent><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">Ada<\/w:t><\/w:r><\/w:sdtContent><\/w:sdt>/);
    });

    it('drops its data binding when kept, so Word does not refill it from custom XML', () => {
      const bound = body.replace('<w:text/>', '<w:dataBinding w:prefixMappings="" w:xpath="/root/client" w:storeItemID="{6A3C0C5E-0000-4000-8000-000000000001}"/><w:text/>');
      const xml = renderBody(bound, { client_name: 'Ada' }, { vocabulary, keepContentControls: true }).part('word/document.xml');
      expect(xml).toContain('<w:text/>');
      expect(xml).not.toContain('w:dataBinding');
      expect(renderBody(bound, {}, { vocabulary, missing: 'keep', keepContentControls: true }).part('word/document.xml')).toContain('w:dataBinding');
    });

    it('highlights the alias when the value is missing and missing is highlight', () => {
      const xml = renderBody(body, {}, { vocabulary, missing: 'highlight' }).part('word/document.xml');
      expect(xml).toContain('<w:highlight w:val="yellow"/>');
      expect(xml).toContain('[client_name]');
    });
  });

  describe('when a control has no Tag', () => {
    it('is read by its Title, a synonym of an alias', () => {
      const body = wordParagraph(inlineControl({ title: 'Client Name', placeholder: true }));
      expect(renderBody(body, { client_name: 'Ada' }, { vocabulary }).texts).toEqual(['Ada']);
    });
  });

  describe('when the Tag says field: with a filter', () => {
    it('applies the filter', () => {
      const body = wordParagraph(inlineControl({ tag: 'field:fee | currency: "USD"' }, wordRun('$0')));
      expect(renderBody(body, { fee: 1250 }, { vocabulary }).texts).toEqual(['$1,250.00']);
    });
  });

  describe('when a block control holds paragraphs', () => {
    it('as a field, becomes one paragraph with the first paragraph\'s properties', () => {
      const body = blockControl({ tag: 'client_name', placeholder: true }, wordParagraph(placeholderRun(), '<w:pPr><w:jc w:val="center"/></w:pPr>')) + wordParagraph(wordRun('After'));
      const rendered = renderBody(body, { client_name: 'Ada' }, { vocabulary });
      expect(rendered.texts).toEqual(['Ada', 'After']);
      expect(rendered.part('word/document.xml')).toMatch(/<w:p\b[^>]*><w:pPr><w:jc w:val="center"\/><\/w:pPr><w:r><w:t xml:space="preserve">Ada<\/w:t><\/w:r><\/w:p>/);
    });

    it('as a field holding other controls, becomes one paragraph without them (their wrappers go with the content)', () => {
      const inner = blockControl({ tag: 'fee' }, blockControl({ tag: 'marital_status' }, wordParagraph(placeholderRun(), '<w:pPr><w:jc w:val="center"/></w:pPr>')));
      const rendered = renderBody(blockControl({ tag: 'client_name' }, inner) + wordParagraph(wordRun('After')), { client_name: 'Ada', fee: 1 }, { vocabulary });
      expect(rendered.texts).toEqual(['Ada', 'After']);
      expect(controlCount(rendered.part('word/document.xml'))).toBe(0);
      expect(rendered.part('word/document.xml')).toMatch(/<w:body><w:p\b[^>]*><w:pPr><w:jc w:val="center"\/><\/w:pPr><w:r><w:t xml:space="preserve">Ada<\/w:t><\/w:r><\/w:p>/);
    });

    const conditional = (tag: string): string =>
      wordParagraph(wordRun('Before')) + blockControl({ tag, title: 'Married clause' }, wordParagraph(wordRun('Spouse text one')) + wordParagraph(wordRun('Spouse text two'))) + wordParagraph(wordRun('After'));

    it.each([
      ['married', 'married'],
      ['if:marital_status = "married"', 'if: expression'],
    ])('keeps or drops the paragraphs by a condition (%s), leaving no empty paragraph', (tag) => {
      expect(renderBody(conditional(tag), { marital_status: 'married' }, { vocabulary }).texts).toEqual(['Before', 'Spouse text one', 'Spouse text two', 'After']);
      const dropped = renderBody(conditional(tag), { marital_status: 'single' }, { vocabulary });
      expect(dropped.texts).toEqual(['Before', 'After']);
      expect(controlCount(dropped.part('word/document.xml'))).toBe(0);
    });

    it('repeats the paragraphs for each:LIST, item fields read from each item', () => {
      const item = wordParagraph(wordRun('Child: ') + inlineControl({ tag: 'name', placeholder: true }) + wordRun(', age ') + inlineControl({ tag: 'age' }, wordRun('0')));
      const body = blockControl({ tag: 'each:children', type: 'repeatingSection' }, item);
      const rendered = renderBody(body, { children }, { vocabulary });
      expect(rendered.texts).toEqual(['Child: Ann, age 9', 'Child: Bob, age 20']);
      expect(controlCount(rendered.part('word/document.xml'))).toBe(0);
    });

    it('restarts numbering per item for each:LIST restart, lists numbered directly or through their style alike', () => {
      const direct = wordParagraph(wordRun('direct'), `<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${LIST_NUMBER_NUM_ID}"/></w:numPr></w:pPr>`);
      const body = blockControl({ tag: 'each:children restart', type: 'repeatingSection' }, wordParagraph(wordRun('Child')) + listNumberParagraphXml('styled') + direct);
      const rendered = renderBody(body, { children }, { vocabulary }, { stylesXml: listNumberStylesXml(), numberingXml: listNumberNumberingXml() });
      expect([...rendered.part('word/document.xml').matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1])).toEqual(['4', '4', '5', '5']);
      expect(rendered.part('word/numbering.xml')).toContain('<w:num w:numId="5"><w:abstractNumId w:val="5"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/>');
    });

    it('repeats over the kept items of a repeat rule named in the Tag', () => {
      const body = blockControl({ tag: 'minors' }, wordParagraph(inlineControl({ tag: 'name' }, wordRun('x'))));
      expect(renderBody(body, { children }, { vocabulary }).texts).toEqual(['Ann']);
    });

    it('keeps controls in every copy with unique ids under keepContentControls', () => {
      const body = blockControl({ tag: 'each:children' }, wordParagraph(inlineControl({ tag: 'name', placeholder: true })));
      const xml = renderBody(body, { children }, { vocabulary, keepContentControls: true }).part('word/document.xml');
      expect(controlCount(xml)).toBe(3);
      const ids = sdtIds(xml);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
    });
  });

  describe('when the list is a Word Repeating Section (each item its own control)', () => {
    const section = blockControl(
      { tag: 'each:children', type: 'repeatingSection' },
      `<w:sdt><w:sdtPr><w:id w:val="1234"/><w15:repeatingSectionItem/></w:sdtPr><w:sdtContent>${wordParagraph(inlineControl({ tag: 'name', placeholder: true }))}</w:sdtContent></w:sdt>`,
    );

    it('repeats the item, the item controls removed with the section', () => {
      const rendered = renderBody(section, { children }, { vocabulary });
      expect(rendered.texts).toEqual(['Ann', 'Bob']);
      expect(controlCount(rendered.part('word/document.xml'))).toBe(0);
    });

    it('keeps every control, each with its own id, under keepContentControls', () => {
      const xml = renderBody(section, { children }, { vocabulary, keepContentControls: true }).part('word/document.xml');
      expect(controlCount(xml)).toBe(5);
      expect(new Set(sdtIds(xml)).size).toBe(5);
    });
  });

  describe('when a control is repeated by text tags', () => {
    it('gets a fresh id in every copy, kept or not', () => {
      const body = wordParagraph(wordRun('{{#each children}}')) + wordParagraph(inlineControl({ tag: 'name' }, wordRun('n')) + inlineControl({}, wordRun(' (plain control)'))) + wordParagraph(wordRun('{{/each}}'));
      const kept = renderBody(body, { children }, { vocabulary, keepContentControls: true });
      expect(kept.texts).toEqual(['Ann (plain control)', 'Bob (plain control)']);
      expect(new Set(sdtIds(kept.part('word/document.xml'))).size).toBe(4);
      const removed = renderBody(body, { children }, { vocabulary }).part('word/document.xml');
      expect(sdtIds(removed)).toHaveLength(2);
      expect(new Set(sdtIds(removed)).size).toBe(2);
    });
  });

  describe('when a control is in a header', () => {
    it('is filled there too', () => {
      const rendered = renderBody(wordParagraph(wordRun('Body')), { client_name: 'Ada' }, { vocabulary }, { headers: { default: wordParagraph(inlineControl({ tag: 'client_name', placeholder: true })) } });
      expect(rendered.part('word/header1.xml')).toContain('>Ada</w:t>');
      expect(controlCount(rendered.part('word/header1.xml'))).toBe(0);
    });
  });

  describe('when a control is in a table', () => {
    it('around a row, each: repeats the row', () => {
      const row = wordTable([[wordParagraph(inlineControl({ tag: 'name' }, wordRun('n'))), wordParagraph(inlineControl({ tag: 'age' }, wordRun('a')))]]).replace(
        /(<w:tr\b[\s\S]*<\/w:tr>)/,
        (tr) => blockControl({ tag: 'each:children' }, tr),
      );
      const table = row.replace('<w:tblGrid>', '<w:tblGrid>').replace(/(<\/w:tblGrid>)/, `$1<w:tr><w:tc><w:p><w:r><w:t>Name</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Age</w:t></w:r></w:p></w:tc></w:tr>`);
      const rendered = renderBody(table, { children }, { vocabulary });
      expect(rendered.texts).toEqual(['Name', 'Age', 'Ann', '9', 'Bob', '20']);
      expect(rendered.part('word/document.xml').match(/<w:tr\b/g)).toHaveLength(3);
    });

    it('inside a cell, a dropped block control that was all the cell held leaves an empty paragraph', () => {
      const table = wordTable([[blockControl({ tag: 'married' }, wordParagraph(wordRun('Spouse')))]]);
      const dropped = renderBody(table, { marital_status: 'single' }, { vocabulary });
      expect(dropped.texts).toEqual(['']);
      expect(dropped.part('word/document.xml')).toMatch(/<w:tc><w:tcPr>[\s\S]*?<\/w:tcPr><w:p\/><\/w:tc>/);
      expect(renderBody(table, { marital_status: 'married' }, { vocabulary }).texts).toEqual(['Spouse']);
    });

    it('around a cell, a field fills the cell and a dropped condition leaves an empty cell', () => {
      const cell = (tag: string): string =>
        wordTable([[wordParagraph(wordRun('Fee')), wordParagraph(wordRun('x'))]]).replace(/<w:tc>(?![\s\S]*<w:tc>)[\s\S]*<\/w:tc>/, (tc) => blockControl({ tag }, tc));
      expect(renderBody(cell('fee'), { fee: 12 }, { vocabulary }).texts).toEqual(['Fee', '12']);
      const dropped = renderBody(cell('married'), { marital_status: 'single' }, { vocabulary });
      expect(dropped.texts).toEqual(['Fee', '']);
      expect(dropped.part('word/document.xml').match(/<w:tc>/g)).toHaveLength(2);
    });
  });

  describe('when a Tag names nothing known', () => {
    const body = wordParagraph(inlineControl({ tag: 'internal-id-42', placeholder: true }));

    it('is left as it is', () => {
      const xml = renderBody(body, {}, { vocabulary }).part('word/document.xml');
      expect(controlCount(xml)).toBe(1);
      expect(xml).toContain('<w:showingPlcHdr/>');
    });

    it('is warned about in the analysis, with where it is', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'unknown_marker', part: 'word/document.xml', paragraph: 1 })]);
    });
  });

  describe('when analysed', () => {
    it('lists controls as fields, rules and repeats', () => {
      const body =
        wordParagraph(inlineControl({ tag: 'Client Name' })) +
        blockControl({ tag: 'married' }, wordParagraph(wordRun('x'))) +
        blockControl({ tag: 'each:children' }, wordParagraph(inlineControl({ tag: 'name' }))) +
        blockControl({ tag: 'snippet:Standard Clause' }, wordParagraph(wordRun('x')));
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.fields).toEqual(expect.arrayContaining([{ name: 'Client Name', alias: 'client_name', occurrences: 1 }, { name: 'children.name', occurrences: 1 }]));
      expect(analysis.rules).toEqual([{ name: 'married', occurrences: 1 }]);
      expect(analysis.repeats).toEqual([{ name: 'children', occurrences: 1 }]);
      expect(analysis.snippets).toEqual([{ name: 'Standard Clause', occurrences: 1 }]);
      expect(analysis.diagnostics).toEqual([]);
    });

    it('reports a block of tags that overlaps a control as an error, located', () => {
      const body = wordParagraph(wordRun('{{#if married}}A ') + inlineControl({ tag: 'client_name' }, wordRun('B{{/if}} C')));
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'blocks_overlap', part: 'word/document.xml', paragraph: 1, excerpt: '{{#if married}}A B{{/if}} C' })]);
    });

    it('keeps text tags inside a control working, and a block of tags may hold controls', () => {
      const body = wordParagraph(wordRun('{{#if show}}') + inlineControl({ tag: 'client_name' }, wordRun('x')) + wordRun(' and {{fee}}{{/if}}')) + blockControl({ tag: 'married' }, wordParagraph(wordRun('Fee {{fee}}')));
      expect(renderBody(body, { show: true, client_name: 'Ada', fee: 3, marital_status: 'married' }, { vocabulary }).texts).toEqual(['Ada and 3', 'Fee 3']);
      expect(renderBody(body, { show: false, client_name: 'Ada', fee: 3, marital_status: 'married' }, { vocabulary }).texts).toEqual(['', 'Fee 3']);
    });

    it('reports a prefixed Tag that cannot be read as an error', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(blockControl({ tag: 'if:age >>= 3' }, wordParagraph(wordRun('x'))))));
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'bad_expression', paragraph: 1 })]);
    });
  });

  describe('when the Tag is snippet:NAME', () => {
    const snippet = minimalDocx(wordParagraph(wordRun('Snippet body {{x}}')));

    it('inserts the snippet in place of a block control, and inside a paragraph for an inline one', () => {
      const body = wordParagraph(wordRun('Before')) + blockControl({ tag: 'snippet:Clause' }, wordParagraph(wordRun('placeholder'))) + wordParagraph(wordRun('A ') + inlineControl({ tag: 'snippet:Clause' }, wordRun('p')) + wordRun(' B'));
      const rendered = renderBody(body, { x: 'X' }, { resolveSnippet: () => snippet });
      expect(rendered.texts).toEqual(['Before', 'Snippet body X', 'A Snippet body X B']);
      expect(controlCount(rendered.part('word/document.xml'))).toBe(0);
    });

    it('says which snippet is missing when the render has no snippet library', () => {
      const result = renderTemplate(compiled(minimalDocx(blockControl({ tag: 'snippet:Standard Clause' }, wordParagraph(wordRun('x'))))), {});
      expect(result.ok ? undefined : result.error).toEqual(expect.objectContaining({ code: 'snippet_unavailable', name: 'Standard Clause' }));
    });
  });
});
