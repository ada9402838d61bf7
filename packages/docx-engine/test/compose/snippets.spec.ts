import { assertUniqueIds } from '../support/assert-unique-ids';
import { compileTemplate } from '../../src/compile/compile-template';
import { renderTemplate } from '../../src/render/render-template';
import { openDocx } from '../../src/package/open-docx';
import { buildZip } from '@quire/testing/zip/build-zip';
import { commentRangeXml, footnoteReferenceXml, minimalDocx, minimalDocxParts, NAMESPACES } from '@quire/testing/docx/minimal-docx';
import { LIST_NUMBER_NUM_ID, listNumberNumberingXml, listNumberParagraphXml, listNumberStylesXml } from '../support/style-numbered-list';
import { OLE_OBJECT_RELATIONSHIP, oleObjectRun, vmlShapeRun, vmlTextBoxRun } from '../support/vml';
import { paragraphXml, runXml, tableXml } from '@quire/testing/docx/wordml';
import { CLAUSE_STYLE, numberedParagraphXml, numberingXml, plainSnippetDocx, richSnippetDocx, richSnippetTexts, SNIPPET_HEADING, templateDocx, TEMPLATE_HEADING, TEMPLATE_TEXTS } from './support/composition-docs';
import { library, renderFailure, renderWithSnippets } from './support/render-with-snippets';
import { paragraphTexts } from '../template/support/paragraph-texts';

const styleOf = (stylesXml: string, id: string): string | undefined => new RegExp(`<w:style\\b[^>]*w:styleId="${id}"[\\s\\S]*?</w:style>`).exec(stylesXml)?.[0];

