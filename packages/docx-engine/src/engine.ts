/**
 * The document engine's entry points: compile a .docx template once, analyse it against a
 * tenant's vocabulary, and render it with data as many times as needed (docs/template-language.md).
 */
export { compileTemplate } from './template/compile-template';
export { analyseTemplate } from './template/analyse-template';
export { renderTemplate, type RenderedDocument } from './template/render-template';
export { mergeDocuments, type MergeFailure, type MergeOptions } from './compose/merge-documents';
export type { CompiledTemplate } from './template/compiled-template';
export type { Analysis, FieldUse, NameUse } from './template/analysis';
export type { Diagnostic, TemplateErrorCode, TemplateWarningCode } from './template/diagnostic';
export type { MissingValueMode, RenderFailure, RenderOptions, RenderWarning, SnippetFailureReason, SnippetSource } from './template/render-types';
export type { Vocabulary, VocabularyAlias, VocabularyRule } from './template/vocabulary';
export type { DocxLimits } from './package/docx-limits';
export type { DocxRefusal } from './package/docx-refusal';
