import type { Alias, AliasType } from '@quire/domain/library/aliases/alias';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { PdfFieldUse } from '@quire/domain/library/form-templates/pdf-form-fields';
import { isPdfForm } from '@quire/domain/library/form-templates/template-analysis';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { InterviewPlan, PlannedCondition, PlannedQuestion } from '@quire/ports/documents/interview-planner';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';
import { sourceOf } from '../library/stored-document-source';
import { requireTemplate, type LibrarySnapshot } from '../library/library-snapshot';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { resolveSnippets } from '../library/resolve-template-library';
import type { Principal } from '../principal';
import { nameKey } from '@quire/domain/names';

/** One question of an interview (docs/interviews.md): what the templates ask, as the tenant's alias describes it. */
export type Question = {
  /** The alias's own name, or the data name the templates use when it is no alias. */
  readonly alias: string;
  readonly label: string;
  readonly description: string;
  readonly type: AliasType;
  readonly choices?: ReadonlyArray<string>;
  readonly format?: string;
  readonly required: boolean;
  readonly itemFields?: ReadonlyArray<Question>;
  /** When the answer is used at all; absent when always. */
  readonly when?: PlannedCondition;
};

export type Interview = { readonly questions: ReadonlyArray<Question> };

export type InterviewDeps = Pick<Ports, 'blobs' | 'renderer' | 'planner'> & { libraryCache: TenantLibraryCache };

/** A planned question with what its alias says (label, description, type, choices, format); a data name that is no alias is text (a list when it has item fields). */
export const questionOf =
  (aliasNamed: (name: string) => Alias | undefined) =>
  (planned: PlannedQuestion): Question => {
    const alias = planned.known ? aliasNamed(planned.alias) : undefined;
    const itemFields = planned.itemFields?.map(questionOf(aliasNamed));
    return {
      alias: planned.alias,
      label: alias?.label ?? planned.alias,
      description: alias?.description ?? '',
      type: alias?.type ?? planned.asked?.type ?? (itemFields === undefined ? 'text' : 'list'),
      ...(alias?.choices === null || alias?.choices === undefined
        ? alias === undefined && planned.asked?.choices !== undefined
          ? { choices: planned.asked.choices }
          : {}
        : { choices: alias.choices }),
      ...(alias?.format === null || alias?.format === undefined ? {} : { format: alias.format }),
      required: planned.required,
      ...(itemFields === undefined ? {} : { itemFields }),
      ...(planned.when === undefined ? {} : { when: planned.when }),
    };
  };

const failedOn = (template: FormTemplate) => ({ id: template.id, name: template.name });

/** What a PDF form's field asks, when it is no alias: its kind as a question type (a multi-select list is a list of its options). */
const askedOf = (field: PdfFieldUse): NonNullable<PlannedQuestion['asked']> => {
  switch (field.kind) {
    case 'text':
      return { type: 'text' };
    case 'checkbox':
      return { type: 'boolean' };
    case 'radio':
      return { type: 'choice', choices: field.options };
    case 'choice':
      return field.multiSelect ? { type: 'list', choices: field.options } : field.editable ? { type: 'text' } : { type: 'choice', choices: field.options };
  }
};

/**
 * The questions of PDF forms' fields (docs/pdf-forms.md), after the .docx templates' and once each
 * (by name key): a field's alias, or its own name with the type its kind asks for. A field is
 * required when the form says so; read-only fields ask nothing.
 */
const pdfQuestions = (templates: ReadonlyArray<FormTemplate>, planned: ReadonlyArray<PlannedQuestion>): PlannedQuestion[] => {
  const seen = new Set(planned.map((question) => nameKey(question.alias)));
  const questions: PlannedQuestion[] = [];
  for (const template of templates) {
    for (const field of template.analysis.pdfForm?.fields ?? []) {
      const name = field.alias ?? field.name;
      if (field.readOnly || seen.has(nameKey(name))) continue;
      seen.add(nameKey(name));
      questions.push({ alias: name, known: field.alias !== null, required: field.required, ...(field.alias === null ? { asked: askedOf(field) } : {}) });
    }
  }
  return questions;
};

