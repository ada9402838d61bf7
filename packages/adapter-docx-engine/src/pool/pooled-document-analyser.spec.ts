import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyser';
import * as E from 'fp-ts/Either';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph } from '@quire/testing/docx/wordml';
import { EngineDocumentAnalyser } from '../analysis/engine-document-analyser';
import { DEFAULT_POOL_LIMITS, EnginePool, type EnginePoolLimits } from './engine-pool';
import { PooledDocumentAnalyser } from './pooled-document-analyser';

const vocabulary: AnalysisVocabulary = {
  aliases: [{ name: 'client_name', type: 'text', synonyms: ['Client Name'], itemFields: null }],
  rules: [{ name: 'is_adult', kind: 'condition', repeatOver: null }],
  snippets: [{ name: 'Signature', includes: [] }],
};

/** A document within every structural limit whose analysis takes long and needs much memory: `fields` distinct fields, ten a paragraph. */
const denseDocument = (fields: number): Uint8Array =>
  minimalDocx(Array.from({ length: fields / 10 }, (_, p) => paragraph(Array.from({ length: 10 }, (_, f) => `{{field_${p}_${f}}} `).join(''))).join(''));

const pools: EnginePool[] = [];
const poolWith = (limits: Partial<EnginePoolLimits> = {}, threads = 1): EnginePool => {
  const pool = new EnginePool({ threads, limits: { ...DEFAULT_POOL_LIMITS, ...limits }, routing: 'affinity', setup: {} });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('PooledDocumentAnalyser', () => {
  describe('when a document is analysed in a worker', () => {
    it.each([
      ['a template with fields, a rule and a snippet', minimalDocx(paragraph('Dear {{Client Name}},') + paragraph('{{#if is_adult}}Adult{{/if}} {{>Signature}} {{unknown}}'))],
      ['a template with an error', minimalDocx(paragraph('{{#if is_adult}}never closed'))],
      ['a file that is not a zip', new TextEncoder().encode('%PDF-1.7')],
      ['a macro-enabled file', minimalDocx(paragraph('x'), { parts: { 'word/vbaProject.bin': 'macros' } })],
    ])('answers %s exactly as in-process', async (_, bytes) => {
      const pooled = await new PooledDocumentAnalyser(poolWith()).analyse(bytes, vocabulary)();
      expect(pooled).toEqual(new EngineDocumentAnalyser().analyseNow(bytes, vocabulary));
    });
  });

  describe('when the analysis passes a limit', () => {
    it.each<[string, Partial<EnginePoolLimits>, number, string]>([
      ['time', { analysisTimeoutMs: 500 }, 50_000, 'analysis took longer than 0.5 s'],
      ['memory', { workerMemoryMb: 48 }, 90_000, 'needed more than 48 MiB'],
    ])('of %s: it is stopped as too_complex naming the limit, and the pool keeps serving', async (limit, limits, fields, message) => {
      const pool = poolWith(limits);
      const analyser = new PooledDocumentAnalyser(pool);
      const stopped = await analyser.analyse(denseDocument(fields), vocabulary)();
      expect(stopped).toEqual(E.left({ _tag: 'TooComplex', code: 'too_complex', limit, message: expect.stringContaining(message) }));
      const next = await analyser.analyse(minimalDocx(paragraph('{{client_name}}')), vocabulary)();
      expect(E.isRight(next) && next.right.text).toBe('{{client_name}}');
      expect(pool.stats()).toMatchObject(limit === 'time' ? { stoppedForTime: 1, stoppedForMemory: 0 } : { stoppedForTime: 0, stoppedForMemory: 1 });
    });
  });

  describe('when tasks wait in the queue', () => {
    it('counts each time limit from when a worker takes the task, not from when it was queued', async () => {
      const bytes = denseDocument(5_000);
      const inProcess = new EngineDocumentAnalyser();
      inProcess.analyseNow(bytes, vocabulary);
      const started = performance.now();
      inProcess.analyseNow(bytes, vocabulary);
      const taskMs = performance.now() - started;
      // A limit of eight tasks' time, and twice that much work queued on one worker.
      const limitMs = Math.max(500, Math.ceil(8 * taskMs));
      const analyser = new PooledDocumentAnalyser(poolWith({ analysisTimeoutMs: limitMs }));
      const queuedAt = performance.now();
      const results = await Promise.all(Array.from({ length: 16 * Math.ceil(limitMs / (8 * taskMs)) }, () => analyser.analyse(bytes, vocabulary)()));
      expect(performance.now() - queuedAt).toBeGreaterThan(limitMs);
      expect(results.filter(E.isLeft)).toEqual([]);
    });
  });
});
