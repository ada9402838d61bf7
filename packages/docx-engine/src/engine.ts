/**
 * The document engine's entry points: compile a .docx template once, analyse it against a
 * tenant's vocabulary, and render it with data as many times as needed (docs/template-language.md);
 * merge rendered documents; and what the service shares with the engine: the snippet depth limit,
 * how names are looked up (the `NameKey` a compile is given, `normalizeName` by default;
 * indexAliases, indexByName) and a body's plain text.
 */
export { compileTemplate, type CompileOptions } from './compile/compile-template';
export { analyseTemplate } from './analyse/analyse-template';
export { outlineTemplate, type OutlineBranch, type OutlineCondition, type OutlineNode } from './analyse/outline';
export { renderTemplate, type RenderedDocument } from './render/render-template';
export type { MergeFailure, MergeOptions } from './compose/merge-documents';
export type { CompiledTemplate } from './compile/compiled-template';
export type { Analysis, FieldUse, NameUse } from './analyse/analysis';
export type { Diagnostic, TemplateErrorCode, TemplateWarningCode } from './diagnostic';
export type { MissingValueMode, RenderFailure, RenderOptions, RenderWarning, SnippetFailureReason, SnippetSource, WarningPlace } from './render/render-types';
export type { Vocabulary, VocabularyAlias, VocabularyRule } from './vocabulary/vocabulary';
export type { DocxLimits } from './package/docx-limits';
export { DOCX_REFUSAL_CODES, type DocxRefusal, type DocxRefusalCode } from './package/docx-refusal';
export { MAX_SNIPPET_DEPTH } from './compose/snippet-depth';
export { normalizeName, type NameKey } from './name-key';
export { indexAliases, indexByName } from './vocabulary/index-vocabulary';
export { documentText } from './xml/document-text';
export type { ComparedDocuments, CompareOptions } from './compare/compare-documents';
export { compareDocuments, mergeDocuments } from './on-first-use';
export type { CompareChange } from './compare/compare-change';
export type { CompareFailure } from './compare/compare-failure';
export { DEFAULT_COMPARE_LIMITS, type CompareLimits } from './compare/compare-limits';
