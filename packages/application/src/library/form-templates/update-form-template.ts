import { type FormTemplate, type TemplatePatch, updateFormTemplate as update } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { DocumentAnalysis } from '@quire/ports/documents/document-analyser';
import { nameKey } from '@quire/domain/names';
import type { Ports } from '@quire/ports/ports';
import { publishTemplateWritten } from './template-events';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { analyseTemplateFile, asPdfFileName, isPdfUpload } from './analyse-template-file';
import type { AppError } from '../../app-error';
import type { TemplateUploadDeps } from './create-form-template';
import { currentTime } from '../../current-time';
import { downloadName } from '../downloaded-file';
import { loadVocabulary } from '../library-vocabulary';
import { fromLibraryWriteError } from '../library-write-error';
import { nameFree } from '../name-free';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import { storedFileOf, type UploadedFile } from '../uploaded-file';
import { writeBlobThenRow } from '../write-blob-then-row';

export type TemplateMetadataPatch = {
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly tags?: ReadonlyArray<string> | undefined;
};

export type UpdateFormTemplateInput = VersionedInput<FormTemplateId> & {
  readonly patch: TemplateMetadataPatch;
  /** A new file: the next file version (earlier ones stay downloadable). */
  readonly file: UploadedFile | null;
};
export type UpdateFormTemplate = (input: UpdateFormTemplateInput) => TE.TaskEither<AppError, FormTemplate>;

/** A file uploaded without a name is named after the template. */
const named = (file: UploadedFile, templateName: string): UploadedFile => {
  const pdf = isPdfUpload(file);
  if (file.fileName.trim() === '') return { bytes: file.bytes, fileName: downloadName(templateName.trim(), pdf ? 'pdf' : 'docx') };
  return pdf ? { bytes: file.bytes, fileName: asPdfFileName(file.fileName) } : file;
};

const domainPatch = (template: FormTemplate, patch: TemplateMetadataPatch, file: UploadedFile | null, read: DocumentAnalysis | null): TemplatePatch => ({
  ...(patch.name === undefined ? {} : { name: patch.name }),
  ...(patch.description === undefined ? {} : { description: patch.description }),
  ...(patch.tags === undefined ? {} : { tags: patch.tags }),
  ...(file === null || read === null ? {} : { content: { file: storedFileOf(named(file, patch.name ?? template.name)), analysis: read.analysis } }),
});

/**
 * `PUT /FormTemplates/:id`: metadata and/or a new file (analysed like an upload), one new
 * `version`; a file adds file version n+1. The new blob is stored before the rows.
 */
export const updateFormTemplate = (deps: TemplateUploadDeps & Pick<Ports, 'events'>): UpdateFormTemplate =>
  updateLibraryEntity(
    'FormTemplate',
    deps.templates,
    (before, { patch, file }: UpdateFormTemplateInput) =>
      pipe(
        file === null ? TE.right(null) : pipe(loadVocabulary(deps)(before.tenantId), TE.chain((vocabulary) => analyseTemplateFile(deps)(file, vocabulary))),
        TE.bindTo('read'),
        TE.bind('now', () => currentTime(deps.clock)),
        TE.chainEitherKW(({ read, now }) => update(before, domainPatch(before, patch, file, read), now)),
        TE.map(({ template, newVersion }) => ({ after: template, newVersion })),
      ),
    (before, { after, newVersion }, { file }) => {
      const write = () => pipe(deps.templates.update(after, newVersion), TE.mapLeft(fromLibraryWriteError('FormTemplate')), TE.map(() => after));
      return pipe(
        nameKey(after.name) === nameKey(before.name) ? TE.right(after) : nameFree('FormTemplate', deps.templates)(after),
        TE.chain(() => (file === null || newVersion === null ? write() : writeBlobThenRow(deps.blobs)(file.bytes, newVersion.file.sha256, write))),
        TE.chainFirst(() => publishTemplateWritten(deps.events, 'template.updated', after)),
      );
    },
  );
