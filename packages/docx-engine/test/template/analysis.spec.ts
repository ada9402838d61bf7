import { analyseTemplate } from '../../src/analyse/analyse-template';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun } from './support/word-like';
import { expression } from './support/expression';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['Petitioner Name'] },
    { name: 'client_age', type: 'number', synonyms: [] },
    { name: 'children', type: 'list', synonyms: [], itemFields: ['name', 'date_of_birth'] },
  ],
  rules: [{ name: 'married', kind: 'condition', expression: expression('client_age > 1') }],
};

const body =
  splitParagraph('Dear {{client_name}} and {{Petitioner Name}} {{unknown_thing}}') +
  splitParagraph('{{#if married}}x{{/if}}{{#if client_age >= 18}}adult{{/if}}') +
  splitParagraph('{{#each children}}{{name}} {{date_of_birth | date: "d MMMM yyyy"}} {{@number}} {{stray}}{{/each}}') +
  wordParagraph(wordRun('{{> Standard Clause}}')) +
  splitParagraph('{{! just a note }}');

describe('analyseTemplate', () => {
  describe('when given the vocabulary', () => {
    const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);

    it('lists fields with occurrences, and the alias of a synonym', () => {
      expect(analysis.fields).toEqual([
        { name: 'client_name', occurrences: 1 },
        { name: 'Petitioner Name', alias: 'client_name', occurrences: 1 },
        { name: 'unknown_thing', occurrences: 1 },
        { name: 'client_age', occurrences: 1 },
        { name: 'children', occurrences: 1 },
        { name: 'children.name', occurrences: 1 },
        { name: 'children.date_of_birth', occurrences: 1 },
        { name: 'stray', occurrences: 1 },
      ]);
    });

    it('lists rules, repeats and snippets', () => {
      expect(analysis.rules).toEqual([{ name: 'married', occurrences: 1 }]);
      expect(analysis.repeats).toEqual([{ name: 'children', occurrences: 1 }]);
      expect(analysis.snippets).toEqual([{ name: 'Standard Clause', occurrences: 1 }]);
    });

    it('warns about names that are no alias, synonym or rule, with where they are', () => {
      expect(analysis.diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', code: 'unknown_name', part: 'word/document.xml', paragraph: 1, message: expect.stringContaining('"unknown_thing"') }),
        expect.objectContaining({ severity: 'warning', code: 'unknown_name', paragraph: 3, message: expect.stringContaining('"stray"') }),
      ]);
    });
  });

  describe('when an item field inside a repeat whose list declares none shares its name with an alias', () => {
    const withHours: Vocabulary = { ...vocabulary, aliases: [...vocabulary.aliases, { name: 'hours', type: 'list', synonyms: [], itemFields: [] }] };
    const warned = (text: string) => analyseTemplate(compiled(minimalDocx(text)), withHours).diagnostics.filter((diagnostic) => diagnostic.code === 'item_field_alias');

    it("warns that it is taken as each item's own, where it is", () => {
      expect(warned(splitParagraph('Fees') + splitParagraph('{{#each fee_stages}}{{stage}}: {{hours}} hours{{/each}}'))).toEqual([
        expect.objectContaining({ severity: 'warning', part: 'word/document.xml', paragraph: 2, message: expect.stringContaining('"hours" inside {{#each fee_stages}} is also an alias') }),
      ]);
    });

    it('says nothing when the alias is also used outside every repeat, or the list declares the field', () => {
      expect(warned(splitParagraph('{{hours}}') + splitParagraph('{{#each fee_stages}}{{hours}}{{/each}}'))).toEqual([]);
      expect(warned(splitParagraph('{{#each children}}{{client_name}}{{/each}}'))).toEqual([]);
    });
  });

  describe('when given no vocabulary', () => {
    it('lists names as written and warns about none', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(body)));
      expect(analysis.fields.map((field) => field.name)).toContain('married');
      expect(analysis.diagnostics).toEqual([]);
    });
  });

  describe('when the document has external relationships', () => {
    const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const linkedImage =
      '<w:r><w:drawing><wp:inline><wp:extent cx="10" cy="10"/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="x.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdLinked"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
    const bytes = minimalDocx(wordParagraph(wordRun('Hello {{name}}') + linkedImage) + wordParagraph(wordRun('kept') + `<w:hyperlink r:id="rIdWeb">${wordRun('link')}</w:hyperlink>`), {
      documentRelationships: [
        { id: 'rIdLinked', type: `${REL}/image`, target: 'http://intranet.example/logo.png', external: true },
        { id: 'rIdWeb', type: `${REL}/hyperlink`, target: 'https://example.com', external: true },
      ],
    });

    it('warns about each, naming the target', () => {
      const diagnostics = analyseTemplate(compiled(bytes)).diagnostics;
      expect(diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', code: 'external_relationship', part: 'word/document.xml', excerpt: 'http://intranet.example/logo.png' }),
      ]);
    });
  });
});