describe('snippets', () => {
  describe('when a snippet with its own styles, list, picture, hyperlink, footnote and bookmark replaces a paragraph', () => {
    const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Confidentiality}}') + paragraphXml('The end.')), { client: 'Acme' }, { Confidentiality: richSnippetDocx() });
    const document = rendered.part('word/document.xml');
    const styles = rendered.part('word/styles.xml');

    it('puts the snippet body, filled with the same data, in place of the paragraph', () => {
      expect(rendered.texts).toEqual([...TEMPLATE_TEXTS, ...richSnippetTexts('Acme'), 'The end.']);
    });

    it('keeps the template its own Heading1 and imports the snippet one, which differs, under a new id with its linked style', () => {
      expect(styleOf(styles, 'Heading1')).toContain(TEMPLATE_HEADING);
      expect(styleOf(styles, 'Heading1_2')).toContain(SNIPPET_HEADING);
      expect(styleOf(styles, 'Heading1_2')).toContain('<w:link w:val="Heading1Char_2"/>');
      expect(styleOf(styles, 'Heading1Char_2')).toContain('<w:link w:val="Heading1_2"/>');
      expect(document).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Agreement');
      expect(document).toContain('<w:pStyle w:val="Heading1_2"/></w:pPr><w:r><w:t xml:space="preserve">Confidentiality');
    });

    it('adds the style only the snippet has under its own id, and uses the template styles that are the same', () => {
      expect(styleOf(styles, 'ClauseText')).toBe(CLAUSE_STYLE);
      for (const id of ['ListParagraph', 'FootnoteText', 'FootnoteReference', 'Hyperlink']) expect(styles.match(new RegExp(`w:styleId="${id}(?:_\\d+)?"`, 'g'))).toHaveLength(1);
    });

    it('gives the snippet list its own numbering instance of an imported list, starting again', () => {
      const numbering = rendered.part('word/numbering.xml');
      const numIds = Array.from(document.matchAll(/<w:numId w:val="(\d+)"/g), (match) => match[1]);
      expect(numIds).toEqual(['1', '3', '3']);
      expect(numbering).toMatch(/<w:abstractNum w:abstractNumId="2"[^>]*>(?:(?!<\/w:abstractNum>)[\s\S])*w:val="decimal"/);
      expect(numbering).toContain('<w:num w:numId="3"><w:abstractNumId w:val="2"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/>');
    });

    it('copies the picture as a new part with a new relationship, and keeps the hyperlink', () => {
      const relationships = rendered.pkg.relationships('word/document.xml');
      const embeds = Array.from(document.matchAll(/r:embed="([^"]+)"/g), (match) => match[1]);
      expect(embeds).toHaveLength(2);
      const targets = embeds.map((id) => relationships.find((relationship) => relationship.id === id)?.targetPart);
      expect(targets).toEqual(['word/media/image1.png', 'word/media/image1_2.png']);
      expect(rendered.pkg.has('word/media/image1_2.png')).toBe(true);
      const linkId = /<w:hyperlink r:id="([^"]+)"/.exec(document)?.[1];
      expect(relationships.find((relationship) => relationship.id === linkId)).toMatchObject({ target: 'https://example.com/policy', targetMode: 'External' });
    });

    it('appends the footnote, filled, to the template notes under a fresh id', () => {
      const footnotes = rendered.part('word/footnotes.xml');
      expect(footnotes).toContain('Template note.');
      expect(footnotes).toContain('Snippet note for Acme.');
      const references = Array.from(document.matchAll(/<w:footnoteReference w:id="(\d+)"/g), (match) => match[1]);
      expect(references[0]).toBe('1');
      expect(references[1]).not.toBe('1');
    });

    it('keeps the bookmark with a fresh id', () => {
      expect(document).toMatch(/<w:bookmarkStart w:id="(\d+)" w:name="Confidential"\/>/);
      expect(document).not.toMatch(/<w:bookmarkStart w:id="0" w:name="Confidential"/);
    });

    it('writes every id once and every reference to something that exists', () => {
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });
  });

  describe('when the same snippet is inserted twice', () => {
    const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Confidentiality}}') + paragraphXml('{{> Confidentiality}}')), { client: 'Acme' }, { Confidentiality: richSnippetDocx() });

    it('imports its styles and picture once, restarts its list at each insertion and keeps its bookmark once', () => {
      const document = rendered.part('word/document.xml');
      expect(rendered.part('word/styles.xml').match(/w:styleId="Heading1_2"/g)).toHaveLength(1);
      expect(rendered.pkg.names.filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
      expect(Array.from(document.matchAll(/<w:numId w:val="(\d+)"/g), (match) => match[1])).toEqual(['1', '3', '3', '4', '4']);
      expect(document.match(/w:name="Confidential"/g)).toHaveLength(1);
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });
  });

  describe('when a snippet is inserted inside a repeat', () => {
    const template = templateDocx(paragraphXml('{{#each parties}}') + paragraphXml('{{> Party}}') + paragraphXml('{{/each}}'));
    const rendered = renderWithSnippets(template, { parties: [{ name: 'Ann' }, { name: 'Bob' }], city: 'Oslo' }, { Party: plainSnippetDocx('{{name}} of {{city}}', 'Signed: {{name}}') });

    it('renders it with each item, names resolving against the item first', () => {
      expect(rendered.texts.slice(4)).toEqual(['Ann of Oslo', 'Signed: Ann', 'Bob of Oslo', 'Signed: Bob']);
    });
  });

  describe('when snippets include snippets', () => {
    const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Outer}}')), { client: 'Acme' }, {
      Outer: plainSnippetDocx('Outer before', '{{> Confidentiality}}', 'Outer after with {{> Word}} inline'),
      Confidentiality: richSnippetDocx(),
      Word: plainSnippetDocx('<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r></w:p>'),
    });

    it('inserts each where it stands, each imported once into the output', () => {
      expect(rendered.texts.slice(4)).toEqual(['Outer before', ...richSnippetTexts('Acme'), 'Outer after with bold inline']);
      expect(rendered.part('word/document.xml')).toContain('<w:t xml:space="preserve">Outer after with </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r><w:r><w:t xml:space="preserve"> inline</w:t></w:r>');
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });
  });

  describe('when a one-paragraph snippet is inside a paragraph', () => {
    const rendered = renderWithSnippets(templateDocx(paragraphXml('Signed by ', '<w:r><w:rPr><w:i/></w:rPr><w:t>{{> Signer}}, </w:t></w:r>', 'today.')), { who: 'Ada' }, { Signer: plainSnippetDocx('<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>the director {{who}}</w:t></w:r></w:p>') });

    it('puts its runs inline, the paragraph keeping its own properties and the run after its formatting', () => {
      expect(rendered.texts[4]).toBe('Signed by the director Ada, today.');
      const document = rendered.part('word/document.xml');
      expect(document).not.toContain('<w:jc w:val="center"/>');
      expect(document).toContain('<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">, </w:t></w:r>');
    });
  });

  describe('when a snippet of several paragraphs is inside a paragraph', () => {
    it('fails naming the snippet', () => {
      const failure = renderFailure(templateDocx(paragraphXml('See {{> Two}} here')), {}, { Two: plainSnippetDocx('One', 'Two') });
      expect(failure).toMatchObject({ code: 'snippet_unavailable', reason: 'not_inline', name: 'Two', part: 'word/document.xml', paragraph: 5 });
      expect(failure.message).toContain('"Two"');
    });
  });

  describe('when snippets include each other in a circle', () => {
    it('fails naming the circle', () => {
      const failure = renderFailure(templateDocx(paragraphXml('{{> A}}')), {}, { A: plainSnippetDocx('a', '{{> B}}'), B: plainSnippetDocx('{{> A}}') });
      expect(failure).toMatchObject({ code: 'snippet_unavailable', reason: 'cycle' });
      expect(failure.message).toContain('A > B > A');
    });
  });

  describe('when snippets nest more than 8 deep', () => {
    const chain = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`S${index}`, plainSnippetDocx(`level ${index}`, `{{> S${index + 1}}}`)]));

    it('inserts 8 levels', () => {
      const eight = { ...chain, S7: plainSnippetDocx('level 7') };
      expect(renderWithSnippets(templateDocx(paragraphXml('{{> S0}}')), {}, eight).texts.slice(4)).toEqual(Array.from({ length: 8 }, (_, index) => `level ${index}`));
    });

    it('fails at the ninth', () => {
      const failure = renderFailure(templateDocx(paragraphXml('{{> S0}}')), {}, chain);
      expect(failure).toMatchObject({ code: 'snippet_unavailable', reason: 'too_deep', name: 'S8' });
      expect(failure.message).toContain('S0 > S1 > S2 > S3 > S4 > S5 > S6 > S7 > S8');
    });
  });

  describe('when the library has no snippet of that name', () => {
    it('fails naming it', () => {
      expect(renderFailure(templateDocx(paragraphXml('{{> Missing}}')), {}, {})).toMatchObject({ code: 'snippet_unavailable', reason: 'not_found', name: 'Missing' });
    });
  });
});

