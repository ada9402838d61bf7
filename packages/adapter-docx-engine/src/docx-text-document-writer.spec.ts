import { compileTemplate } from '@quire/docx-engine/engine';
import { unzipSync } from 'fflate';
import * as E from 'fp-ts/Either';
import { docxFromText } from './docx-text-document-writer';
import { EngineDocumentAnalyser } from './analysis/engine-document-analyser';

const NO_VOCABULARY = { aliases: [], rules: [], snippets: [] };
const analyser = new EngineDocumentAnalyser();
const partsOf = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, new TextDecoder().decode(data)]));

describe('DocxTextDocumentWriter', () => {
  const text = 'Dear {{client_name}},\n\n{{#if married}}\nYou\tand {{spouse_name | upper}} & <co>\n{{/if}}\n';

  describe('when given text with tags', () => {
    it('writes the parts of a minimal Word document, [Content_Types].xml first', async () => {
      const parts = partsOf(docxFromText(text));
      expect(Object.keys(parts)).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'word/_rels/document.xml.rels',
        'word/styles.xml',
        'word/settings.xml',
        'docProps/core.xml',
        'docProps/app.xml',
      ]);
      expect(parts['word/styles.xml']).toContain('<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>');
      expect(parts['word/document.xml']).toContain('<w:t xml:space="preserve">You</w:t><w:tab/><w:t xml:space="preserve">and {{spouse_name | upper}} &amp; &lt;co&gt;</w:t>');
    });

    it('is a template the engine compiles, whose analysis lists its fields and condition', () => {
      const analysed = analyser.analyseNow(docxFromText(text), NO_VOCABULARY);
      expect(E.isRight(analysed) && analysed.right.analysis).toMatchObject({
        fields: [
          { name: 'client_name', alias: null, occurrences: 1 },
          { name: 'married', alias: null, occurrences: 1 },
          { name: 'spouse_name', alias: null, occurrences: 1 },
        ],
        rules: [{ name: 'married', rule: null, reads: ['married'], occurrences: 1 }],
      });
      expect(E.isRight(analysed) && analysed.right.analysis.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    });

    it('reads back as the same text, a line per paragraph', () => {
      const analysed = analyser.analyseNow(docxFromText(text), NO_VOCABULARY);
      expect(E.isRight(analysed) && analysed.right.text).toBe('Dear {{client_name}},\n\n{{#if married}}\nYou\tand {{spouse_name | upper}} & <co>\n{{/if}}');
    });

    it('writes the same bytes for the same text', () => {
      expect(Buffer.from(docxFromText(text)).equals(Buffer.from(docxFromText(text)))).toBe(true);
      expect(Buffer.from(docxFromText(text)).equals(Buffer.from(docxFromText(`${text}.`)))).toBe(false);
    });
  });

  describe('when given any text', () => {
    it.each(['', '\n', '\u0000\u0001\uD800\uFFFF', ']]> <!-- --> <?x?> <!DOCTYPE x>', '&amp; &#0; &lt;', 'x'.repeat(100_000), '🎉\u2028\u2029\v\f'])('writes a package the engine accepts (%#)', (anyText) => {
      const compiled = compileTemplate(docxFromText(anyText));
      expect(compiled.ok).toBe(true);
    });
  });
});
