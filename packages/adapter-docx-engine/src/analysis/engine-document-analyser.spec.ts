import type { AnalysisVocabulary, DocumentRefusalCode } from '@quire/ports/documents/document-analyser';
import * as E from 'fp-ts/Either';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph, tableXml } from '@quire/testing/docx/wordml';
import { ANALYSIS_FAILED_MESSAGE, EngineDocumentAnalyser } from './engine-document-analyser';

const vocabulary: AnalysisVocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['ClientName', 'Petitioner Name'], itemFields: null },
    { name: 'client', type: 'text', synonyms: [], itemFields: null },
    { name: 'married', type: 'boolean', synonyms: [], itemFields: null },
    { name: 'client_age', type: 'number', synonyms: [], itemFields: null },
    { name: 'children', type: 'list', synonyms: ['Kids'], itemFields: ['name', 'age'] },
  ],
  rules: [
    { name: 'is_adult', kind: 'condition', repeatOver: null },
    { name: 'adult_children', kind: 'repeat', repeatOver: 'children' },
  ],
  snippets: [
    { name: 'Signature Block', includes: ['Date Line'] },
    { name: 'Date Line', includes: [] },
    { name: 'Ping', includes: ['Pong'] },
    { name: 'Pong', includes: ['ping'] },
    ...Array.from({ length: 10 }, (_, index) => ({ name: `Level ${index + 1}`, includes: index < 9 ? [`Level ${index + 2}`] : [] })),
  ],
};

const analyser = new EngineDocumentAnalyser();
const analyse = (bytes: Uint8Array, with_: AnalysisVocabulary = vocabulary) => {
  const result = analyser.analyseNow(bytes, with_);
  if (E.isLeft(result)) throw new Error(`refused: ${result.left.code}`);
  return result.right;
};
const refusalOf = (bytes: Uint8Array) => {
  const result = analyser.analyseNow(bytes, vocabulary);
  if (E.isRight(result)) throw new Error('accepted');
  return result.left;
};

