import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import { type AppError, notFound } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadFile } from '../downloaded-file';
import { requireLibraryEntity } from '../require-library-entity';

export type DownloadFormTemplateVersion = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly number: number;
}) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadFormTemplateVersionToken: ServiceIdentifier<DownloadFormTemplateVersion> = Symbol.for('quire.DownloadFormTemplateVersion');

/** `GET /FormTemplates/:id/Versions/:n/Download`: file version n exactly as it was uploaded; an unknown n is NotFound. */
export const downloadFormTemplateVersion =
  ({ templates, blobs }: { templates: FormTemplateRepository; blobs: BlobStore }): DownloadFormTemplateVersion =>
  ({ principal, id, number }) =>
    pipe(
      requireLibraryEntity('FormTemplate', templates)(principal.tenantId, id),
      TE.bindTo('template'),
      TE.bind('version', ({ template }) =>
        pipe(
          templates.findVersion(principal.tenantId, template.id, number),
          TE.mapLeft((error): AppError => error),
          TE.chain(TE.fromOption(() => notFound('FormTemplate', `${template.id}/Versions/${number}`))),
        ),
      ),
      TE.chain(({ template, version }) => downloadFile(blobs)(template.name, version.file.sha256)),
    );
