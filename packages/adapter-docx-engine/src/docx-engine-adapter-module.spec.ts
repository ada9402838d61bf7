import { DocumentAnalyserToken } from '@quire/ports/documents/document-analyser';
import { RuleLanguageToken } from '@quire/ports/library/rule-language';
import { TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import * as E from 'fp-ts/Either';
import { Container } from 'inversify';
import { docxEngineAdapterModule } from './docx-engine-adapter-module';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineDocumentAnalyser } from './analysis/engine-document-analyser';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

describe('docxEngineAdapterModule', () => {
  it('binds the three ports to the engine adapters', async () => {
    const container = new Container();
    await container.load(docxEngineAdapterModule());
    expect(container.get(RuleLanguageToken)).toBeInstanceOf(ExpressionsRuleLanguage);
    expect(container.get(DocumentAnalyserToken)).toBeInstanceOf(EngineDocumentAnalyser);
    expect(container.get(TextDocumentWriterToken)).toBeInstanceOf(DocxTextDocumentWriter);
  });

  it('passes the limits to the analyser, and the bound ports work together', async () => {
    const container = new Container();
    await container.load(docxEngineAdapterModule({ limits: { maxEntries: 3 } }));
    const written = await container.get(TextDocumentWriterToken).fromText('{{client_name}}')();
    if (E.isLeft(written)) throw new Error('not written');
    const analysed = await container.get(DocumentAnalyserToken).analyse(written.right, { aliases: [], rules: [], snippets: [] })();
    expect(analysed).toEqual(E.left(expect.objectContaining({ code: 'too_many_entries' })));
  });
});