/** The aliases by name key, made once per aliases array (a library snapshot's, unchanged while the library is). */
const aliasLookups = new WeakMap<ReadonlyArray<Alias>, (name: string) => Alias | undefined>();
const aliasLookup = (aliases: ReadonlyArray<Alias>): ((name: string) => Alias | undefined) => {
  const known = aliasLookups.get(aliases);
  if (known !== undefined) return known;
  const byKey = new Map(aliases.map((alias) => [nameKey(alias.name), alias]));
  const lookup = (name: string) => byKey.get(nameKey(name));
  aliasLookups.set(aliases, lookup);
  return lookup;
};

/**
 * The plan of the tenant's templates (a packet in order), from the library snapshot and the compiled
 * templates the planner keeps: every id looked up first (another tenant's is 404), each template's
 * snippets read as a render reads them. With data, which questions are relevant.
 */
export const planTemplates =
  (deps: InterviewDeps) =>
  (input: { readonly principal: Principal; readonly templateIds: ReadonlyArray<FormTemplateId>; readonly data?: Readonly<Record<string, unknown>> }): TE.TaskEither<
    AppError,
    { readonly plan: InterviewPlan; readonly library: LibrarySnapshot; readonly questionOf: (planned: PlannedQuestion) => Question }
  > =>
  async () => {
    const library = await deps.libraryCache.open(input.principal.tenantId)();
    if (E.isLeft(library)) return library;
    const templates: Array<{ template: FormTemplate; snippets: ReadonlyArray<{ name: string; sha256: string }> }> = [];
    for (const id of input.templateIds) {
      const template = await requireTemplate(library.right)(id)();
      if (E.isLeft(template)) return template;
      const snippets = await resolveSnippets((name) => library.right.snippet(name), deps.renderer.maxSnippetDepth)(template.right.analysis)();
      if (E.isLeft(snippets)) return E.left(snippets.left._tag === 'GenerationFailed' ? { ...snippets.left, template: failedOn(template.right) } : snippets.left);
      templates.push({ template: template.right, snippets: snippets.right.map((snippet) => ({ name: snippet.name, sha256: snippet.file.sha256 })) });
    }
    const documents = templates.filter(({ template }) => !isPdfForm(template.analysis));
    const forms = templates.filter(({ template }) => isPdfForm(template.analysis)).map(({ template }) => template);
    const planned = documents.length === 0 ? E.right<never, InterviewPlan>({ questions: [], ...(input.data === undefined ? {} : { relevant: [] }) }) : await deps.planner.plan({
      templates: documents.map(({ template, snippets }) => ({
        template: sourceOf(deps.blobs, template.file.sha256),
        snippets: snippets.map((snippet) => ({ name: snippet.name, source: sourceOf(deps.blobs, snippet.sha256) })),
      })),
      vocabulary: library.right.vocabulary,
      ...(input.data === undefined ? {} : { data: input.data }),
    })();
    if (E.isLeft(planned)) {
      const failure = planned.left;
      if (failure._tag === 'StorageError') return E.left(failure);
      const first = templates[0]?.template;
      return E.left(generationFailed(failure._tag === 'RenderRefused' ? failure.refusal : failure, first === undefined || templates.length > 1 ? undefined : failedOn(first)));
    }
    const fromForms = pdfQuestions(forms, planned.right.questions);
    const plan: InterviewPlan = {
      questions: [...planned.right.questions, ...fromForms],
      ...(planned.right.relevant === undefined ? {} : { relevant: [...planned.right.relevant, ...fromForms.map((question) => question.alias)] }),
    };
    return E.right({ plan, library: library.right, questionOf: questionOf(aliasLookup(library.right.vocabulary.aliases)) });
  };
