import * as E from 'fp-ts/Either';
import { docxEngineAdapters } from './docx-engine-adapters';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineDocumentAnalyzer } from './analysis/engine-document-analyzer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

describe('docxEngineAdapters', () => {
  it('puts the engine adapters behind the ports, the renderer also planning interviews and reporting its cache', () => {
    const engine = docxEngineAdapters();
    expect(engine.ruleLanguage).toBeInstanceOf(ExpressionsRuleLanguage);
    expect(engine.analyzer).toBeInstanceOf(EngineDocumentAnalyzer);
    expect(engine.textWriter).toBeInstanceOf(DocxTextDocumentWriter);
    expect(engine.planner).toBe(engine.renderer);
    expect(engine.metrics).toEqual([engine.renderer]);
  });

  it('passes the limits to the analyzer, and the adapters work together', async () => {
    const engine = docxEngineAdapters({ limits: { maxEntries: 3 } });
    const written = await engine.textWriter.fromText('{{client_name}}')();
    if (E.isLeft(written)) throw new Error('not written');
    const analysed = await engine.analyzer.analyse(written.right, { aliases: [], rules: [], snippets: [] })();
    expect(analysed).toEqual(E.left(expect.objectContaining({ code: 'too_many_entries' })));
  });
});
