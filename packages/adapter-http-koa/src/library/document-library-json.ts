import type { FormTemplate, FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import type { Snippet, SnippetVersion } from '@quire/domain/library/snippets/snippet';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import { fieldsOf } from '@quire/domain/library/snippets/snippet-fields';
import { isPdfForm } from '@quire/domain/library/form-templates/template-analysis';
import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, Integer, exactly, nullable, pageOf, stamps } from '../platform/openapi/json-shapes';
import { LibraryName, Tags } from './library-upload-codecs';

/*
 * The public JSON of snippet folders, snippets and form templates (docs/resources.md#snippets). Never the tenant id
 * or anything of the blob store but the file's digest (`sha256`, also the download's ETag).
 */

const nullableString = nullable(t.string);
const names = t.readonlyArray(t.string);

/** A folder, with the number of snippets directly in it. */
export const SnippetFolderJson = component(
  'SnippetFolder',
  t.exact(t.type({ id: t.string, name: LibraryName, parentId: nullableString, snippetCount: annotate(Integer, { minimum: 0 }), ...stamps })),
);
export const SnippetFolderList = pageOf('SnippetFolderList', SnippetFolderJson);

const Diagnostic = component(
  'Diagnostic',
  t.type({
    severity: t.keyof({ error: null, warning: null }),
    code: t.string,
    message: t.string,
    part: annotate(t.string, { description: 'e.g. `word/document.xml`, `word/footer2.xml`.' }),
    paragraph: nullable(Integer),
    excerpt: t.string,
  }),
);

/** A field of a fillable PDF form, with the alias it is filled from. */
const PdfFormFieldJson = component(
  'PdfFormField',
  t.type({
    name: annotate(t.string, { description: 'The fully qualified field name: matched to alias names and synonyms.' }),
    kind: t.keyof({ text: null, checkbox: null, radio: null, choice: null }),
    options: annotate(names, { description: "A checkbox's value when checked, each radio button's export value, each choice's value; empty for text." }),
    maxLength: nullable(Integer),
    multiline: t.boolean,
    multiSelect: t.boolean,
    editable: annotate(t.boolean, { description: 'A combo box that also takes text that is none of its options.' }),
    required: t.boolean,
    readOnly: t.boolean,
    page: nullable(Integer),
    alias: annotate(nullableString, { description: "The alias's own name when the field's name is an alias name or synonym; null otherwise (a warning)." }),
  }),
);

/** Most entries of each list an analysis answers: its answer stays within a few MB however many names a document uses. */
export const MAX_ANALYSIS_LIST = 1_000;
const capped = <C extends t.Mixed>(codec: C, what: string) => annotate(t.readonlyArray(codec), { maxItems: MAX_ANALYSIS_LIST, description: `The first ${MAX_ANALYSIS_LIST.toLocaleString('en-US')} ${what}, in document order; \`counts\` says how many there are.` });
const count = annotate(Integer, { minimum: 0 });

/** The analysis (docs/resources.md#analysis): fields, rules, repeats, snippets and located diagnostics, as the engine reported them; a PDF form's pages and fields. */
export const AnalysisJson = component(
  'Analysis',
  t.intersection([
    t.type({
      fields: capped(t.type({ name: t.string, alias: nullableString, occurrences: Integer }), 'fields'),
      rules: capped(t.type({ name: t.string, rule: nullableString, reads: names, occurrences: Integer }), 'conditions'),
      repeats: capped(t.type({ name: t.string, rule: nullableString, alias: nullableString, occurrences: Integer }), 'repeats'),
      snippets: capped(t.type({ name: t.string, snippet: nullableString, occurrences: Integer }), 'snippets'),
      diagnostics: capped(Diagnostic, 'diagnostics (errors first)'),
      counts: annotate(t.type({ fields: count, rules: count, repeats: count, snippets: count, diagnostics: count }), { description: 'How many entries each list has in all.' }),
      truncated: annotate(t.boolean, { description: `Whether a list holds more than ${MAX_ANALYSIS_LIST.toLocaleString('en-US')} entries and was cut.` }),
    }),
    t.partial({
      pdfForm: annotate(t.type({ pageCount: Integer, fields: t.readonlyArray(PdfFormFieldJson) }), { description: 'Only for a fillable PDF: its pages and fields.' }),
    }),
  ]),
  { description: 'What the document uses, and every problem found, located; each list at most 1,000 entries, with its count.' },
);

/** The file every document resource keeps. */
const file = { fileName: t.string, size: annotate(Integer, { minimum: 1 }), sha256: annotate(t.string, { pattern: '^[0-9a-f]{64}$' }) };
const description = annotate(t.string, { maxLength: 2000 });