describe('snippets with lists inside repeats', () => {
  const listSnippet = minimalDocx(numberedParagraphXml(1, '{{name}} first') + numberedParagraphXml(1, '{{name}} second'), { numberingXml: numberingXml() });
  const numIdsOf = (document: string): string[] => Array.from(document.matchAll(/<w:numId w:val="(\d+)"/g), (match) => match[1] ?? '');

  describe('when the repeat does not restart', () => {
    it('continues the snippet list from one item to the next', () => {
      const rendered = renderWithSnippets(templateDocx(paragraphXml('{{#each parties}}') + paragraphXml('{{> List}}') + paragraphXml('{{/each}}')), { parties: [{ name: 'Ann' }, { name: 'Bob' }] }, { List: listSnippet });
      expect(numIdsOf(rendered.part('word/document.xml')).slice(1)).toEqual(['3', '3', '3', '3']);
    });
  });

  describe('when the repeat restarts', () => {
    it('gives each item its own instance, starting again', () => {
      const rendered = renderWithSnippets(templateDocx(paragraphXml('{{#each parties restart}}') + paragraphXml('{{> List}}') + paragraphXml('{{/each}}')), { parties: [{ name: 'Ann' }, { name: 'Bob' }] }, { List: listSnippet });
      expect(numIdsOf(rendered.part('word/document.xml')).slice(1)).toEqual(['3', '3', '4', '4']);
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });
  });

  describe('when the snippet restarts its own list per item', () => {
    it('makes a new instance per item of the snippet repeat', () => {
      const snippet = minimalDocx(paragraphXml('{{#each items restart}}') + numberedParagraphXml(1, '{{name}}') + paragraphXml('{{/each}}'), { numberingXml: numberingXml() });
      const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Items}}')), { items: [{ name: 'a' }, { name: 'b' }] }, { Items: snippet });
      const ids = numIdsOf(rendered.part('word/document.xml')).slice(1);
      expect(ids).toHaveLength(2);
      expect(ids[0]).not.toBe(ids[1]);
      expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
    });
  });
});

