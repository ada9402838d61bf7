import { mergeDocuments } from '../../src/compose/merge-documents';
import { openDocx } from '../../src/package/open-docx';
import { compileTemplate } from '../../src/compile/compile-template';
import { hasErrors } from '../../src/compile/compiled-template';
import { renderTemplate } from '../../src/render/render-template';
import { idProblems } from '../support/assert-unique-ids';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { templateDocx } from '../compose/support/composition-docs';
import { paragraphTexts } from '../template/support/paragraph-texts';
import { corpusFiles, readCorpusFile } from './corpus-documents';

/*
 * Every usable document of the real-world corpus (test/corpus/documents) inserted as a snippet into a
 * template, and merged after it: the output holds the document's text and adds no repeated id
 * and no dangling reference that the two inputs did not have already. (python-docx and
 * LibreOffice read composed documents in test/compose/composition.int.spec.ts; spawning them for
 * every corpus file would take minutes.)
 */
const files = corpusFiles();

// MultipleBodyBug.docx holds three w:body elements (Word writes one): only the first is read.
const usable = files.filter((file) => {
  if (file === 'poi/MultipleBodyBug.docx') return false;
  const compiled = compileTemplate(readCorpusFile(file));
  return compiled.ok && !hasErrors(compiled.value) && !compiled.value.uses.some((use) => use.syntax.kind === 'snippet');
});

const template = templateDocx(paragraphXml('Before') + paragraphXml('{{> Corpus}}') + paragraphXml('After'));

/** Problems of the output that neither input had (some corpus files repeat ids or miss parts themselves). */
const newProblems = (output: Uint8Array, ...inputs: Uint8Array[]): string[] => {
  const known = new Set(inputs.flatMap((input) => idProblems(input).map((problem) => problem.replace(/-?\d+/g, '#'))));
  const loose = (problem: string): boolean => /style .* is used but not defined|relationship .* points at a missing part|has no content type|list # is used but not defined|refers to a relationship/.test(problem.replace(/-?\d+/g, '#'));
  return idProblems(output).filter((problem) => !known.has(problem.replace(/-?\d+/g, '#')) && !(loose(problem) && inputs.some((input) => idProblems(input).some(loose))));
};

const bodyText = (bytes: Uint8Array): string[] => {
  const opened = openDocx(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return paragraphTexts(opened.value.text(opened.value.mainDocumentPart)).filter((text) => text.trim() !== '');
};

jest.setTimeout(120_000);

describe('the real-world corpus, composed', () => {
  it('has usable documents', () => {
    expect(usable.length).toBeGreaterThan(150);
  });

  describe.each(usable.map((file) => [file]))('when %s is a snippet and a merged document', (file) => {
    const bytes = readCorpusFile(file);

    it('inserts it whole, with valid ids, and merges it after the template', () => {
      const compiled = compileTemplate(template);
      if (!compiled.ok) throw new Error(compiled.error.message);
      const rendered = renderTemplate(compiled.value, {}, { missing: 'keep', resolveSnippet: () => bytes });
      if (!rendered.ok) throw new Error(JSON.stringify(rendered.error));
      expect(newProblems(rendered.value.bytes, template, bytes)).toEqual([]);
      const texts = bodyText(rendered.value.bytes);
      expect(texts.slice(0, 5)).toEqual(['Agreement', 'Intro', 'Template item one', 'Before', ...texts.slice(4, 5)]);
      expect(texts[texts.length - 1]).toBe('After');

      const merged = mergeDocuments([template, bytes]);
      if (!merged.ok) throw new Error(merged.error.message);
      expect(newProblems(merged.value, template, bytes)).toEqual([]);
      expect(bodyText(merged.value)).toEqual([...bodyText(template), ...bodyText(bytes)]);
    });
  });
});
