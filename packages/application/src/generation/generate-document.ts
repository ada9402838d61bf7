import type { FormTemplateId } from '@quire/domain/library-ids';
import type { Clock } from '@quire/ports/platform/clock';
import type { PdfConverter } from '@quire/ports/documents/pdf-converter';
import type { RenderWarning } from '@quire/ports/documents/document-renderer';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { checkDataAgainstAliases } from './check-data-against-aliases';
import { convertToPdf, requirePdf } from './convert-to-pdf';
import { generationFailed } from './generation-failure';
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
import type { TenantLibrary } from '../library/resolve-template-library';
import { requireLibraryEntity } from '../library/require-library-entity';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { deadlineOf, withinTimeLimit } from './within-time-limit';

export type GenerateDocumentInput = {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly data: Readonly<Record<string, unknown>>;
  readonly format: OutputFormat;
  readonly options: GenerationOptions;
};
export type GenerateDocument = (input: GenerateDocumentInput) => TE.TaskEither<AppError, GeneratedFile>;
export const GenerateDocumentToken: ServiceIdentifier<GenerateDocument> = Symbol.for('quire.GenerateDocument');

export type GenerationDeps = RenderDeps & {
  /** The tenant's templates, snippets, aliases and rules, as of the request (one per process). */
  libraryCache: TenantLibraryCache;
  pdf: PdfConverter;
  clock: Clock;
  limits: GenerationLimits;
};

/** Unknown data keys and the engine's own warnings, as the answer lists them. */
export const warningsOf = (unknownKeys: ReadonlyArray<string>, rendered: ReadonlyArray<RenderWarning>, template?: string): GenerationWarning[] => [
  ...unknownKeys.map((name) => ({ code: 'unknown_data_key', name, message: `${JSON.stringify(name)} is no alias name or synonym.` })),
  ...rendered.map((warning) => ({ ...warning, ...(template === undefined ? {} : { template }) })),
];

/** SPEC §4: the data checked against the tenant's aliases before anything is rendered; every problem at once. */
export const checkData = (library: TenantLibrary, data: Readonly<Record<string, unknown>>): TE.TaskEither<AppError, ReadonlyArray<string>> => {
  const checked = checkDataAgainstAliases(library.aliases, data);
  return checked.errors.length > 0 ? TE.left(generationFailed({ code: 'data_invalid', errors: checked.errors })) : TE.right(checked.unknownKeys);
};

/**
 * `POST /FormTemplates/:id/Generate` (SPEC §4): one completed document of the tenant's template,
 * .docx or PDF, within the time limit. Written as one async function with early returns, not a
 * chain of combinators: every generation runs it (ADR 0027).
 */
export const generateDocument =
  (deps: GenerationDeps): GenerateDocument =>
  ({ principal, id, data, format, options }) =>
    withinTimeLimit(deps.limits.timeoutMs)(async () => {
      const deadline = deadlineOf(deps.limits.timeoutMs, () => deps.clock.now().getTime());
      if (format === 'pdf') {
        const ready = await requirePdf(deps.pdf)();
        if (E.isLeft(ready)) return ready;
      }
      const library = await deps.libraryCache.open(principal.tenantId)();
      if (E.isLeft(library)) return library;
      const template = await requireLibraryEntity('FormTemplate', library.right.templates)(principal.tenantId, id)();
      if (E.isLeft(template)) return template;
      const unknownKeys = await checkData(library.right, data)();
      if (E.isLeft(unknownKeys)) return unknownKeys;
      const rendered = await renderFormTemplate(deps)({ tenantId: principal.tenantId, template: template.right, library: library.right, data, options, limits: deps.limits })();
      if (E.isLeft(rendered)) return rendered;
      const inTime = await deadline.check(undefined)();
      if (E.isLeft(inTime)) return inTime;
      const named = { id: template.right.id, name: template.right.name };
      const bytes = format === 'pdf' ? await convertToPdf(deps.pdf)(rendered.right.bytes, deadline.remainingMs(), named)() : E.right(rendered.right.bytes);
      if (E.isLeft(bytes)) return bytes;
      return E.right({
        fileName: outputFileName(options.fileName, template.right.name, format),
        contentType: CONTENT_TYPES[format],
        bytes: bytes.right,
        warnings: warningsOf(unknownKeys.right, rendered.right.warnings),
        renderMs: rendered.right.renderMs,
      });
    });