describe('snippets with lists numbered through a paragraph style', () => {
  const extras = { stylesXml: listNumberStylesXml(), numberingXml: listNumberNumberingXml() };
  const listSnippet = minimalDocx(listNumberParagraphXml('{{name}} first') + listNumberParagraphXml('{{name}} second', 'ClauseNumber'), extras);
  const staticSnippet = minimalDocx(listNumberParagraphXml('Static first') + listNumberParagraphXml('Static second'), extras);
  const numIdsOf = (document: string): string[] => Array.from(document.matchAll(/<w:numId w:val="(\d+)"/g), (match) => match[1] ?? '');
  const parties = [{ name: 'Ann' }, { name: 'Bob' }];
  const rendered = renderWithSnippets(
    minimalDocx(
      listNumberParagraphXml('Template first') +
        paragraphXml('{{> Static}}') +
        paragraphXml('{{#each parties}}') +
        paragraphXml('{{> List}}') +
        paragraphXml('{{/each}}') +
        paragraphXml('{{#each parties restart}}') +
        paragraphXml('{{> List}}') +
        paragraphXml('{{/each}}'),
      extras,
    ),
    { name: 'Zoe', parties },
    { Static: staticSnippet, List: listSnippet },
  );
  const document = rendered.part('word/document.xml');

  it('numbers the snippet paragraphs in the open, each insertion starting its list again, items of a repeat continuing it unless it restarts', () => {
    expect(document).toContain('<w:pPr><w:pStyle w:val="ListNumber"/><w:spacing w:after="0"/></w:pPr><w:r><w:t xml:space="preserve">Template first');
    const [standalone, repeated, firstItem, secondItem, ...rest] = [...new Set(numIdsOf(document))];
    expect(rest).toEqual([]);
    expect(numIdsOf(document)).toEqual([standalone, standalone, repeated, repeated, repeated, repeated, firstItem, firstItem, secondItem, secondItem]);
    expect(new Set([standalone, repeated, firstItem, secondItem, String(LIST_NUMBER_NUM_ID)]).size).toBe(5);
    const numbering = rendered.part('word/numbering.xml');
    for (const numId of [standalone, repeated, firstItem, secondItem]) {
      const abstractId = new RegExp(`<w:num w:numId="${numId}"><w:abstractNumId w:val="(\\d+)"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/>`).exec(numbering)?.[1];
      expect(numbering).toMatch(new RegExp(`<w:abstractNum w:abstractNumId="${abstractId}"[^>]*>(?:(?!</w:abstractNum>)[\\s\\S])*w:val="decimal"`));
    }
    expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
  });

  it('keeps the snippet paragraphs on their styles', () => {
    expect(rendered.texts.slice(1, 3)).toEqual(['Static first', 'Static second']);
    expect(document).toMatch(/<w:pStyle w:val="(ListNumber(?:_2)?)"\/><w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr><w:spacing w:after="0"\/><\/w:pPr><w:r><w:t xml:space="preserve">Static first/);
  });

  describe('when the snippet restarts its own style-numbered list per item', () => {
    it('makes a new instance per item of the snippet repeat', () => {
      const snippet = minimalDocx(paragraphXml('{{#each items restart}}') + listNumberParagraphXml('{{name}}') + paragraphXml('{{/each}}'), extras);
      const items = renderWithSnippets(templateDocx(paragraphXml('{{> Items}}')), { items: [{ name: 'a' }, { name: 'b' }] }, { Items: snippet });
      const ids = numIdsOf(items.part('word/document.xml')).slice(1);
      expect(ids).toHaveLength(2);
      expect(ids[0]).not.toBe(ids[1]);
    });
  });
});

