import { DOCX_REFUSAL_CODES } from '../../src/package/docx-refusal';
import { openDocx } from '../../src/package/open-docx';
import { analyseTemplate } from '../../src/analyse/analyse-template';
import { compileTemplate } from '../../src/compile/compile-template';
import { renderTemplate } from '../../src/render/render-template';
import { readDocx } from '../support/python-docx';
import { paragraphTexts } from '../template/support/paragraph-texts';
import { corpusFiles, readCorpusFile } from './corpus-documents';

/*
 * The real-world corpus (test/corpus/documents): every file is either refused
 * with a clear code, or compiles and renders with empty data to a document whose text and
 * structure equal the input's. None holds Quire tags; docxtemplater's single-brace {tags} are
 * plain text. A few docxtemplater examples hold "}}" or "{{" as text (their error examples):
 * those compile with located diagnostics and render answers template_invalid.
 */
const files = corpusFiles();

const count = (xml: string, pattern: RegExp): number => xml.match(pattern)?.length ?? 0;

describe('the real-world corpus', () => {
  it('is there', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  describe.each(files.map((file) => [file]))('when given %s', (file) => {
    it('is refused with a clear code, or renders unchanged', async () => {
      const bytes = readCorpusFile(file);
      const compiled = compileTemplate(bytes);
      if (!compiled.ok) {
        expect(DOCX_REFUSAL_CODES).toContain(compiled.error.code);
        expect(compiled.error.message.length).toBeGreaterThan(10);
        return;
      }
      const template = compiled.value;
      const errors = analyseTemplate(template).diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      // `keep`: markers without a value (MERGEFIELDs, content controls) stay as written.
      const rendered = renderTemplate(template, {}, { missing: 'keep' });
      if (errors.length > 0) {
        for (const error of errors) {
          expect(error.part.length).toBeGreaterThan(0);
          expect(error.paragraph).toBeGreaterThan(0);
          expect(error.message.length).toBeGreaterThan(10);
        }
        expect(rendered.ok ? undefined : rendered.error.code).toBe('template_invalid');
        return;
      }
      if (!rendered.ok) throw new Error(`render failed: ${JSON.stringify(rendered.error)}`);
      const output = openDocx(rendered.value.bytes);
      if (!output.ok) throw new Error(`output refused: ${output.error.code}`);
      const changed = new Set([...template.programs.map((program) => program.part.toLowerCase()), ...[...template.fixedChanges.keys()].map((name) => name.toLowerCase())]);
      const input = template.package;
      expect([...output.value.names]).toEqual([...input.names]);
      for (const name of input.names) {
        if (!changed.has(name.toLowerCase())) {
          expect(Buffer.from(output.value.bytes(name)).equals(Buffer.from(input.bytes(name)))).toBe(true);
          continue;
        }
        if (name.endsWith('.rels')) continue;
        const before = input.text(name);
        const after = output.value.text(name);
        expect(paragraphTexts(after)).toEqual(paragraphTexts(before));
        for (const pattern of [/<w:p\b/g, /<w:tbl\b/g, /<w:tr\b/g, /<w:tc\b/g, /<w:sectPr\b/g]) expect(count(after, pattern)).toBe(count(before, pattern));
      }
      if (changed.size > 0) {
        // python-docx reads the input and the output alike (when it can read the input at all).
        const original = await readDocx(bytes).catch(() => undefined);
        if (original !== undefined) expect(await readDocx(rendered.value.bytes)).toEqual(original);
      }
    });
  });
});
