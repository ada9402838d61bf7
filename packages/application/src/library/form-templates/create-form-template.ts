import { createFormTemplate as create, type FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { publishTemplateWritten } from './template-events';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { analyseTemplateFile, asPdfFileName, isPdfUpload } from './analyse-template-file';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { loadVocabulary, type VocabularyDeps } from '../library-vocabulary';
import type { Principal } from '../../principal';
import { nameFree } from '../name-free';
import { storedFileOf, type UploadedFile } from '../uploaded-file';
import { writeBlobThenRow } from '../write-blob-then-row';

export type CreateFormTemplateInput = {
  readonly principal: Principal;
  readonly name: string;
  readonly description?: string | undefined;
  readonly tags?: ReadonlyArray<string> | undefined;
  readonly file: UploadedFile;
};
export type CreateFormTemplate = (input: CreateFormTemplateInput) => TE.TaskEither<AppError, FormTemplate>;

export type TemplateUploadDeps = VocabularyDeps & Pick<Ports, 'templates' | 'analyser' | 'pdfForms' | 'blobs' | 'clock'>;

/**
 * `POST /FormTemplates`: an uploaded .docx or fillable PDF, analysed against the tenant's vocabulary
 * (refused when unsafe or with errors; warnings are kept), as file version 1. The name is unique in the tenant.
 * The blob is stored before the rows.
 */
export const createFormTemplate =
  (deps: TemplateUploadDeps & Pick<Ports, 'ids' | 'events'>): CreateFormTemplate =>
  (input) => {
    const tenant = input.principal.tenantId;
    return pipe(
      loadVocabulary(deps)(tenant),
      TE.chain((vocabulary) => analyseTemplateFile(deps)(input.file, vocabulary)),
      TE.bindTo('read'),
      TE.bind('now', () => currentTime(deps.clock)),
      TE.bindW('created', ({ read, now }) =>
        TE.fromEither(
          create({
            id: formTemplateId(deps.ids.next()),
            tenantId: tenant,
            name: input.name,
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.tags === undefined ? {} : { tags: input.tags }),
            content: { file: storedFileOf(isPdfUpload(input.file) ? { ...input.file, fileName: asPdfFileName(input.file.fileName) } : input.file), analysis: read.analysis },
            now,
          }),
        ),
      ),
      TE.map(({ created }) => created),
      TE.chainFirst(({ template }) => nameFree('FormTemplate', deps.templates)(template)),
      TE.chain(({ template, firstVersion }) =>
        writeBlobThenRow(deps.blobs)(input.file.bytes, template.file.sha256, () =>
          pipe(
            deps.templates.insert(template, firstVersion),
            TE.mapLeft((error): AppError => error),
            TE.map(() => template),
          ),
        ),
      ),
      TE.chainFirst((template) => publishTemplateWritten(deps.events, 'template.created', template)),
    );
  };
