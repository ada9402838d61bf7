import { parseExpression } from '@quire/expressions';
import { compiled, renderBody } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';
import { renderTemplate } from '../../src/render/render-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { OLE_OBJECT_RELATIONSHIP, oleObjectRun, vmlTextBoxRun } from '../support/vml';
import { listNumberNumberingXml, listNumberParagraphXml, listNumberStylesXml } from '../support/style-numbered-list';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';

const children = [
  { name: 'Ann', age: 4 },
  { name: 'Bob', age: 19 },
  { name: 'Cid', age: 12 },
];

describe('rendering repeats', () => {
  describe('when the block spans paragraphs', () => {
    it('repeats them once per item, names resolving against the item first, then outward', () => {
      const body = splitParagraph('{{#each children}}') + splitParagraph('{{name}} ({{age}}) child of {{parent}}') + splitParagraph('{{/each}}');
      expect(renderBody(body, { children, parent: 'Zoe' }).texts).toEqual(['Ann (4) child of Zoe', 'Bob (19) child of Zoe', 'Cid (12) child of Zoe']);
    });

    it('leaves nothing for an empty list', () => {
      const body = splitParagraph('A') + splitParagraph('{{#each children}}') + splitParagraph('{{name}}') + splitParagraph('{{/each}}') + splitParagraph('B');
      expect(renderBody(body, { children: [] }).texts).toEqual(['A', 'B']);
    });
  });

  describe('when the items are plain values', () => {
    it('shows the current item with {{.}}', () => {
      expect(renderBody(wordParagraph(wordRun('{{#each names}}{{.}}{{#if @last}}.{{else}}, {{/if}}{{/each}}')), { names: ['Ann', 'Bob'] }).texts).toEqual(['Ann, Bob.']);
    });
  });

  describe('when loop variables are used', () => {
    it('gives @index, @number, @first, @last and @count, and {{#if @last}} works', () => {
      const body = wordParagraph(wordRun('{{#each children}}{{@number}}/{{@count}}:{{name}}{{#if @first}}(first){{/if}}{{#if @last}}.{{else}}, {{/if}}{{/each}}'));
      expect(renderBody(body, { children }).texts).toEqual(['1/3:Ann(first), 2/3:Bob, 3/3:Cid.']);
    });
  });

  describe('when the tags are in the same table row', () => {
    const table = wordTable([
      [splitParagraph('Name'), splitParagraph('Age')],
      [splitParagraph('{{#each children}}{{name}}'), splitParagraph('{{age}}{{/each}}')],
    ]);

    it('repeats the row and keeps the header row', () => {
      const rendered = renderBody(table, { children });
      expect(rendered.texts).toEqual(['Name', 'Age', 'Ann', '4', 'Bob', '19', 'Cid', '12']);
      expect(rendered.part('word/document.xml').match(/<w:tr\b/g)).toHaveLength(4);
      expect(rendered.part('word/document.xml').match(/<w:cantSplit\/>/g)).toHaveLength(4);
    });

    it('keeps only the header for an empty list', () => {
      expect(renderBody(table, { children: [] }).texts).toEqual(['Name', 'Age']);
    });
  });

  describe('when paragraphs repeat inside one cell and the closing tag is alone on the last line', () => {
    const table = wordTable([[splitParagraph('Children:'), splitParagraph('{{#each children}}') + splitParagraph('{{name}}') + splitParagraph('{{/each}}')]]);

    it('leaves no blank line after the last copy', () => {
      expect(renderBody(table, { children }).texts).toEqual(['Children:', 'Ann', 'Bob', 'Cid']);
    });

    it('keeps one empty paragraph in the cell when there is no item', () => {
      const rendered = renderBody(table, { children: [] });
      expect(rendered.texts).toEqual(['Children:', '']);
      expect(rendered.part('word/document.xml')).toMatch(/<w:tc><w:tcPr>.*?<\/w:tcPr><w:p [^>]*><\/w:p><\/w:tc>/);
    });
  });

  describe('when a one-column row holds the whole repeat in its only cell', () => {
    const table = splitParagraph('Before') + wordTable([[splitParagraph('{{#each children}}{{name}}{{/each}}')]]) + splitParagraph('After');

    it('repeats the row', () => {
      expect(renderBody(table, { children }).part('word/document.xml').match(/<w:tr\b/g)).toHaveLength(3);
    });

    it('leaves out the whole table when there is no item, rather than a table without rows', () => {
      const rendered = renderBody(table, { children: [] });
      expect(rendered.texts).toEqual(['Before', 'After']);
      expect(rendered.part('word/document.xml')).not.toContain('<w:tbl>');
    });
  });

  describe('when a table-row condition covers every row of its table', () => {
    it('leaves out the whole table when false, and keeps it when true', () => {
      const table = wordTable([[splitParagraph('{{#if show}}A'), splitParagraph('B{{/if}}')]]);
      expect(renderBody(table, { show: false }).part('word/document.xml')).not.toContain('<w:tbl>');
      expect(renderBody(table, { show: true }).texts).toEqual(['A', 'B']);
    });
  });

  describe('when repeats nest', () => {
    it('repeats the inner block per item of the outer one, with an inline if inside a row repeat', () => {
      const families = [
        { family: 'Smith', members: [{ name: 'Ann', adult: true }, { name: 'Bob', adult: false }] },
        { family: 'Jones', members: [{ name: 'Cid', adult: true }] },
      ];
      const body =
        splitParagraph('{{#each families}}') +
        splitParagraph('Family {{family}}') +
        wordTable([[splitParagraph('{{#each members}}{{name}}{{#if adult}} (adult){{/if}}'), splitParagraph('{{family}}{{/each}}')]]) +
        splitParagraph('{{/each}}');
      expect(renderBody(body, { families }).texts).toEqual(['Family Smith', 'Ann (adult)', 'Smith', 'Bob', 'Smith', 'Family Jones', 'Cid (adult)', 'Jones']);
    });
  });

  describe('when the target is a repeat rule', () => {
    const parsed = parseExpression('age >= 18');
    if (!parsed.ok) throw new Error('bad expression');
    const vocabulary: Vocabulary = {
      aliases: [{ name: 'children', type: 'list', synonyms: [], itemFields: ['name', 'age'] }],
      rules: [{ name: 'adult_children', kind: 'repeat', expression: parsed.value, repeatOver: 'children' }],
    };

    it('repeats over the kept items of its list', () => {
      const body = wordParagraph(wordRun('{{#each adult_children}}{{name}};{{/each}}'));
      expect(renderBody(body, { children }, { vocabulary }).texts).toEqual(['Bob;']);
    });

    it('is true as a condition when it keeps an item', () => {
      const body = wordParagraph(wordRun('{{#if adult_children}}some adults{{else}}no adult{{/if}}'));
      expect(renderBody(body, { children }, { vocabulary }).texts).toEqual(['some adults']);
      expect(renderBody(body, { children: [{ name: 'Ann', age: 4 }] }, { vocabulary }).texts).toEqual(['no adult']);
    });
  });

  describe('when the content holds ids', () => {
    const drawing = (id: number): string =>
      `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="10" cy="10"/><wp:docPr id="${id}" name="Shape ${id}"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:spPr/><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
    const body =
      wordParagraph(drawing(1) + wordRun('logo')) +
      splitParagraph('{{#each children}}') +
      wordParagraph('<w:bookmarkStart w:id="7" w:name="child"/>' + wordRun('{{name}}') + '<w:bookmarkEnd w:id="7"/>' + drawing(2)) +
      splitParagraph('{{/each}}');

    it('keeps drawing ids, bookmark ids and names, and paragraph ids unique', () => {
      const xml = renderBody(body, { children }).part('word/document.xml');
      const drawingIds = [...xml.matchAll(/<wp:docPr id="(\d+)"/g)].map((match) => match[1]);
      expect(drawingIds).toHaveLength(4);
      expect(new Set(drawingIds).size).toBe(4);
      expect(xml.match(/<w:bookmarkStart /g)).toHaveLength(1);
      expect(xml.match(/<w:bookmarkEnd /g)).toHaveLength(1);
      const paraIds = [...xml.matchAll(/w14:paraId="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(paraIds).size).toBe(paraIds.length);
    });
  });

  describe('when the content holds legacy VML shapes and an embedded object', () => {
    const ole = { id: 'rIdOle1', type: OLE_OBJECT_RELATIONSHIP, target: 'embeddings/oleObject1.bin' };
    const extras = {
      documentRelationships: [ole],
      parts: { 'word/embeddings/oleObject1.bin': new Uint8Array([1, 2, 3]) },
      contentTypeDefaults: { bin: 'application/vnd.openxmlformats-officedocument.oleObject' },
    };
    const body =
      wordParagraph(vmlTextBoxRun(1, splitParagraph('Header box'))) +
      splitParagraph('{{#each children}}') +
      wordParagraph(wordRun('{{name}}') + vmlTextBoxRun(2, splitParagraph('Box of {{name}}')) + oleObjectRun(7, ole.id)) +
      splitParagraph('{{/each}}');
    const rendered = renderBody(body, { children }, {}, extras);
    const xml = rendered.part('word/document.xml');
    const values = (pattern: RegExp): string[] => [...xml.matchAll(pattern)].map((match) => match[1] ?? '');

    it('gives the shapes of each copy fresh ids above every other, the first copy keeping its own', () => {
      // Numbers so far end at 1026 (_x0000_s1026); each copy numbers "Text Box 2", _x0000_s1026, _x0000_i7 and the object anew.
      expect(values(/<v:shape id="(Text Box \d+)"/g)).toEqual(['Text Box 1', 'Text Box 2', 'Text Box 1027', 'Text Box 1031']);
      expect(values(/ o:spid="([^"]*)"/g)).toEqual(['_x0000_s1025', '_x0000_s1026', '_x0000_s1028', '_x0000_s1032']);
      expect(values(/<v:shape id="(_x0000_i\d+)"/g)).toEqual(['_x0000_i7', '_x0000_i1029', '_x0000_i1033']);
      expect(values(/ObjectID="([^"]*)"/g)).toEqual(['_1700000001', '_1030', '_1034']);
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });

    it('keeps in each copy the object\'s ShapeID equal to its picture\'s id, and the shape types shared', () => {
      expect(values(/ShapeID="([^"]*)"/g)).toEqual(values(/<v:shape id="(_x0000_i\d+)"/g));
      expect(values(/<v:shapetype id="([^"]*)"/g)).toEqual(['_x0000_t202', '_x0000_t202', '_x0000_t202', '_x0000_t202']);
      expect(values(/w14:anchorId="([^"]*)"/g)).toEqual(['1A2B3C01', '1A2B3C02', '5E6F7A8B']);
    });
  });

  describe('when numbered paragraphs are repeated without restart', () => {
    it('keeps them on the same list so numbering continues', () => {
      const numbered = (text: string): string => wordParagraph(wordRun(text), '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>');
      const body = splitParagraph('{{#each children}}') + numbered('{{name}}') + splitParagraph('{{/each}}');
      const xml = renderBody(body, { children }).part('word/document.xml');
      expect(xml.match(/<w:numId w:val="1"\/>/g)).toHaveLength(3);
    });
  });

  describe('when a repeat asks for numbering to restart per item', () => {
    const numberingXml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:abstractNum w:abstractNumId="4"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="3"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum>' +
      '<w:num w:numId="1"><w:abstractNumId w:val="4"/></w:num></w:numbering>';
    const numbered = (text: string): string => wordParagraph(wordRun(text), '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>');
    const bodyWith = (opening: string): string => splitParagraph(opening) + splitParagraph('Child {{name}}') + numbered('first point') + numbered('second point') + splitParagraph('{{/each}}');
    const body = bodyWith('{{#each children restart}}');

    it('gives each item a numbering instance of the same list that starts again', () => {
      const rendered = renderBody(body, { children }, {}, { numberingXml });
      const numIds = [...rendered.part('word/document.xml').matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1]);
      expect(numIds).toEqual(['2', '2', '3', '3', '4', '4']);
      const numbering = rendered.part('word/numbering.xml');
      expect(numbering).toContain('<w:num w:numId="3"><w:abstractNumId w:val="4"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride><w:lvlOverride w:ilvl="1"><w:startOverride w:val="3"/></w:lvlOverride>');
      expect(numbering.indexOf('<w:num w:numId="4">')).toBeLessThan(numbering.indexOf('</w:numbering>'));
    });

    it('keeps numbering continuing without restart', () => {
      const rendered = renderBody(bodyWith('{{#each children}}'), { children }, {}, { numberingXml });
      expect(rendered.part('word/numbering.xml')).toBe(numberingXml);
    });
  });

  describe('when a repeat restarts a list numbered through its paragraph style', () => {
    const extras = { stylesXml: listNumberStylesXml(), numberingXml: listNumberNumberingXml() };
    const leveled = wordParagraph(wordRun('sub point'), '<w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr>');
    const bodyWith = (opening: string): string =>
      splitParagraph(opening) + splitParagraph('Child {{name}}') + listNumberParagraphXml('first point') + listNumberParagraphXml('second point', 'ClauseNumber') + leveled + splitParagraph('{{/each}}');
    const paragraphProperties = (xml: string): string[] => [...xml.matchAll(/<w:pPr>([\s\S]*?)<\/w:pPr>/g)].map((match) => match[1] ?? '');

    it('gives the paragraphs of each item their own w:numPr, on a new instance of the style\'s list that starts again', () => {
      const rendered = renderBody(bodyWith('{{#each children restart}}'), { children: children.slice(0, 2) }, {}, extras);
      const numbered = paragraphProperties(rendered.part('word/document.xml')).filter((properties) => properties.includes('Number'));
      expect(numbered).toEqual([
        '<w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="4"/></w:numPr><w:spacing w:after="0"/>',
        '<w:pStyle w:val="ClauseNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="4"/></w:numPr><w:spacing w:after="0"/>',
        '<w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="1"/><w:numId w:val="4"/></w:numPr>',
        '<w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="5"/></w:numPr><w:spacing w:after="0"/>',
        '<w:pStyle w:val="ClauseNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="5"/></w:numPr><w:spacing w:after="0"/>',
        '<w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="1"/><w:numId w:val="5"/></w:numPr>',
      ]);
      const numbering = rendered.part('word/numbering.xml');
      for (const numId of [4, 5]) expect(numbering).toContain(`<w:num w:numId="${numId}"><w:abstractNumId w:val="5"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>`);
      expect(numbering.indexOf('<w:num w:numId="5">')).toBeLessThan(numbering.indexOf('</w:numbering>'));
    });

    it('leaves the paragraphs to their style without restart', () => {
      const rendered = renderBody(bodyWith('{{#each children}}'), { children: children.slice(0, 2) }, {}, extras);
      expect(rendered.part('word/document.xml')).not.toContain('<w:numId');
      expect(rendered.part('word/numbering.xml')).toBe(listNumberNumberingXml());
    });
  });

  describe('when the limits are reached', () => {
    const template = compiled(minimalDocx(splitParagraph('{{#each items}}') + splitParagraph('{{name}}') + splitParagraph('{{/each}}')));
    const items = Array.from({ length: 50 }, (_unused, index) => ({ name: `item ${index}` }));

    it('fails when there are more iterations than allowed', () => {
      const result = renderTemplate(template, { items }, { maxRepeatIterations: 10 });
      expect(result.ok ? undefined : result.error.code).toBe('too_many_iterations');
    });

    it('fails when the output is larger than allowed', () => {
      const result = renderTemplate(template, { items }, { maxOutputBytes: 2_000 });
      expect(result.ok ? undefined : result.error.code).toBe('output_too_large');
    });

    it('fails when the target is not a list', () => {
      const result = renderTemplate(template, { items: 'text' });
      expect(result.ok ? undefined : result.error).toMatchObject({ code: 'not_a_list', name: 'items', part: 'word/document.xml', paragraph: 1 });
    });
  });
});