describe('EngineDocumentAnalyser', () => {
  describe('when the file is unsafe or no .docx', () => {
    it.each<[string, Uint8Array, DocumentRefusalCode]>([
      ['not a zip', new TextEncoder().encode('%PDF-1.7 not a zip'), 'not_a_zip'],
      ['macro-enabled', minimalDocx(paragraph('x'), { parts: { 'word/vbaProject.bin': 'macros' } }), 'macro_enabled'],
      ['with a DOCTYPE', minimalDocx('', { parts: { 'word/document.xml': '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x "y">]><w:document/>' } }), 'doctype_forbidden'],
      ['without a document part', minimalDocx(paragraph('x'), { without: ['word/document.xml'] }), 'missing_document_part'],
      ['truncated', minimalDocx(paragraph('x')).slice(0, 300), 'truncated'],
    ])('refuses a file %s with the engine code and a message', (_, bytes, code) => {
      const refusal = refusalOf(bytes);
      expect(refusal).toMatchObject({ _tag: 'DocumentRefused', code });
      expect(refusal.message.length).toBeGreaterThan(10);
    });

    it('names the entry the refusal is about', () => {
      const bytes = minimalDocx('', { parts: { 'word/document.xml': '<?xml version="1.0"?><!DOCTYPE w:document><w:document/>' } });
      expect(refusalOf(bytes)).toMatchObject({ code: 'doctype_forbidden', entry: 'word/document.xml' });
    });

    it('answers through the port as a TaskEither', async () => {
      expect(await analyser.analyse(new Uint8Array([1, 2, 3]), vocabulary)()).toEqual(E.left(expect.objectContaining({ code: 'not_a_zip' })));
    });
  });

  describe('when the document has fields', () => {
    const { analysis } = analyse(
      minimalDocx(
        paragraph('{{client_name}} alias {{ClientName}} synonym {{petitioner  name}} synonym {{client.address}} path {{nobody}} unknown {{client_name | upper}}') +
          paragraph('{{#each children}}{{name}} {{age}} {{@index}}{{/each}}'),
      ),
    );

    it('resolves each to the alias it means (by name, synonym or the head of a path), null when none', () => {
      expect(analysis.fields).toEqual([
        { name: 'client_name', alias: 'client_name', occurrences: 2 },
        { name: 'ClientName', alias: 'client_name', occurrences: 1 },
        { name: 'petitioner name', alias: 'client_name', occurrences: 1 },
        { name: 'client.address', alias: 'client', occurrences: 1 },
        { name: 'nobody', alias: null, occurrences: 1 },
        { name: 'children', alias: 'children', occurrences: 1 },
        { name: 'children.name', alias: 'children', occurrences: 1 },
        { name: 'children.age', alias: 'children', occurrences: 1 },
      ]);
    });

    it('warns about a name that is nothing, where it is', () => {
      expect(analysis.diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', code: 'unknown_name', part: 'word/document.xml', paragraph: 1, excerpt: expect.stringContaining('{{nobody}}') }),
      ]);
    });

    it('lists the repeat over its list alias', () => {
      expect(analysis.repeats).toEqual([{ name: 'children', rule: null, alias: 'children', occurrences: 1 }]);
    });
  });

  describe('when the document has conditions', () => {
    const { analysis } = analyse(
      minimalDocx(
        paragraph('{{#if is_adult}}adult{{else if IS_ADULT}}again{{/if}}') +
          paragraph('{{#if married}}m{{else if client_age>=18 AND `Petitioner Name` is answered}}e{{/if}}') +
          paragraph('{{#each Kids}}{{#if @last}}last{{/if}}{{#if client_age >= 18 and @first}}f{{/if}}{{/each}}'),
      ),
    );

    it('lists rules by their own name, aliases reading themselves, and expressions in canonical text with the names they read', () => {
      expect(analysis.rules).toEqual([
        { name: 'is_adult', rule: 'is_adult', reads: [], occurrences: 2 },
        { name: 'married', rule: null, reads: ['married'], occurrences: 1 },
        { name: 'client_age >= 18 and `Petitioner Name` is answered', rule: null, reads: ['client_age', 'Petitioner Name'], occurrences: 1 },
        { name: '@last', rule: null, reads: [], occurrences: 1 },
        { name: 'client_age >= 18 and @first', rule: null, reads: ['client_age'], occurrences: 1 },
      ]);
    });

    it('lists a repeat written with a synonym under its list alias', () => {
      expect(analysis.repeats).toEqual([{ name: 'Kids', rule: null, alias: 'children', occurrences: 1 }]);
    });
  });

  describe('when the document repeats over a repeat rule', () => {
    it('lists the rule and the list it repeats', () => {
      const { analysis } = analyse(minimalDocx(paragraph('{{#each adult_children}}{{name}}{{/each}}')));
      expect(analysis.repeats).toEqual([{ name: 'adult_children', rule: 'adult_children', alias: 'children', occurrences: 1 }]);
      expect(analysis.fields).toEqual([{ name: 'children.name', alias: 'children', occurrences: 1 }]);
      expect(analysis.diagnostics).toEqual([]);
    });
  });

  describe('when the document inserts snippets', () => {
    const { analysis } = analyse(
      minimalDocx(
        paragraph('{{> signature block}}') +
          paragraph('{{> Signature Block}}') +
          paragraph('{{> No Such Snippet}}') +
          tableXml([['{{> Ping}}']]) +
          paragraph('{{> Level 3}}') +
          paragraph('{{> Level 1}}'),
      ),
    );

    it('resolves each to the snippet it names, null when none', () => {
      expect(analysis.snippets).toEqual([
        { name: 'signature block', snippet: 'Signature Block', occurrences: 2 },
        { name: 'No Such Snippet', snippet: null, occurrences: 1 },
        { name: 'Ping', snippet: 'Ping', occurrences: 1 },
        { name: 'Level 3', snippet: 'Level 3', occurrences: 1 },
        { name: 'Level 1', snippet: 'Level 1', occurrences: 1 },
      ]);
    });

    it('warns about an unknown snippet, and reports a circle of snippets and snippets nested more than 8 deep (not 8) as errors, each where it is inserted', () => {
      expect(analysis.diagnostics).toEqual([
        { severity: 'warning', code: 'unknown_snippet', message: expect.stringContaining('"No Such Snippet"'), part: 'word/document.xml', paragraph: 3, excerpt: '{{> No Such Snippet}}' },
        { severity: 'error', code: 'snippet_cycle', message: 'Snippets include each other in a circle: Ping → Pong → Ping.', part: 'word/document.xml', paragraph: 4, excerpt: '{{> Ping}}' },
        {
          severity: 'error',
          code: 'snippets_too_deep',
          message: 'Snippets are included more than 8 levels deep here (Level 1 → Level 2 → Level 3 → Level 4 → Level 5 → Level 6 → Level 7 → Level 8 → Level 9 → …); the limit is 8.',
          part: 'word/document.xml',
          paragraph: 6,
          excerpt: '{{> Level 1}}',
        },
      ]);
    });
  });

  describe('when a snippet includes itself', () => {
    it('reports the circle of one', () => {
      const { analysis } = analyse(minimalDocx(paragraph('{{> Clause}}')), { aliases: [], rules: [], snippets: [{ name: 'Clause', includes: ['clause'] }] });
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ code: 'snippet_cycle', message: 'Snippets include each other in a circle: Clause → Clause.' })]);
    });
  });

  describe('when names hold typographic quotes', () => {
    it('finds a snippet named with a typographic apostrophe, as a render does (quotes straightened, white space collapsed, any case)', () => {
      const snippets = [{ name: 'Client\u2019s  Letter', includes: [] }];
      const { analysis } = analyse(minimalDocx(paragraph('{{> client\u2019s letter}}')), { aliases: [], rules: [], snippets });
      expect(analysis.snippets).toEqual([{ name: "client's letter", snippet: 'Client\u2019s  Letter', occurrences: 1 }]);
      expect(analysis.diagnostics).toEqual([]);
    });
  });

  describe('when the snippets of the library include each other densely', () => {
    it('walks each snippet once per level (60 snippets, each including every later one)', () => {
      const snippets = Array.from({ length: 60 }, (_, index) => ({ name: `S${index}`, includes: Array.from({ length: 59 - index }, (__, later) => `S${index + 1 + later}`) }));
      const { analysis } = analyse(minimalDocx(paragraph('{{> S52}}') + paragraph('{{> S0}}')), { aliases: [], rules: [], snippets });
      expect(analysis.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.paragraph])).toEqual([['snippets_too_deep', 2]]);
    });
  });

  describe('when the document has template errors', () => {
    it('answers the analysis with every error located, not a refusal', () => {
      const { analysis } = analyse(minimalDocx(paragraph('fine') + paragraph('{{#if married}} never closed') + paragraph('{{client_name | shout}}')));
      expect(analysis.diagnostics).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ severity: 'error', code: 'unclosed_block', part: 'word/document.xml', paragraph: 2 }),
          expect.objectContaining({ severity: 'error', code: 'unknown_filter', part: 'word/document.xml', paragraph: 3 }),
        ]),
      );
    });
  });

  describe('when the document links outside itself', () => {
    it('warns, with no paragraph number', () => {
      const rels =
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://example.com/x.png" TargetMode="External"/>' +
        '</Relationships>';
      const { analysis } = analyse(minimalDocx(paragraph('x'), { parts: { 'word/_rels/document.xml.rels': rels } }));
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'external_relationship', paragraph: null })]);
    });
  });

  describe('when the vocabulary is empty', () => {
    it('resolves nothing and warns about every name', () => {
      const { analysis } = analyse(minimalDocx(paragraph('{{client_name}} {{> Signature Block}}')), { aliases: [], rules: [], snippets: [] });
      expect(analysis.fields).toEqual([{ name: 'client_name', alias: null, occurrences: 1 }]);
      expect(analysis.snippets).toEqual([{ name: 'Signature Block', snippet: null, occurrences: 1 }]);
      expect(analysis.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['unknown_name', 'unknown_snippet']);
    });
  });

  describe('the text preview', () => {
    it('is the body text, a line per paragraph', () => {
      expect(analyse(minimalDocx(paragraph('Dear ', '{{client_name}}') + tableXml([['a', 'b']]) + '<w:p/>' + paragraph('end'))).text).toBe('Dear {{client_name}}\na\nb\n\nend');
    });

    it('is cut at the configured length', () => {
      const short = new EngineDocumentAnalyser({ maxTextLength: 5 }).analyseNow(minimalDocx(paragraph('abcdefgh')), vocabulary);
      expect(E.isRight(short) && short.right.text).toBe('abcde');
    });
  });

  describe('with limits', () => {
    it('refuses what exceeds them with the engine code', () => {
      const strict = new EngineDocumentAnalyser({ limits: { maxEntries: 3 } });
      expect(strict.analyseNow(minimalDocx(paragraph('x')), vocabulary)).toEqual(E.left(expect.objectContaining({ code: 'too_many_entries' })));
    });
  });

  describe('when analysis fails on a file the engine accepted', () => {
    it('answers the document as unusable (an error diagnostic) instead of throwing', () => {
      const broken = { ...vocabulary, get aliases(): AnalysisVocabulary['aliases'] { throw new Error('boom'); } };
      const { analysis, text } = analyse(minimalDocx(paragraph('{{x}}')), broken);
      expect(analysis).toEqual({
        fields: [],
        rules: [],
        repeats: [],
        snippets: [],
        diagnostics: [{ severity: 'error', code: 'unsupported_structure', message: ANALYSIS_FAILED_MESSAGE, part: 'word/document.xml', paragraph: null, excerpt: '' }],
      });
      expect(text).toBe('{{x}}');
    });
  });
});
