import * as E from 'fp-ts/Either';
import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import { pipe } from 'fp-ts/function';
import type { PdfFormAnalysis } from './pdf-form-fields';

/*
 * The analysis of a template or snippet (docs/resources.md#analysis), as the engine reports it through the
 * DocumentAnalyser port and as it is stored with each template version and snippet. Names are
 * as the document writes them; the resolved alias/rule/snippet names are what they meant when
 * the document was analysed (the vocabulary may change later; references are kept by the
 * written names, see library-references).
 */

export type DiagnosticSeverity = 'error' | 'warning';

/** One problem, located: part (`word/document.xml`, `word/footer2.xml`...), paragraph number, the paragraph's text around it. */
export type Diagnostic = {
  readonly severity: DiagnosticSeverity;
  /** Stable snake_case code (`unbalanced_block`, `unknown_filter`, `unknown_name`, `external_relationship`...). */
  readonly code: string;
  readonly message: string;
  readonly part: string;
  /** 1-based paragraph number within the part; null for parts without paragraphs (docProps/core.xml, relationships). */
  readonly paragraph: number | null;
  readonly excerpt: string;
};

/** A field (`{{client_name}}`, a content control, a MERGEFIELD). */
export type FieldUse = {
  readonly name: string;
  /** The alias's own name when the name is an alias name or synonym; null when it is none. */
  readonly alias: string | null;
  readonly occurrences: number;
};

/** A condition (`{{#if X}}`, a rule bookmark or content control): a rule name, an alias name, or an inline expression. */
export type ConditionUse = {
  /** As written: the rule or alias name, or the expression's text. */
  readonly name: string;
  /** The rule's own name when `name` is a conditional rule; null otherwise. */
  readonly rule: string | null;
  /** The names the condition reads when it is no rule: the alias name itself, or the expression's names. */
  readonly reads: ReadonlyArray<string>;
  readonly occurrences: number;
};

/** A repeat (`{{#each X}}`): over a list alias or a repeat rule. */
export type RepeatUse = {
  readonly name: string;
  readonly rule: string | null;
  readonly alias: string | null;
  readonly occurrences: number;
};

/** An inserted snippet (`{{> Name}}`, `snippet:Name`). */
export type SnippetUse = {
  readonly name: string;
  /** The snippet's own name when it exists; null otherwise. */
  readonly snippet: string | null;
  readonly occurrences: number;
};

export type Analysis = {
  readonly fields: ReadonlyArray<FieldUse>;
  readonly rules: ReadonlyArray<ConditionUse>;
  readonly repeats: ReadonlyArray<RepeatUse>;
  readonly snippets: ReadonlyArray<SnippetUse>;
  readonly diagnostics: ReadonlyArray<Diagnostic>;
  /** Only for a PDF template: its pages and fields (`fields` above lists the same fields as data names). */
  readonly pdfForm?: PdfFormAnalysis;
};

/** Whether a template is a fillable PDF (filled field by field) rather than a .docx (rendered by the engine). */
export const isPdfForm = (analysis: Analysis): analysis is Analysis & { readonly pdfForm: PdfFormAnalysis } => analysis.pdfForm !== undefined;

export const EMPTY_ANALYSIS: Analysis = { fields: [], rules: [], repeats: [], snippets: [], diagnostics: [] };

/**
 * The document has errors (unbalanced blocks, a bad expression, an unknown filter, a snippet cycle):
 * 422 `template_invalid`, all listed, with the document's warnings beside them (every diagnostic).
 */
export type DocumentInvalid = { readonly _tag: 'DocumentInvalid'; readonly diagnostics: RNEA.ReadonlyNonEmptyArray<Diagnostic>; readonly warnings: ReadonlyArray<Diagnostic> };

/** Uploads are refused on errors; warnings (a name that is nothing yet, an external relationship) are kept in the analysis. */
export const assertNoAnalysisErrors = (analysis: Analysis): E.Either<DocumentInvalid, Analysis> =>
  pipe(
    RNEA.fromReadonlyArray(analysis.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')),
    (errors) =>
      errors._tag === 'Some'
        ? E.left({ _tag: 'DocumentInvalid', diagnostics: errors.value, warnings: analysis.diagnostics.filter((diagnostic) => diagnostic.severity !== 'error') })
        : E.right(analysis),
  );
