import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import { answersOf } from '../answer-merging/merge-answers';
import type { AppError } from '../app-error';
import { convertToPdf, requirePdf } from './convert-to-pdf';
import { checkData, type GenerationDeps, warningsOf } from './generate-document';
import { generationFailed } from '../generation-failure';
import { CONTENT_TYPES, type GeneratedFile, type GenerationOptions, type GenerationWarning, type OutputFormat, outputFileName } from './generation-settings';
import type { Principal } from '../principal';
import { renderFormTemplate } from './render-form-template';
import { requireTemplate } from '../library/library-snapshot';
import { deadlineOf, withinTimeLimit } from './within-time-limit';

/** Most templates in one packet. */
export const MAX_PACKET_TEMPLATES = 50;

export type PacketBundle = 'zip' | 'merged';

export type GeneratePacketInput = {
  readonly principal: Principal;
  /** In order; the same template may appear more than once (it is filled once per mention). */
  readonly templateIds: ReadonlyArray<FormTemplateId>;
  readonly data: Readonly<Record<string, unknown>>;
  /** SPEC §4.1: the tenant's answer set to fill with, `data` winning key by key; null for `data` alone. */
  readonly answerSetId?: AnswerSetId | null;
  readonly format: OutputFormat;
  readonly bundle: PacketBundle;
  readonly options: GenerationOptions;
};
export type GeneratePacket = (input: GeneratePacketInput) => TE.TaskEither<AppError, GeneratedFile>;

/** File names inside a zip, unique ignoring case: `Lease.docx`, `Lease (2).docx`... */
export const uniqueNames = (names: ReadonlyArray<string>): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};

type Rendered = { readonly template: FormTemplate; readonly bytes: Uint8Array; readonly warnings: ReturnType<typeof warningsOf>; readonly renderMs: number };

const totalRenderMs = (documents: ReadonlyArray<Rendered>): number => documents.reduce((sum, document) => sum + document.renderMs, 0);

/**
 * `POST /FormTemplates/Generate` (SPEC §4): one data set fills every template (aliases and
 * synonyms map it); the answer is a .zip of the documents or one merged document. Every id is
 * looked up first: one that is not the tenant's answers 404 before anything is rendered.
 */
export const generatePacket =
  (deps: GenerationDeps & Pick<Ports, 'archive'>): GeneratePacket =>
  ({ principal, templateIds, data: sent, answerSetId = null, format, bundle, options }) => {
    const deadline = deadlineOf(deps.limits.timeoutMs, () => deps.clock.now().getTime());
    const renderAll = (
      templates: ReadonlyArray<FormTemplate>,
      library: Parameters<ReturnType<typeof renderFormTemplate>>[0]['library'],
      data: Readonly<Record<string, unknown>>,
      dataWarnings: ReadonlyArray<GenerationWarning>,
    ) =>
      TE.sequenceSeqArray(
        templates.map((template, index) =>
          pipe(
            deadline.check(undefined),
            TE.chain(() => renderFormTemplate(deps)({ template, library, data, options, limits: deps.limits.render })),
            // The data's warnings are said once, not once per template.
            TE.map((rendered): Rendered => ({ template, bytes: rendered.bytes, warnings: warningsOf(index === 0 ? dataWarnings : [], rendered.warnings, template.name), renderMs: rendered.renderMs })),
          ),
        ),
      );
    const asFormat = (document: Rendered | { readonly bytes: Uint8Array; readonly template?: FormTemplate }): TE.TaskEither<AppError, Uint8Array> =>
      format === 'pdf'
        ? convertToPdf(deps.pdf, options.updateFields === true)(document.bytes, deadline.remainingMs(), document.template === undefined ? undefined : { id: document.template.id, name: document.template.name })
        : TE.right(document.bytes);
    const packetName = (templates: ReadonlyArray<FormTemplate>): string => (templates.length === 1 ? (templates[0]?.name ?? 'Packet') : 'Packet');

    const zip = (documents: ReadonlyArray<Rendered>): TE.TaskEither<AppError, GeneratedFile> =>
      pipe(
        TE.sequenceSeqArray(documents.map((document) => pipe(deadline.check(document), TE.chain(asFormat)))),
        TE.chain((files) => {
          const names = uniqueNames(documents.map((document) => outputFileName(null, document.template.name, format)));
          return pipe(
            deps.archive.zip(files.map((file, index) => ({ name: names[index] ?? `document-${index + 1}.${format}`, bytes: file }))),
            TE.mapLeft((stopped): AppError => generationFailed(stopped)),
          );
        }),
        TE.chain((bytes) => (bytes.byteLength > deps.limits.render.maxOutputBytes ? TE.left(generationFailed({ code: 'output_too_large', limit: deps.limits.render.maxOutputBytes })) : TE.right(bytes))),
        TE.map((bytes) => ({
          fileName: outputFileName(options.fileName, packetName(documents.map((document) => document.template)), 'zip'),
          contentType: CONTENT_TYPES.zip,
          bytes,
          warnings: documents.flatMap((document) => document.warnings),
          renderMs: totalRenderMs(documents),
        })),
      );

    const merged = (documents: ReadonlyArray<Rendered>): TE.TaskEither<AppError, GeneratedFile> =>
      pipe(
        deps.renderer.merge(
          documents.map((document) => document.bytes),
          { maxOutputBytes: deps.limits.render.maxOutputBytes },
        ),
        TE.mapLeft((failure): AppError => generationFailed(failure)),
        TE.chainFirst(deadline.check),
        TE.chain((bytes) => asFormat({ bytes })),
        TE.map((bytes) => ({
          fileName: outputFileName(options.fileName, packetName(documents.map((document) => document.template)), format),
          contentType: CONTENT_TYPES[format],
          bytes,
          warnings: documents.flatMap((document) => document.warnings),
          renderMs: totalRenderMs(documents),
        })),
      );

    return pipe(
      format === 'pdf' ? requirePdf(deps.pdf) : TE.right(undefined),
      TE.chainW(() => deps.libraryCache.open(principal.tenantId)),
      TE.bindTo('library'),
      TE.bind('templates', ({ library }) => TE.sequenceArray(templateIds.map(requireTemplate(library)))),
      TE.bind('data', ({ library }) => answersOf(deps)({ tenantId: principal.tenantId, answerSetId, data: sent, aliases: library.vocabulary.aliases })),
      TE.bind('dataWarnings', ({ library, data }) => checkData(library.vocabulary, data)),
      TE.chain(({ templates, library, data, dataWarnings }) => renderAll(templates, library, data, dataWarnings)),
      TE.chain((documents) => (bundle === 'zip' ? zip(documents) : merged(documents))),
      withinTimeLimit(deps.limits.timeoutMs),
    );
  };
