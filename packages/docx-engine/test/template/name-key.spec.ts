import { analyseTemplate } from '../../src/analyse/analyse-template';
import { compileTemplate } from '../../src/compile/compile-template';
import type { CompiledTemplate } from '../../src/compile/compiled-template';
import { openDocx } from '../../src/package/open-docx';
import { renderTemplate } from '../../src/render/render-template';
import type { RenderOptions } from '../../src/render/render-types';
import { normalizeName, type NameKey } from '../../src/name-key';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { expression } from './support/expression';
import { paragraphTexts } from './support/paragraph-texts';
import { wordParagraph, wordRun } from './support/word-like';

/** A key coarser than the default: hyphens and underscores count as spaces. */
const byWords: NameKey = (name) => normalizeName(name).replace(/[-_]+/g, ' ');

const compiledWith = (body: string, nameKey?: NameKey): CompiledTemplate => {
  const result = compileTemplate(minimalDocx(body), nameKey === undefined ? {} : { nameKey });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const textsOf = (template: CompiledTemplate, data: Record<string, unknown>, options: RenderOptions = {}): string[] => {
  const rendered = renderTemplate(template, data, options);
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.error));
  const opened = openDocx(rendered.value.bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return paragraphTexts(opened.value.text('word/document.xml'));
};

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: [] },
    { name: 'client_address', type: 'text', synonyms: [] },
  ],
  rules: [{ name: 'is_adult', kind: 'condition', expression: expression('age >= 18') }],
};

const body = [
  '{{client-name}}',
  '{{#if is-adult}}adult{{else}}minor{{/if}}',
  '{{client-address.city}}',
].map((text) => wordParagraph(wordRun(text))).join('');

const data = { 'Client Name': 'Ada', age: 20, client_address: { city: 'Oslo' } };

describe('the name key a template is compiled with', () => {
  describe('when none is given', () => {
    it('is normalizeName, and names differing in hyphens stay apart', () => {
      const template = compiledWith(body);
      expect(template.nameKey).toBe(normalizeName);
      expect(textsOf(template, data, { vocabulary })).toEqual(['', 'minor', '']);
    });
  });

  describe('when one is given', () => {
    const template = compiledWith(body, byWords);

    it('is kept by the compiled template', () => {
      expect(template.nameKey).toBe(byWords);
    });

    it('matches tags, rules, data keys and a path\'s head to the vocabulary and the data by it', () => {
      expect(textsOf(template, data, { vocabulary })).toEqual(['Ada', 'adult', 'Oslo']);
    });

    it('tells analysis which alias and rule a name is, and counts the spellings of one name once', () => {
      const analysis = analyseTemplate(compiledWith(body + wordParagraph(wordRun('{{Client_Name}}')), byWords), vocabulary);
      // The alias's own name under this key: no other alias is named.
      expect(analysis.fields).toEqual([
        { name: 'client-name', occurrences: 2 },
        { name: 'client-address.city', alias: 'client_address', occurrences: 1 },
      ]);
      expect(analysis.rules).toEqual([{ name: 'is_adult', occurrences: 1 }]);
      expect(analysis.diagnostics.filter((diagnostic) => diagnostic.code === 'unknown_name')).toEqual([]);
    });
  });

  describe('for a snippet', () => {
    const withSnippet = compiledWith(wordParagraph(wordRun('{{> Standard-Clause}}')), byWords);
    const snippetBytes = minimalDocx(wordParagraph(wordRun('Signed, {{client-name}}.')));

    it('compiles one given as bytes with the template\'s key, and resolves it by that key', () => {
      const texts = textsOf(withSnippet, data, { vocabulary, resolveSnippet: (name) => (byWords(name) === byWords('standard_clause') ? snippetBytes : undefined) });
      expect(texts).toEqual(['Signed, Ada.']);
    });

    it('refuses one compiled with another key', () => {
      const other = compiledWith(wordParagraph(wordRun('Signed.')));
      const rendered = renderTemplate(withSnippet, data, { vocabulary, resolveSnippet: () => other });
      expect(rendered.ok ? undefined : rendered.error).toMatchObject({ code: 'snippet_unavailable', reason: 'invalid' });
    });
  });
});
