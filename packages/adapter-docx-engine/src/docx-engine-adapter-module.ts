import { AliasFormatCheckerToken } from '@quire/ports/alias-format-checker';
import { ArchiveWriterToken } from '@quire/ports/archive-writer';
import { DocumentRendererToken } from '@quire/ports/document-renderer';
import { DocumentAnalyzerToken } from '@quire/ports/document-analyzer';
import { MetricsSourceToken } from '@quire/ports/metrics-source';
import { RuleLanguageToken } from '@quire/ports/rule-language';
import { TextDocumentWriterToken } from '@quire/ports/text-document-writer';
import { ContainerModule } from 'inversify';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineAliasFormatChecker } from './engine-alias-format-checker';
import { EngineDocumentAnalyzer, type EngineDocumentAnalyzerOptions } from './engine-document-analyzer';
import { EngineDocumentRenderer, type EngineDocumentRendererOptions } from './engine-document-renderer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';
import { FflateArchiveWriter } from './fflate-archive-writer';

/**
 * Binds the RuleLanguage, DocumentAnalyzer, TextDocumentWriter and AliasFormatChecker ports to the
 * document engine (each a stateless singleton), and DocumentRenderer (one compiled-template cache
 * per container, `renderer` sets its bounds; its figures are a MetricsSource) and ArchiveWriter.
 */
export const docxEngineAdapterModule = (options: EngineDocumentAnalyzerOptions & { readonly renderer?: EngineDocumentRendererOptions } = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(RuleLanguageToken).toConstantValue(new ExpressionsRuleLanguage());
    bind(DocumentAnalyzerToken).toConstantValue(new EngineDocumentAnalyzer(options));
    bind(TextDocumentWriterToken).toConstantValue(new DocxTextDocumentWriter());
    bind(AliasFormatCheckerToken).toConstantValue(new EngineAliasFormatChecker());
    const renderer = new EngineDocumentRenderer({ ...options.renderer, ...(options.limits === undefined ? {} : { limits: options.limits }) });
    bind(DocumentRendererToken).toConstantValue(renderer);
    bind(MetricsSourceToken).toConstantValue(renderer);
    bind(ArchiveWriterToken).toConstantValue(new FflateArchiveWriter());
  });
