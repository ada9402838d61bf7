import { type AnalysisVocabulary, DOCUMENT_REFUSAL_CODES, type DocumentRefusalCode } from '@quire/ports/documents/document-analyser';
import { seededRandom } from '@quire/expressions/seeded-random';
import * as E from 'fp-ts/Either';
import { minimalDocx, minimalDocxParts } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph, tableXml } from '@quire/testing/docx/wordml';
import { ANALYSIS_FAILED_MESSAGE, EngineDocumentAnalyser, UNREADABLE } from './engine-document-analyser';

const vocabulary: AnalysisVocabulary = {
  aliases: [{ name: 'client_name', type: 'text', synonyms: ['Client'], itemFields: null }, { name: 'children', type: 'list', synonyms: [], itemFields: ['name'] }],
  rules: [{ name: 'is_adult', kind: 'condition', repeatOver: null }],
  snippets: [{ name: 'Clause', includes: ['Clause'] }],
};

const BODY =
  paragraph('Dear {{client_name}}, {{Client | upper}}') +
  paragraph('{{#if is_adult}}adult{{else if client_age >= 18}}maybe{{else}}minor{{/if}}') +
  tableXml([['{{#each children}}{{name}}', '{{@number}}{{/each}}']]) +
  paragraph('{{> Clause}} {{! a note }}');

const analyser = new EngineDocumentAnalyser();

/** Analysis must answer (a refusal with a known code, or an analysis) and never throw; answers the refusal's code or 'analysed'. */
const expectAnswer = (bytes: Uint8Array, seed: number): DocumentRefusalCode | 'analysed' => {
  let result: ReturnType<typeof analyser.analyseNow> | undefined;
  expect(() => {
    result = analyser.analyseNow(bytes, vocabulary);
  }).not.toThrow();
  if (result === undefined) throw new Error(`seed ${seed}: no answer`);
  if (E.isLeft(result)) {
    expect({ seed, known: DOCUMENT_REFUSAL_CODES.includes(result.left.code) }).toEqual({ seed, known: true });
    expect(result.left.message).not.toBe('');
    expect({ seed, engineFailed: result.left === UNREADABLE }).toEqual({ seed, engineFailed: false });
    return result.left.code;
  }
  expect(typeof result.right.text).toBe('string');
  expect({ seed, analysisFailed: result.right.analysis.diagnostics.some((diagnostic) => diagnostic.message === ANALYSIS_FAILED_MESSAGE) }).toEqual({ seed, analysisFailed: false });
  return 'analysed';
};

describe('EngineDocumentAnalyser on damaged documents', () => {
  const original = minimalDocx(BODY);

  it('answers every file whose bytes were flipped, cut or spliced, and never throws', () => {
    const answers = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const next = seededRandom(seed);
      const bytes = new Uint8Array(original);
      const kind = seed % 3;
      if (kind === 0) for (let flips = 1 + Math.floor(next() * 8); flips > 0; flips--) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      const mutated = kind === 1 ? bytes.slice(0, Math.floor(next() * bytes.length)) : kind === 2 ? new Uint8Array([...bytes.slice(0, Math.floor(next() * bytes.length)), ...bytes.slice(Math.floor(next() * bytes.length))]) : bytes;
      answers.add(expectAnswer(mutated, seed));
    }
    // Since the zip's records are checked against each other (ADR 0043), no byte-level damage of
    // this small file goes unnoticed: each is refused, and the mutations reach the container's checks.
    expect([...answers].filter((answer) => answer !== 'analysed' && answer !== 'truncated').length).toBeGreaterThanOrEqual(3);
  });

  it('answers every valid zip whose document XML was cut or had markup inserted, and never throws', () => {
    const pieces = ['<', '>', '</w:p>', '<w:p>', '</w:t>', '<w:t>', '{{', '}}', '{{#if ', '{{/each}}', '&', '&#0;', '"', '<w:tbl><w:tr>', '</w:tc>', '<mc:Fallback>', '\u0000'];
    const documentXml = String(minimalDocxParts(BODY)['word/document.xml']);
    const answers = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const next = seededRandom(seed);
      let xml = documentXml;
      if (seed % 2 === 0) xml = xml.slice(0, Math.floor(next() * xml.length));
      else
        for (let inserts = 1 + Math.floor(next() * 5); inserts > 0; inserts--) {
          const at = Math.floor(next() * xml.length);
          xml = xml.slice(0, at) + (pieces[Math.floor(next() * pieces.length)] ?? '') + xml.slice(at);
        }
      answers.add(expectAnswer(minimalDocx(BODY, { parts: { 'word/document.xml': xml } }), seed));
    }
    expect(answers.has('analysed')).toBe(true);
  });
});
