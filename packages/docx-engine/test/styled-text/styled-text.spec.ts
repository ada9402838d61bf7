import { compileTemplate } from '../../src/compile/compile-template';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { footnoteReferenceXml, minimalDocx, NAMESPACES } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, runXml, tableXml } from '@quire/testing/docx/wordml';
import { paragraphsOf, renderStyled, styledFailure, tagParagraph } from './support';

const CLAUSE = [
  '# Payment',
  '',
  'The **buyer** pays _within_ 30 days, see [terms](https://example.com/terms).',
  '',
  '1. Invoice',
  '2. Reminder',
  '   - by mail',
  '   - by phone',
  '',
  '> A quote.',
  '',
  '| Item | Price |',
  '|------|------:|',
  '| Tea  | 2.50  |',
].join('\n');

const DOCUMENT = 'word/document.xml';

describe('styled text', () => {
  describe('when a markdown value stands alone in its paragraph', () => {
    const rendered = renderStyled(tagParagraph('{{clause | markdown}}', '<w:pPr><w:spacing w:after="120"/><w:jc w:val="both"/></w:pPr>') + paragraphXml('After.'), { clause: CLAUSE });
    const document = rendered.part(DOCUMENT);
    const paragraphs = paragraphsOf(document);

    it('replaces the paragraph with its paragraphs, lists and table', () => {
      expect(rendered.texts).toEqual(['Payment', 'The buyer pays within 30 days, see terms.', 'Invoice', 'Reminder', 'by mail', 'by phone', 'A quote.', 'Item', 'Price', 'Tea', '2.50', 'After.']);
      expect(document).not.toContain('{{');
    });

    it("gives headings the template's heading style, and body paragraphs the tag paragraph's properties", () => {
      expect(paragraphs[0]).toContain('<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>');
      expect(paragraphs[1]).toContain('<w:pPr><w:spacing w:after="120"/><w:jc w:val="both"/></w:pPr>');
    });

    it("keeps the formatting of the tag's first run in every run, with the text's own added", () => {
      expect(paragraphs[1]).toContain('<w:r><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:b/><w:bCs/><w:sz w:val="28"/></w:rPr><w:t xml:space="preserve">buyer</w:t></w:r>');
      expect(paragraphs[1]).toContain('<w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:i/><w:iCs/><w:sz w:val="28"/></w:rPr><w:t xml:space="preserve">within</w:t>');
    });

    it('makes the link a hyperlink to an external relationship with the Hyperlink style', () => {
      const id = /<w:hyperlink r:id="([^"]+)" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"\/>/.exec(paragraphs[1] ?? '')?.[1];
      expect(rendered.part('word/_rels/document.xml.rels')).toContain(`<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/terms" TargetMode="External"/>`);
    });

    it('numbers the list with a numbering definition of its own, the nested items one level down', () => {
      const levels = paragraphs.slice(2, 6).map((paragraph) => /<w:pStyle w:val="ListParagraph"\/><w:numPr><w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"\/>/.exec(paragraph)?.slice(1));
      expect(levels).toEqual([
        ['0', '1'],
        ['0', '1'],
        ['1', '1'],
        ['1', '1'],
      ]);
      const numbering = rendered.part('word/numbering.xml');
      expect(numbering).toMatch(/<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"\/><w:lvl w:ilvl="0"><w:start w:val="1"\/><w:numFmt w:val="decimal"\/><w:lvlText w:val="%1."\/>/);
      expect(numbering).toContain('<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/>');
      expect(numbering).toContain('<w:num w:numId="1"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>');
    });

    it('sets the quote in a Quote style, added like Word defines it when the template has none', () => {
      expect(paragraphs[6]).toContain('<w:pPr><w:pStyle w:val="Quote"/></w:pPr>');
      expect(rendered.part('word/styles.xml')).toContain('<w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:basedOn w:val="Normal"/>');
    });

    it('writes the table with a header row, bold header cells and a right-aligned column', () => {
      const table = /<w:tbl>[\s\S]*?<\/w:tbl>/.exec(document)?.[0] ?? '';
      expect(table).toContain('<w:tblStyle w:val="TableGrid"/><w:tblW w:w="5000" w:type="pct"/>');
      expect(table).toContain('<w:tr><w:trPr><w:tblHeader/></w:trPr>');
      expect(table).toMatch(/<w:b\/><w:bCs\/><w:sz w:val="28"\/><\/w:rPr><w:t xml:space="preserve">Item/);
      expect(table).toMatch(/<w:p><w:pPr><w:jc w:val="right"\/><\/w:pPr><w:r><w:rPr>[^]*?2\.50/);
    });

    it('leaves a valid document: every id unique, every style, list and relationship defined', () => {
      assertUniqueIds(rendered.bytes);
    });
  });

  describe('when a one-paragraph value sits inside text', () => {
    const rendered = renderStyled(paragraphXml('Dear ', runXml('{{name | html}}', '<w:color w:val="1F4E79"/>'), ', welcome.'), { name: 'Ada <b>Lovelace</b>' });

    it('writes runs in its place, keeping the text around and the tag run formatting', () => {
      expect(rendered.texts).toEqual(['Dear Ada Lovelace, welcome.']);
      const document = rendered.part(DOCUMENT);
      expect(document).toContain('<w:r><w:rPr><w:color w:val="1F4E79"/></w:rPr><w:t xml:space="preserve">Ada </w:t></w:r><w:r><w:rPr><w:b/><w:bCs/><w:color w:val="1F4E79"/></w:rPr><w:t xml:space="preserve">Lovelace</w:t></w:r>');
      expect(rendered.warnings).toEqual([]);
    });

    it('writes a plain value like any other value, in the tag run', () => {
      const plain = renderStyled(paragraphXml('Dear ', runXml('{{name | markdown}}', '<w:b/>'), '.'), { name: 'Ada & Co' });
      expect(plain.part(DOCUMENT)).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Ada &amp; Co</w:t></w:r>');
    });
  });

  describe('when a value of several paragraphs sits inside text', () => {
    const rendered = renderStyled(paragraphXml('Notes: {{notes | markdown}} end'), { notes: 'First.\n\n- one\n- two\n\n1. first' });

    it('joins them by line breaks, list items marked, and warns that the tag needs a paragraph of its own', () => {
      expect(rendered.texts).toEqual(['Notes: First.\n\u2022 one\n\u2022 two\n1. first end']);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'styled_text_not_inline', name: 'notes' })]);
    });
  });

  describe('when an HTML value holds what Word cannot show', () => {
    const rendered = renderStyled(tagParagraph('{{notes | html}}'), {
      notes: '<p>Hello <script>alert(1)</script><img src="https://tracker.example/pixel.gif"><a href="javascript:alert(2)">there</a></p><iframe src="https://example.com"></iframe>',
    });

    it('leaves it out and names it in one warning, keeping the rest', () => {
      expect(rendered.texts).toEqual(['Hello there']);
      expect(rendered.part(DOCUMENT)).not.toMatch(/alert|tracker|iframe|javascript/);
      expect(rendered.warnings).toEqual([
        {
          code: 'styled_text_dropped',
          name: 'notes',
          message:
            'Some of the html of "notes" cannot be shown in Word and was left out: <script> and what it holds; <img> and what it holds; a link that is not to an http, https or mailto address (its text kept); <iframe> and what it holds.',
          part: 'word/document.xml',
          paragraph: 1,
        },
      ]);
      expect(rendered.part('word/_rels/document.xml.rels')).not.toContain('tracker');
    });
  });

  describe('the link filter', () => {
    const rendered = renderStyled(paragraphXml('Visit ', runXml('{{site | link: "our site"}}', '<w:sz w:val="20"/>'), ' or ', runXml('{{site | link}}'), '.'), { site: 'https://quire.example/a?b=1&c=2' });
    const document = rendered.part(DOCUMENT);

    it('makes a hyperlink showing the label, or the address, in the Hyperlink style and the tag run formatting', () => {
      expect(rendered.texts).toEqual(['Visit our site or https://quire.example/a?b=1&c=2.']);
      expect(document).toMatch(/<w:hyperlink r:id="rIdC1" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"\/><w:sz w:val="20"\/><\/w:rPr><w:t xml:space="preserve">our site<\/w:t><\/w:r><\/w:hyperlink>/);
    });

    it('relates the address once per part, escaped, never fetched', () => {
      const relationships = rendered.part('word/_rels/document.xml.rels');
      expect(relationships.match(/relationships\/hyperlink/g)).toHaveLength(1);
      expect(relationships).toContain('Target="https://quire.example/a?b=1&amp;c=2" TargetMode="External"');
    });

    it('writes an address that is not a web or mail address as text, with a warning', () => {
      const refused = renderStyled(paragraphXml('See {{site | link: "here"}}.'), { site: 'javascript:alert(1)' });
      expect(refused.texts).toEqual(['See here.']);
      expect(refused.part(DOCUMENT)).not.toContain('w:hyperlink');
      expect(refused.warnings).toEqual([expect.objectContaining({ code: 'link_refused', name: 'site' })]);
    });
  });

  describe('lists in a repeat', () => {
    const body = paragraphXml('{{#each items}}') + paragraphXml('{{name}}:') + tagParagraph('{{steps | markdown}}') + paragraphXml('{{/each}}');
    const rendered = renderStyled(
      body,
      { items: [{ name: 'A', steps: '1. a1\n2. a2' }, { name: 'B', steps: '1. b1\n2. b2' }, { name: 'C', steps: '1. a1\n2. a2' }] },
      {},
      { numberingXml: `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${NAMESPACES}><w:abstractNum w:abstractNumId="4"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="7"><w:abstractNumId w:val="4"/></w:num></w:numbering>` },
    );

    it('restart in each value: each gets its own numbering instance, above the template ones, of one shared abstract list', () => {
      const numIds = Array.from(rendered.part(DOCUMENT).matchAll(/<w:numId w:val="(\d+)"\/>/g), (match) => match[1]);
      expect(numIds).toEqual(['8', '8', '9', '9', '10', '10']);
      const numbering = rendered.part('word/numbering.xml');
      expect(numbering.match(/<w:abstractNum /g)).toHaveLength(2);
      expect(numbering).toMatch(/<\/w:abstractNum><w:abstractNum w:abstractNumId="5">[\s\S]*<w:num w:numId="7">[\s\S]*<w:num w:numId="10"><w:abstractNumId w:val="5"\/>/);
      assertUniqueIds(rendered.bytes);
    });
  });

  describe("the template's styles", () => {
    it('are found by name, so a template made in another language keeps its own', () => {
      const styles =
        `<?xml version="1.0" encoding="UTF-8"?><w:styles ${NAMESPACES}><w:style w:type="paragraph" w:default="1" w:styleId="Standard"><w:name w:val="Normal"/></w:style>` +
        '<w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/><w:basedOn w:val="Standard"/></w:style>' +
        '<w:style w:type="character" w:styleId="Link"><w:name w:val="Hyperlink"/></w:style></w:styles>';
      const rendered = renderStyled(tagParagraph('{{text | markdown}}'), { text: '## Zweck\n\n[Seite](https://example.de)\n\n# Titel' }, {}, { stylesXml: styles });
      const document = rendered.part(DOCUMENT);
      expect(document).toContain('<w:pStyle w:val="berschrift2"/>');
      expect(document).toContain('<w:rStyle w:val="Link"/>');
      const added = rendered.part('word/styles.xml');
      expect(added).toContain('<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Standard"/><w:next w:val="Standard"/>');
      expect(added.match(/w:styleId="Heading1"/g)).toHaveLength(1);
      assertUniqueIds(rendered.bytes);
    });
  });

  describe('in a table cell', () => {
    const body = tableXml([['Clause', tagParagraph('{{text | markdown}}')]]);

    it('replaces the cell paragraph, and ends the cell with a paragraph after a table', () => {
      const rendered = renderStyled(body, { text: 'Intro\n\n| a |\n|---|\n| b |' });
      const cell = /<w:tc>(?:(?!<w:tc>)[\s\S])*?Intro[\s\S]*?<\/w:tbl>([\s\S]*?)<\/w:tc>/.exec(rendered.part(DOCUMENT));
      expect(cell?.[1]).toMatch(/^<w:p\b[^>]*><\/w:p>$/);
      assertUniqueIds(rendered.bytes);
    });

    it('keeps an empty paragraph in the cell when the value is missing', () => {
      const rendered = renderStyled(body, {});
      expect(rendered.texts).toEqual(['Clause', '']);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'missing_value', name: 'text' })]);
    });
  });

  describe('a paragraph carrying a section break', () => {
    it('keeps the section break after the text', () => {
      const section = '<w:pPr><w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:pPr>';
      const rendered = renderStyled(tagParagraph('{{text | html}}', section) + paragraphXml('Next section.'), { text: '<p>one</p><p>two</p>' });
      expect(rendered.texts).toEqual(['one', 'two', '', 'Next section.']);
      expect(paragraphsOf(rendered.part(DOCUMENT))[2]).toContain('<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr>');
    });
  });

  describe('in a header', () => {
    it("relates links from the header's own relationships", () => {
      const rendered = renderStyled(paragraphXml('Body'), { contact: '[Write to us](mailto:office@example.com)' }, {}, { headers: { default: tagParagraph('{{contact | markdown}}') } });
      const header = rendered.part('word/header1.xml');
      const id = /<w:hyperlink r:id="([^"]+)"/.exec(header)?.[1];
      expect(rendered.part('word/_rels/header1.xml.rels')).toContain(`Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:office@example.com" TargetMode="External"`);
      assertUniqueIds(rendered.bytes);
    });
  });

  describe('in a footnote', () => {
    it("writes its paragraphs in the note, links related from the notes part's own relationships", () => {
      const rendered = renderStyled(paragraphXml('Body', footnoteReferenceXml(1)), { source: 'See [the act](https://example.com/act).\n\n- one\n- two' }, {}, { footnotes: { 1: tagParagraph('{{source | markdown}}') } });
      const notes = rendered.part('word/footnotes.xml');
      expect(notes).toMatch(/<w:footnote w:id="1"><w:p><w:r><w:rPr>[^]*?See [^]*?<w:hyperlink r:id="(rIdC\d+)"[^]*?<w:numId w:val="1"\/>[^]*?<\/w:footnote>/);
      expect(rendered.part('word/_rels/footnotes.xml.rels')).toContain('Target="https://example.com/act" TargetMode="External"');
      assertUniqueIds(rendered.bytes);
    });
  });

  describe('a missing value in place of its paragraph', () => {
    const body = paragraphXml('Before') + tagParagraph('{{notes | markdown}}') + paragraphXml('After');

    it('leaves no blank paragraph (missing: blank)', () => {
      expect(renderStyled(body, {}).texts).toEqual(['Before', 'After']);
    });

    it('shows the name highlighted in a paragraph (missing: highlight)', () => {
      const rendered = renderStyled(body, {}, { missing: 'highlight' });
      expect(rendered.texts).toEqual(['Before', '[notes]', 'After']);
      expect(paragraphsOf(rendered.part(DOCUMENT))[1]).toContain('<w:highlight w:val="yellow"/>');
    });

    it('keeps the tag in a paragraph (missing: keep)', () => {
      expect(renderStyled(body, {}, { missing: 'keep' }).texts).toEqual(['Before', '{{notes | markdown}}', 'After']);
    });
  });

  describe('limits', () => {
    it('refuse a value longer than the limit (data_too_large)', () => {
      expect(styledFailure(paragraphXml('{{notes | markdown}}'), { notes: 'x'.repeat(101) }, { maxStyledTextLength: 100 })).toMatchObject({ code: 'data_too_large', limit: 100 });
    });

    it('refuse a value nested deeper than the limit (data_too_deep), in HTML and in markdown', () => {
      expect(styledFailure(paragraphXml('{{notes | html}}'), { notes: '<div>'.repeat(9) + 'x' }, { maxStyledTextDepth: 8 })).toMatchObject({ code: 'data_too_deep', limit: 8 });
      expect(styledFailure(paragraphXml('{{notes | markdown}}'), { notes: '- '.repeat(40) + 'x' })).toMatchObject({ code: 'data_too_deep', limit: 32 });
    });

    it('let a deep but allowed value through, its lists at most nine levels deep', () => {
      const rendered = renderStyled(tagParagraph('{{notes | markdown}}'), { notes: Array.from({ length: 12 }, (_unused, level) => `${'  '.repeat(level)}- level ${level}`).join('\n') });
      const levels = Array.from(rendered.part(DOCUMENT).matchAll(/<w:ilvl w:val="(\d)"\/>/g), (match) => Number(match[1]));
      expect(levels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8]);
    });
  });

  describe('in the template', () => {
    it('a filter after markdown, html or link is an error', () => {
      const compiled = compileTemplate(minimalDocx(paragraphXml('{{notes | markdown | upper}}')));
      if (!compiled.ok) throw new Error('refused');
      expect(compiled.value.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'misplaced_filter', message: expect.stringContaining('The filter "upper" cannot follow "markdown"') })]);
    });

    it('a filter before them is applied first', () => {
      expect(renderStyled(paragraphXml('{{notes | default: "*none*" | markdown}}'), {}).part(DOCUMENT)).toContain('<w:i/><w:iCs/></w:rPr><w:t xml:space="preserve">none</w:t>');
    });

    it('in the document title, styled text is its plain text', () => {
      const rendered = renderStyled(paragraphXml('Body'), { title: '**Offer** for _Acme_' }, {}, { title: '{{title | markdown}}' });
      expect(rendered.part('docProps/core.xml')).toContain('<dc:title>Offer for Acme</dc:title>');
    });
  });
});
