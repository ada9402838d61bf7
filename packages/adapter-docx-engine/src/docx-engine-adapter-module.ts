import { AliasFormatCheckerToken } from '@quire/ports/alias-format-checker';
import { DocumentAnalyzerToken } from '@quire/ports/document-analyzer';
import { RuleLanguageToken } from '@quire/ports/rule-language';
import { TextDocumentWriterToken } from '@quire/ports/text-document-writer';
import { ContainerModule } from 'inversify';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineAliasFormatChecker } from './engine-alias-format-checker';
import { EngineDocumentAnalyzer, type EngineDocumentAnalyzerOptions } from './engine-document-analyzer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

/** Binds the RuleLanguage, DocumentAnalyzer, TextDocumentWriter and AliasFormatChecker ports to the document engine (each a stateless singleton). */
export const docxEngineAdapterModule = (options: EngineDocumentAnalyzerOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(RuleLanguageToken).toConstantValue(new ExpressionsRuleLanguage());
    bind(DocumentAnalyzerToken).toConstantValue(new EngineDocumentAnalyzer(options));
    bind(TextDocumentWriterToken).toConstantValue(new DocxTextDocumentWriter());
    bind(AliasFormatCheckerToken).toConstantValue(new EngineAliasFormatChecker());
  });