export const SnippetJson = component(
  'Snippet',
  t.exact(
    t.type({
      id: t.string,
      name: annotate(LibraryName, { description: 'Unique in the tenant; templates insert the snippet by it: `{{> Name}}`.' }),
      description,
      folderId: nullableString,
      tags: Tags,
      ...file,
      fileVersion: annotate(Integer, { minimum: 1, description: 'The number of the current file version (+1 whenever the content changes).' }),
      text: annotate(t.string, { description: 'Plain-text preview (at most 10,000 characters).' }),
      fields: annotate(names, { description: 'The data names it reads (alias names where known).' }),
      analysis: AnalysisJson,
      ...stamps,
    }),
  ),
);
export const SnippetPage = pageOf('SnippetPage', SnippetJson);

const templateSummary = {
  id: t.string,
  name: LibraryName,
  kind: annotate(t.keyof({ docx: null, pdf: null }), { description: 'A .docx rendered by the template language, or a fillable PDF form filled field by field.' }),
  description,
  tags: Tags,
  ...file,
  fileVersion: annotate(Integer, { minimum: 1, description: 'The number of the current file version.' }),
  ...stamps,
};
export const FormTemplateSummaryJson = component('FormTemplateSummary', t.exact(t.type(templateSummary)));
export const FormTemplateJson = component('FormTemplate', t.exact(t.type({ ...templateSummary, analysis: AnalysisJson })));
export const FormTemplatePage = pageOf('FormTemplatePage', FormTemplateSummaryJson);

/** One file version: its number, its file, whether it is the current one, when it was stored. */
const fileVersion = { number: annotate(Integer, { minimum: 1 }), ...file, current: t.boolean, createdAt: DateTime };
export const FormTemplateVersionJson = component('FormTemplateVersion', t.exact(t.type(fileVersion)));
export const FormTemplateVersionList = pageOf('FormTemplateVersionList', FormTemplateVersionJson);
export const SnippetVersionJson = component('SnippetVersion', t.exact(t.type(fileVersion)));
export const SnippetVersionList = pageOf('SnippetVersionList', SnippetVersionJson);

/** What `POST /FormTemplates/Analyze` answers. */
export const DocumentAnalysisJson = component('DocumentAnalysis', t.type({ analysis: AnalysisJson, text: annotate(t.string, { description: 'The plain text, paragraphs separated by newlines.' }) }));

/* The mappers: what differs from the domain (the file's fields on top, the analysis as reported). */

const templateKind = (template: FormTemplate): 'docx' | 'pdf' => (isPdfForm(template.analysis) ? 'pdf' : 'docx');

export const snippetFolderJson = (folder: SnippetFolder, snippetCount: number) => SnippetFolderJson.encode({ ...folder, snippetCount });

const analysisOf = exactly(AnalysisJson);

/** The analysis as answered: each list cut at MAX_ANALYSIS_LIST (diagnostics errors first, so an error is never cut for a warning), with the counts. */
export const analysisJson = (analysis: Analysis) => {
  const first = <A>(list: ReadonlyArray<A>) => (list.length > MAX_ANALYSIS_LIST ? list.slice(0, MAX_ANALYSIS_LIST) : list);
  const errorsFirst = [...analysis.diagnostics.filter((diagnostic) => diagnostic.severity === 'error'), ...analysis.diagnostics.filter((diagnostic) => diagnostic.severity !== 'error')];
  const counts = { fields: analysis.fields.length, rules: analysis.rules.length, repeats: analysis.repeats.length, snippets: analysis.snippets.length, diagnostics: analysis.diagnostics.length };
  return analysisOf({
    fields: first(analysis.fields),
    rules: first(analysis.rules),
    repeats: first(analysis.repeats),
    snippets: first(analysis.snippets),
    diagnostics: first(errorsFirst),
    counts,
    truncated: Object.values(counts).some((length) => length > MAX_ANALYSIS_LIST),
    // A fillable PDF's fields in full: a PDF form template has at most 2,000.
    ...(analysis.pdfForm === undefined ? {} : { pdfForm: analysis.pdfForm }),
  });
};

const snippetOf = SnippetJson.encode;
export const snippetJson = (snippet: Snippet) => snippetOf({ ...snippet, ...snippet.file, fields: fieldsOf(snippet.analysis), analysis: analysisJson(snippet.analysis) });

/** A template as a search lists it: without its analysis (`GET /FormTemplates/:id` has it). */
export const formTemplateSummaryJson = (template: FormTemplate) => FormTemplateSummaryJson.encode({ ...template, ...template.file, kind: templateKind(template) });

export const formTemplateJson = (template: FormTemplate) => FormTemplateJson.encode({ ...template, ...template.file, kind: templateKind(template), analysis: analysisJson(template.analysis) });

/** One file version, with whether it is the current one. */
export const formTemplateVersionJson = (version: FormTemplateVersion, current: number) => FormTemplateVersionJson.encode({ ...version, ...version.file, current: version.number === current });
export const snippetVersionJson = (version: SnippetVersion, current: number) => SnippetVersionJson.encode({ ...version, ...version.file, current: version.number === current });