describe('snippets with comments', () => {
  it('appends the comment to the template comments (made when it has none) under a fresh id', () => {
    const snippet = minimalDocx(paragraphXml(commentRangeXml(0, runXml('Reviewed'))), { comments: { 0: paragraphXml('Check with {{client}}') } });
    const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Reviewed}}')), { client: 'Acme' }, { Reviewed: snippet });
    const comments = rendered.part('word/comments.xml');
    expect(comments).toContain('Check with Acme');
    const id = /<w:comment w:id="(\d+)"/.exec(comments)?.[1];
    expect(rendered.part('word/document.xml')).toContain(`<w:commentRangeStart w:id="${id}"/>`);
    expect(rendered.pkg.relationships('word/document.xml').some((relationship) => relationship.type.endsWith('/comments'))).toBe(true);
    expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
  });
});

describe('snippets in a header', () => {
  it('brings the picture into the header relationships', () => {
    const rendered = renderWithSnippets(templateDocx('', { headers: { default: paragraphXml('{{> Seal}}') } }), { client: 'Acme' }, { Seal: richSnippetDocx() });
    const header = rendered.part('word/header1.xml');
    const embed = /r:embed="([^"]+)"/.exec(header)?.[1];
    expect(rendered.pkg.relationships('word/header1.xml').find((relationship) => relationship.id === embed)?.targetPart).toBe('word/media/image1_2.png');
    expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
  });
});

describe('snippets standing where Word needs a paragraph', () => {
  const tableSnippet = plainSnippetDocx(tableXml([['A', 'B']]));

  it('ends a table cell with a paragraph when the snippet ends with a table', () => {
    const rendered = renderWithSnippets(templateDocx(tableXml([['{{> Grid}}']])), {}, { Grid: tableSnippet });
    expect(rendered.part('word/document.xml')).toMatch(/<\/w:tbl><w:p>(?:<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*<\/w:pPr>)?<\/w:p><\/w:tc>/);
  });

  it('keeps the section break of the paragraph it replaces', () => {
    const sectionBreak = '<w:pPr><w:sectPr><w:pgSz w:w="15840" w:h="12240" w:orient="landscape"/></w:sectPr></w:pPr>';
    const rendered = renderWithSnippets(templateDocx(paragraphXml(sectionBreak, '{{> Grid}}') + paragraphXml('After')), {}, { Grid: tableSnippet });
    expect(rendered.part('word/document.xml')).toContain(`</w:tbl><w:p>${sectionBreak}</w:p>`);
  });
});

describe('when a snippet footnote inserts a snippet', () => {
  it('fails naming the snippet, rather than putting it in the body', () => {
    const snippet = minimalDocx(paragraphXml('Noted', footnoteReferenceXml(1)), { footnotes: { 1: paragraphXml('{{> Other}}') } });
    const failure = renderFailure(templateDocx(paragraphXml('{{> Noted}}')), {}, { Noted: snippet, Other: plainSnippetDocx('x') });
    expect(failure).toMatchObject({ code: 'snippet_unavailable', reason: 'invalid', name: 'Other' });
  });
});

