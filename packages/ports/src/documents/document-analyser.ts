import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { AliasTerm } from '@quire/domain/library/rules/conditional-rule-references';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import type * as TE from 'fp-ts/TaskEither';
import type { TooComplex } from './too-complex';

/** The tenant's names a document is analysed against (a name that is none of these is a warning; docs/resources.md#analysis). */
export type AnalysisVocabulary = {
  readonly aliases: ReadonlyArray<AliasTerm>;
  readonly rules: ReadonlyArray<Pick<ConditionalRule, 'name' | 'kind' | 'repeatOver'>>;
  /** Snippets by name, with the snippets each includes, so that cycles are found without reading their files. */
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly includes: ReadonlyArray<string> }>;
};

/**
 * Why the engine refuses a file outright (docs/operations.md), as the engine's refusal codes: ports
 * may not import the engine, so the list is written here again, and the engine adapter fails to
 * compile when the two differ (`analysis/refusal-codes.ts`). In the order the API documents them.
 */
export const DOCUMENT_REFUSAL_CODES = [
  'not_a_zip',
  'encrypted',
  'truncated',
  'unsupported_zip',
  'inconsistent_zip',
  'too_many_entries',
  'too_large',
  'inflate_ratio',
  'unsupported_compression',
  'corrupt_entry',
  'crc_mismatch',
  'unsafe_entry_name',
  'duplicate_entry',
  'missing_document_part',
  'macro_enabled',
  'doctype_forbidden',
  'invalid_xml_encoding',
  'malformed_xml',
  'too_deeply_nested_xml',
  'too_deeply_nested_controls',
  'too_deeply_nested_tables',
  'too_many_tags',
] as const;

export type DocumentRefusalCode = (typeof DOCUMENT_REFUSAL_CODES)[number];

/**
 * The file is unsafe or no .docx: 415 for `not_a_zip` and `macro_enabled` (not the media type
 * we take), 413 for `too_large`, 422 otherwise; the message is for the person who uploaded it.
 */
export type DocumentRefused = { readonly _tag: 'DocumentRefused'; readonly code: DocumentRefusalCode; readonly message: string; readonly entry?: string };

/** What the engine reads from an acceptable file. Errors in the template are diagnostics, not a refusal. */
export type DocumentAnalysis = {
  readonly analysis: Analysis;
  /** The document's plain text, paragraphs separated by newlines (the preview of a snippet). */
  readonly text: string;
};

/** Analyses uploaded .docx bytes with the document engine (uploads, `POST /FormTemplates/Analyze`). */
export interface DocumentAnalyser {
  /**
   * Reads the file within the limits of docs/limits.md#reading-a-docx and analyses it against the vocabulary; never writes
   * anything. TooComplex when the analysis passed its time or memory limit and was stopped.
   */
  analyse(bytes: Uint8Array, vocabulary: AnalysisVocabulary): TE.TaskEither<DocumentRefused | TooComplex, DocumentAnalysis>;
}
