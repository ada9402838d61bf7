import { assertUniqueIds } from '../support/assert-unique-ids';
import { footnoteReferenceXml, minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { richSnippetDocx, templateDocx } from '../compose/support/composition-docs';
import { renderResult, renderWithSnippets } from '../compose/support/render-with-snippets';
import { tagParagraph } from './support';

const TERMS = '## Terms\n\n1. Pay on time, see [the policy](https://example.com/terms).\n2. Keep it secret.';

describe('styled text in a snippet', () => {
  describe('when a snippet holds a markdown field next to its own list and link', () => {
    const snippet = minimalDocx(paragraphXml('Clause for {{client}}:') + tagParagraph('{{terms | markdown}}') + paragraphXml('Inline {{site | link: "site"}} and {{note | html}}.'));
    const rendered = renderWithSnippets(
      templateDocx(paragraphXml('{{> Terms}}') + paragraphXml('{{> Confidentiality}}') + paragraphXml('{{> Terms}}')),
      { client: 'Acme', terms: TERMS, site: 'https://example.com/site', note: '<i>soon</i>' },
      { Terms: snippet, Confidentiality: richSnippetDocx() },
    );
    const document = rendered.part('word/document.xml');

    it('writes the styled text where the snippet goes, each insertion in full', () => {
      const terms = ['Clause for Acme:', 'Terms', 'Pay on time, see the policy.', 'Keep it secret.', 'Inline site and soon.'];
      expect(rendered.texts.slice(4)).toEqual([...terms, 'Confidentiality', 'Keep it secret, Acme.', 'Snippet item one', 'Snippet item two', 'See the policy', ...terms]);
    });

    it("refers to the output's own styles, lists and relationships (the snippet's are not applied to it)", () => {
      expect(document.match(/<w:pStyle w:val="Heading2"\/><\/w:pPr><w:r><w:t xml:space="preserve">Terms/g)).toHaveLength(2);
      const relationships = rendered.pkg.relationships('word/document.xml');
      const links = Array.from(document.matchAll(/<w:hyperlink r:id="([^"]+)"/g), (match) => relationships.find((relationship) => relationship.id === match[1])?.target);
      expect(links).toEqual(['https://example.com/terms', 'https://example.com/site', 'https://example.com/policy', 'https://example.com/terms', 'https://example.com/site']);
      assertUniqueIds(rendered.bytes);
    });

    it('numbers each insertion of the list on its own', () => {
      const termsNumIds = Array.from(document.matchAll(/<w:numId w:val="(\d+)"\/><\/w:numPr><\/w:pPr><w:r><w:rPr>(?:(?!<\/w:p>).)*?<w:t xml:space="preserve">(?:Pay|Keep it secret\.)/g), (match) => match[1]);
      expect(termsNumIds).toHaveLength(4);
      expect(termsNumIds[0]).toBe(termsNumIds[1]);
      expect(termsNumIds[2]).toBe(termsNumIds[3]);
      expect(termsNumIds[0]).not.toBe(termsNumIds[2]);
    });
  });
});

describe("styled text in a snippet's footnote", () => {
  it('is refused with a message, never a broken document', () => {
    const snippet = minimalDocx(paragraphXml('Clause.', footnoteReferenceXml(1)), { footnotes: { 1: tagParagraph('{{note | markdown}}') } });
    const result = renderResult(templateDocx(paragraphXml('{{> Clause}}')), { note: '**Note**' }, { Clause: snippet });
    expect(result).toMatchObject({ ok: false, error: { code: 'snippet_unavailable', reason: 'invalid', message: expect.stringContaining("a snippet's footnotes, endnotes and comments cannot hold styled text") } });
  });
});
