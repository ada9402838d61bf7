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
import { fillPdfTemplate, isPdfTemplate } from './fill-pdf-template';
import { requireTemplate } from '../library/library-snapshot';
import { deadlineOf, withinTimeLimit } from './within-time-limit';
import { checkPdfOptions } from './pdf-output-check';
import type { SigningKey } from '@quire/ports/documents/pdf-seals';
import { requireSigningKey, sealWith } from '../sealing/tenant-seal';

/** Most templates in one packet. */
export const MAX_PACKET_TEMPLATES = 50;

export type PacketBundle = 'zip' | 'merged';

export type GeneratePacketInput = {
  readonly principal: Principal;
  /** In order; the same template may appear more than once (it is filled once per mention). */
  readonly templateIds: ReadonlyArray<FormTemplateId>;
  readonly data: Readonly<Record<string, unknown>>;
  /** The tenant's answer set (docs/interviews.md#generating-from-an-answer-set) to fill with, `data` winning key by key; null for `data` alone. */
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
 * `POST /FormTemplates/Generate` (docs/generation.md#packets): one data set fills every template (aliases and synonyms map
 * it); the answer is a .zip of the documents or one merged document. A PDF form is filled as a
 * PDF; a merged packet with one becomes one PDF, a bookmark per template. Every id is
 * looked up first: one that is not the tenant's answers 404 before anything is rendered.
 */
export const generatePacket =
  (deps: GenerationDeps & Pick<Ports, 'archive'>): GeneratePacket =>
  ({ principal, templateIds, data: sent, answerSetId = null, format, bundle, options }) => {
    const deadline = deadlineOf(deps.limits.timeoutMs, () => deps.clock.now().getTime());
    // A merged packet with a PDF form is one PDF: each part a PDF (forms flattened, .docx converted), merged with a bookmark each.
    const mergesAsPdf = (templates: ReadonlyArray<FormTemplate>): boolean => bundle === 'merged' && templates.some(isPdfTemplate);
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
            TE.chain(() =>
              isPdfTemplate(template)
                ? fillPdfTemplate(deps)({ template, library, data, options, ...(mergesAsPdf(templates) ? { flatten: true } : {}) })
                : renderFormTemplate(deps)({ template, library, data, options, limits: deps.limits.render }),
            ),
            // The data's warnings are said once, not once per template.
            TE.map((rendered): Rendered => ({ template, bytes: rendered.bytes, warnings: warningsOf(index === 0 ? dataWarnings : [], rendered.warnings, template.name), renderMs: rendered.renderMs })),
          ),
        ),
      );
    const asFormat = (document: Rendered | { readonly bytes: Uint8Array; readonly template?: FormTemplate }, as: OutputFormat = format): TE.TaskEither<AppError, Uint8Array> =>
      document.template !== undefined && isPdfTemplate(document.template)
        ? TE.right(document.bytes)
        : as === 'pdf'
        ? convertToPdf(deps.pdf, options)(document.bytes, deadline.remainingMs(), document.template === undefined ? undefined : { id: document.template.id, name: document.template.name })
        : TE.right(document.bytes);
    /** A PDF of the packet sealed, the very last step, when `pdf.seal` asks (`key`: the tenant's, checked before anything was made). */
    const sealed =
      (key: SigningKey | null, template?: FormTemplate) =>
      (bytes: Uint8Array): TE.TaskEither<AppError, Uint8Array> =>
        key === null ? TE.right(bytes) : sealWith(deps, key, options.pdf)(bytes, template === undefined ? undefined : { id: template.id, name: template.name });
    const packetName = (templates: ReadonlyArray<FormTemplate>): string => (templates.length === 1 ? (templates[0]?.name ?? 'Packet') : 'Packet');
    /** The packet's bytes, refused past the output limit. */
    const withinOutputLimit = (bytes: Uint8Array): TE.TaskEither<AppError, Uint8Array> =>
      bytes.byteLength > deps.limits.render.maxOutputBytes ? TE.left(generationFailed({ code: 'output_too_large', limit: deps.limits.render.maxOutputBytes })) : TE.right(bytes);
    /** The packet as one file of the `extension`: named after its templates, with every document's warnings and render time. */
    const packetFile =
      (documents: ReadonlyArray<Rendered>, extension: OutputFormat | 'zip') =>
      (bytes: Uint8Array): GeneratedFile => ({
        fileName: outputFileName(options.fileName, packetName(documents.map((document) => document.template)), extension),
        contentType: CONTENT_TYPES[extension],
        bytes,
        warnings: documents.flatMap((document) => document.warnings),
        renderMs: totalRenderMs(documents),
      });

    const zip = (documents: ReadonlyArray<Rendered>, key: SigningKey | null): TE.TaskEither<AppError, GeneratedFile> =>
      pipe(
        TE.sequenceSeqArray(
          documents.map((document) =>
            pipe(
              deadline.check(document),
              TE.chain((rendered) => asFormat(rendered)),
              TE.chain((bytes) => (isPdfTemplate(document.template) || format === 'pdf' ? sealed(key, document.template)(bytes) : TE.right(bytes))),
            ),
          ),
        ),
        TE.chain((files) => {
          const names = uniqueNames(documents.map((document) => outputFileName(null, document.template.name, isPdfTemplate(document.template) ? 'pdf' : format)));
          return pipe(
            deps.archive.zip(files.map((file, index) => ({ name: names[index] ?? `document-${index + 1}.${format}`, bytes: file }))),
            TE.mapLeft((stopped): AppError => generationFailed(stopped)),
          );
        }),
        TE.chain(withinOutputLimit),
        TE.map(packetFile(documents, 'zip')),
      );

    const merged = (documents: ReadonlyArray<Rendered>, key: SigningKey | null): TE.TaskEither<AppError, GeneratedFile> =>
      pipe(
        deps.renderer.merge(
          documents.map((document) => document.bytes),
          { maxOutputBytes: deps.limits.render.maxOutputBytes },
        ),
        TE.mapLeft((failure): AppError => generationFailed(failure)),
        TE.chainFirst(deadline.check),
        TE.chain((bytes) => asFormat({ bytes })),
        TE.chain((bytes) => (format === 'pdf' ? sealed(key)(bytes) : TE.right(bytes))),
        TE.map(packetFile(documents, format)),
      );

    const mergedPdf = (documents: ReadonlyArray<Rendered>, key: SigningKey | null): TE.TaskEither<AppError, GeneratedFile> =>
      pipe(
        TE.sequenceSeqArray(documents.map((document) => pipe(deadline.check(document), TE.chain((part) => asFormat(part, 'pdf'))))),
        TE.chain((parts) =>
          pipe(
            deps.pdfForms.merge(parts.map((bytes, index) => ({ bytes, title: documents[index]?.template.name ?? `Part ${index + 1}` }))),
            TE.mapLeft((failure): AppError => {
              if (failure._tag === 'TooComplex') return generationFailed(failure);
              const part = documents[failure.part]?.template;
              return generationFailed({ code: failure.code, message: failure.message }, part === undefined ? undefined : { id: part.id, name: part.name });
            }),
          ),
        ),
        TE.chain(sealed(key)),
        TE.chain(withinOutputLimit),
        TE.map(packetFile(documents, 'pdf')),
      );

    /** LibreOffice is needed when a .docx becomes a PDF: PDF asked for, or merged with a PDF form. */
    const needsConverter = (templates: ReadonlyArray<FormTemplate>): boolean => templates.some((template) => !isPdfTemplate(template)) && (format === 'pdf' || mergesAsPdf(templates));

    return pipe(
      deps.libraryCache.open(principal.tenantId),
      TE.bindTo('library'),
      TE.bind('templates', ({ library }) => TE.sequenceArray(templateIds.map(requireTemplate(library)))),
      TE.chainFirst(({ templates }) => TE.fromEither(checkPdfOptions(options.pdf, templates, format))),
      TE.chainFirst(({ templates }) => (needsConverter(templates) ? requirePdf(deps.pdf) : TE.right(undefined))),
      // A seal asked for with no certificate able to give it is refused before anything is made.
      TE.bind('key', (): TE.TaskEither<AppError, SigningKey | null> => (options.pdf.seal ? requireSigningKey(deps)(principal.tenantId) : TE.right(null))),
      TE.bind('data', ({ library }) => answersOf(deps)({ tenantId: principal.tenantId, answerSetId, data: sent, aliases: library.vocabulary.aliases })),
      TE.bind('dataWarnings', ({ library, data }) => checkData(library.vocabulary, data)),
      TE.chain(({ templates, library, data, dataWarnings, key }) =>
        pipe(
          renderAll(templates, library, data, dataWarnings),
          TE.chain((documents) => (bundle === 'zip' ? zip(documents, key) : mergesAsPdf(templates) ? mergedPdf(documents, key) : merged(documents, key))),
        ),
      ),
      withinTimeLimit(deps.limits.timeoutMs),
    );
  };