describe('snippets with legacy VML shapes and an embedded object', () => {
  const ole = { id: 'rIdOle1', type: OLE_OBJECT_RELATIONSHIP, target: 'embeddings/oleObject1.bin' };
  const oleParts = { parts: { 'word/embeddings/oleObject1.bin': new Uint8Array([1, 2, 3]) }, contentTypeDefaults: { bin: 'application/vnd.openxmlformats-officedocument.oleObject' } };
  // As Word writes them: a shape "_x0000_s1026" (id and o:spid), a text box, and an object whose picture is "_x0000_i1025".
  const stamp = minimalDocx(
    paragraphXml(vmlShapeRun(1026, paragraphXml('Stamp for {{client}}'))) + paragraphXml(vmlTextBoxRun(1, paragraphXml('Note')) + oleObjectRun(1025, ole.id)),
    { documentRelationships: [ole], ...oleParts },
  );
  // The template's own shape has the same number, and its own object the same picture id.
  const template = minimalDocx(
    paragraphXml(vmlShapeRun(1026, paragraphXml('Template box'))) + paragraphXml(oleObjectRun(1025, ole.id)) + paragraphXml('{{> Stamp}}') + paragraphXml('{{#each parties}}') + paragraphXml('{{> Stamp}}') + paragraphXml('{{/each}}'),
    { documentRelationships: [ole], ...oleParts },
  );
  const rendered = renderWithSnippets(template, { client: 'Acme', parties: [{ name: 'Ann' }, { name: 'Bob' }] }, { Stamp: stamp });
  const document = rendered.part('word/document.xml');
  const values = (pattern: RegExp): string[] => Array.from(document.matchAll(pattern), (match) => match[1] ?? '');

  it('gives each insertion fresh shape ids, above the template\'s own, which it keeps', () => {
    expect(rendered.texts.filter((text) => text === 'Stamp for Acme')).toHaveLength(3);
    const spids = values(/ o:spid="([^"]*)"/g);
    expect(spids).toHaveLength(7);
    expect(spids[0]).toBe('_x0000_s1026');
    expect(new Set(spids).size).toBe(7);
    for (const match of document.matchAll(/<v:shape id="(_x0000_s\d+)" o:spid="([^"]*)"/g)) expect(match[2]).toBe(match[1]);
    expect(() => assertUniqueIds(rendered.bytes)).not.toThrow();
  });

  it('keeps in each insertion the object\'s ShapeID equal to its picture\'s id, each object its own ObjectID', () => {
    const pictures = values(/<v:shape id="(_x0000_i\d+)"/g);
    expect(pictures).toHaveLength(4);
    expect(pictures[0]).toBe('_x0000_i1025');
    expect(new Set(pictures).size).toBe(4);
    expect(values(/ShapeID="([^"]*)"/g)).toEqual(pictures);
    expect(new Set(values(/ObjectID="([^"]*)"/g)).size).toBe(4);
  });

  it('keeps the template\'s anchor ids and leaves the optional ones of the snippet\'s pictures out', () => {
    expect(values(/w14:anchorId="([^"]*)"/g)).toEqual(['2B3C4D26', '5E6F7A8B']);
  });
});

describe('snippets in a large document whose root declares fewer namespaces than the snippet', () => {
  // Past 16 KiB, the rendered document is written as rendered after its root's name, the declarations put before the rest.
  const declared = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const parts = minimalDocxParts(Array.from({ length: 400 }, (_, index) => paragraphXml(`Clause ${index} for {{client}}.`)).join('') + paragraphXml('{{> Confidentiality}}'));
  parts['word/document.xml'] = String(parts['word/document.xml']).replace(NAMESPACES, declared);
  const template = compileTemplate(buildZip(parts));
  if (!template.ok) throw new Error(template.error.message);
  const documentOf = (client: string): string => {
    const rendered = renderTemplate(template.value, { client }, { resolveSnippet: library({ Confidentiality: richSnippetDocx() }) });
    if (!rendered.ok) throw new Error(rendered.error.message);
    const opened = openDocx(rendered.value.bytes);
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value.text('word/document.xml');
  };
  const first = documentOf('Acme');

  it('declares on the root what the snippet content uses, the body following as rendered', () => {
    const root = /<w:document\b[^>]*>/.exec(first)?.[0] ?? '';
    expect(root).toContain(declared);
    for (const prefix of ['wp', 'a', 'pic']) expect(root).toContain(` xmlns:${prefix}="`);
    const texts = paragraphTexts(first);
    expect(texts.slice(0, 400)).toEqual(Array.from({ length: 400 }, (_, index) => `Clause ${index} for Acme.`));
    expect(texts).toContain('Keep it secret, Acme.');
  });

  it('writes the next render of the same compiled template with its own data alone', () => {
    expect(documentOf('Beta')).toBe(first.replaceAll('Acme', 'Beta'));
  });
});
