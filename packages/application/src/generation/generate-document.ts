import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { RenderWarning } from '@quire/ports/documents/document-renderer';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import { answersOf } from '../answer-merging/merge-answers';
import type { AppError } from '../app-error';
import { checkDataAgainstAliases } from '../data-checking/check-data-against-aliases';
import { convertToPdf, requirePdf } from './convert-to-pdf';
import { generationFailed } from '../generation-failure';
import {
  CONTENT_TYPES,
  type GeneratedFile,
  type GenerationLimits,
  type GenerationOptions,
  type GenerationWarning,
  type OutputFormat,
  outputFileName,
} from './generation-settings';
import type { Principal } from '../principal';
import { renderFormTemplate, type RenderDeps } from './render-form-template';
import { fillPdfTemplate, isPdfTemplate } from './fill-pdf-template';
import { requireTemplate, type TenantLibrary } from '../library/library-snapshot';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { deadlineOf, withinTimeLimit } from './within-time-limit';
import { checkPdfOptions } from './pdf-output-check';
import { requireSigningKey, type SealDeps, sealWith } from '../sealing/tenant-seal';

export type GenerateDocumentInput = {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly data: Readonly<Record<string, unknown>>;
  /** The tenant's answer set (docs/interviews.md#generating-from-an-answer-set) to fill with, `data` winning key by key; null for `data` alone. */
  readonly answerSetId?: AnswerSetId | null;
  readonly format: OutputFormat;
  readonly options: GenerationOptions;
};
export type GenerateDocument = (input: GenerateDocumentInput) => TE.TaskEither<AppError, GeneratedFile>;

export type GenerationDeps = RenderDeps &
  SealDeps &
  Pick<Ports, 'pdf' | 'pdfForms' | 'clock' | 'answerSets'> & {
    /** The tenant's templates, snippets, aliases and rules, as of the request (one per process; a batch's chunk pins one snapshot for all its items). */
    libraryCache: Pick<TenantLibraryCache, 'open'>;
    limits: GenerationLimits;
  };

/** The data's warnings (unknown keys, computed aliases sent) and the engine's own, as the answer lists them. */
export const warningsOf = (fromData: ReadonlyArray<GenerationWarning>, rendered: ReadonlyArray<RenderWarning>, template?: string): GenerationWarning[] => [
  ...fromData,
  ...rendered.map((warning) => ({ ...warning, ...(template === undefined ? {} : { template }) })),
];

/**
 * The data checked against the tenant's aliases before anything is rendered; every problem
 * at once. Answers the data's warnings: keys that are no alias, and computed aliases sent.
 */
export const checkData = (library: TenantLibrary, data: Readonly<Record<string, unknown>>): TE.TaskEither<AppError, ReadonlyArray<GenerationWarning>> => {
  const checked = checkDataAgainstAliases(library.aliases, data);
  if (checked.errors.length > 0) return TE.left(generationFailed({ code: 'data_invalid', errors: checked.errors }));
  return TE.right([
    ...checked.unknownKeys.map((name) => ({ code: 'unknown_data_key', name, message: `${JSON.stringify(name)} is no alias name or synonym.` })),
    ...checked.computedKeys.map((name) => ({
      code: 'computed_alias_sent',
      name,
      message: `${JSON.stringify(name)} is a computed alias: its formula works it out, and the value sent was ignored.`,
    })),
  ]);
};

/**
 * `POST /FormTemplates/:id/Generate` (docs/generation.md#one-document): one completed document of the tenant's template,
 * .docx or PDF, within the time limit. Written as one async function with early returns, not a
 * chain of combinators: every generation runs it (ADR 0027).
 */
export const generateDocument =
  (deps: GenerationDeps): GenerateDocument =>
  ({ principal, id, data: sent, answerSetId = null, format, options }) =>
    withinTimeLimit(deps.limits.timeoutMs)(async () => {
      const deadline = deadlineOf(deps.limits.timeoutMs, () => deps.clock.now().getTime());
      const library = await deps.libraryCache.open(principal.tenantId)();
      if (E.isLeft(library)) return library;
      const template = await requireTemplate(library.right)(id)();
      if (E.isLeft(template)) return template;
      // A PDF form is filled as a PDF whatever `format` says; a .docx is converted when PDF is asked for.
      const pdfForm = isPdfTemplate(template.right);
      const convert = format === 'pdf' && !pdfForm;
      const pdfOptions = checkPdfOptions(options.pdf, [template.right], format);
      if (E.isLeft(pdfOptions)) return pdfOptions;
      if (convert) {
        const ready = await requirePdf(deps.pdf)();
        if (E.isLeft(ready)) return ready;
      }
      // A seal asked for with no certificate able to give it is refused before anything is made.
      const sealingKey = options.pdf.seal ? await requireSigningKey(deps)(principal.tenantId)() : E.right(null);
      if (E.isLeft(sealingKey)) return sealingKey;
      const answers = await answersOf(deps)({ tenantId: principal.tenantId, answerSetId, data: sent, aliases: library.right.vocabulary.aliases })();
      if (E.isLeft(answers)) return answers;
      const data = answers.right;
      const dataWarnings = await checkData(library.right.vocabulary, data)();
      if (E.isLeft(dataWarnings)) return dataWarnings;
      const filled = { template: template.right, library: library.right, data, options };
      const rendered = pdfForm ? await fillPdfTemplate(deps)(filled)() : await renderFormTemplate(deps)({ ...filled, limits: deps.limits.render })();
      if (E.isLeft(rendered)) return rendered;
      const inTime = await deadline.check(undefined)();
      if (E.isLeft(inTime)) return inTime;
      const named = { id: template.right.id, name: template.right.name };
      const made = convert ? await convertToPdf(deps.pdf, options)(rendered.right.bytes, deadline.remainingMs(), named)() : E.right(rendered.right.bytes);
      if (E.isLeft(made)) return made;
      const bytes = sealingKey.right === null ? made : await sealWith(deps, sealingKey.right, options.pdf)(made.right, named)();
      if (E.isLeft(bytes)) return bytes;
      const output = pdfForm ? 'pdf' : format;
      return E.right({
        fileName: outputFileName(options.fileName, template.right.name, output),
        contentType: CONTENT_TYPES[output],
        bytes: bytes.right,
        warnings: warningsOf(dataWarnings.right, rendered.right.warnings),
        renderMs: rendered.right.renderMs,
      });
    });
