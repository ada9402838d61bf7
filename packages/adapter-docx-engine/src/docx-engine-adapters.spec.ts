import * as E from 'fp-ts/Either';
import { docxEngineAdapters } from './docx-engine-adapters';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineDocumentAnalyser } from './analysis/engine-document-analyser';
import { ExpressionsRuleLanguage } from './expressions-rule-language';
import { DEFAULT_POOL_LIMITS, EnginePool } from './pool/engine-pool';
import { LightRenderLane } from './pool/light-render-lane';
import { PooledDocumentRenderer } from './pool/pooled-document-renderer';

describe('docxEngineAdapters', () => {
  it('puts the engine adapters behind the ports, the renderer also planning interviews and reporting its cache', () => {
    const engine = docxEngineAdapters();
    expect(engine.ruleLanguage).toBeInstanceOf(ExpressionsRuleLanguage);
    expect(engine.analyser).toBeInstanceOf(EngineDocumentAnalyser);
    expect(engine.textWriter).toBeInstanceOf(DocxTextDocumentWriter);
    expect(engine.planner).toBe(engine.renderer);
    expect(engine.metrics).toEqual([engine.renderer]);
  });

  it('passes the limits to the analyser, and the adapters work together', async () => {
    const engine = docxEngineAdapters({ limits: { maxEntries: 3 } });
    const written = await engine.textWriter.fromText('{{client_name}}')();
    if (E.isLeft(written)) throw new Error('not written');
    const analysed = await engine.analyser.analyse(written.right, { aliases: [], rules: [], snippets: [] })();
    expect(analysed).toEqual(E.left(expect.objectContaining({ code: 'too_many_entries' })));
  });

  describe('with a pool', () => {
    const pool = new EnginePool({ threads: 1, limits: DEFAULT_POOL_LIMITS, routing: 'affinity', setup: {} });
    afterAll(() => pool.close());

    it('renders light templates on the calling thread by default, and every render on the pool with inlineRenderMs 0', () => {
      const laned = docxEngineAdapters({ pool });
      expect(laned.renderer).toBeInstanceOf(LightRenderLane);
      expect(laned.metrics).toEqual([laned.renderer]);
      expect(docxEngineAdapters({ pool, inlineRenderMs: 0 }).renderer).toBeInstanceOf(PooledDocumentRenderer);
    });
  });
});
